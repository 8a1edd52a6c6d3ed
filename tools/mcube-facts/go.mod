module mcube-docs/tools/mcube-facts

go 1.20
