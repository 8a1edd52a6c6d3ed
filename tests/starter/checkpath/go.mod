module example.com/checkpath

go 1.24.0

require golang.org/x/mod v0.27.0
