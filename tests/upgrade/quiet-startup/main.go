// Command quiet-startup starts the container with one object and prints whether the container
// wrote its own "init app …" lines to the standard logger: yes from v2.0.72 to v2.1.3, no from
// v2.1.4 (its debug output is off unless -d is given).
package main

import (
	"bytes"
	"fmt"
	"log"
	"strings"

	"github.com/infraboard/mcube/v2/ioc"
)

type greeting struct{ ioc.ObjectImpl }

func (g *greeting) Name() string { return "greeting" }

func main() {
	var logged bytes.Buffer
	log.SetOutput(&logged)
	ioc.Controller().Registry(&greeting{})
	ioc.DevelopmentSetup()
	fmt.Println("init app lines:", strings.Contains(logged.String(), "init app greeting"))
}
