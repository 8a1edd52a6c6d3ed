package web

import "github.com/infraboard/mcube/v2/ioc"

func init() {
	ioc.Api().Registry(&Handler{})
}

// Handler has no Name(): ioc names it after its type and no file section reaches it.
type Handler struct {
	ioc.ObjectImpl
	Path string `toml:"path" env:"PATH"`
}
