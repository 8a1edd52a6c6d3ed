// Command config-paths prints the config-file part of the request ioc.NewLoadConfigRequest
// returns: one Path, "etc/application.toml", up to v2.0.91; an empty list of Paths from v2.1.0.
package main

import (
	"fmt"

	"github.com/infraboard/mcube/v2/ioc"
)

func main() {
	fmt.Printf("%+v\n", *ioc.NewLoadConfigRequest().ConfigFile)
}
