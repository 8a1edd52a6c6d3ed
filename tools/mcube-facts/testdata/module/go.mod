module github.com/infraboard/mcube/v2

go 1.22
