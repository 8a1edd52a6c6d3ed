// Command one-version registers two versions of one object and prints what the container
// keeps: both up to v2.0.91, only the higher from v2.1.0 (it registers by name).
package main

import (
	"fmt"

	"github.com/infraboard/mcube/v2/ioc"
)

type greeting struct {
	ioc.ObjectImpl
	version string
}

func (g *greeting) Name() string    { return "greeting" }
func (g *greeting) Version() string { return g.version }

func main() {
	ioc.Controller().Registry(&greeting{version: "v1"})
	ioc.Controller().Registry(&greeting{version: "v2"})
	fmt.Println(ioc.Controller().List())
}
