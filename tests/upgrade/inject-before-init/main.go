// Command inject-before-init prints whether a field marked ioc:"autowire=true" is already
// filled when the container calls the object's Init: not up to v2.0.91 (the container
// initialised the objects, then injected), yes from v2.1.0 (it injects, then initialises).
package main

import (
	"fmt"

	"github.com/infraboard/mcube/v2/ioc"
)

type store struct{ ioc.ObjectImpl }

func (s *store) Name() string { return "store" }

type handler struct {
	ioc.ObjectImpl
	Store       *store `ioc:"autowire=true;namespace=default;name=store"`
	storeAtInit bool
}

func (h *handler) Name() string { return "handler" }

func (h *handler) Init() error {
	h.storeAtInit = h.Store != nil
	return nil
}

func main() {
	ioc.Default().Registry(&store{})
	h := &handler{}
	ioc.Controller().Registry(h)
	ioc.DevelopmentSetup()
	fmt.Printf("injected in Init: %t, after start-up: %t\n", h.storeAtInit, h.Store != nil)
}
