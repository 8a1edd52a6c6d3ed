// A stand-in for mcube and the modules the pages import: the tests' blocks use it.
module example.org/lib

go 1.24
