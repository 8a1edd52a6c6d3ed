// Command restful loads a config file with every config object a go-restful service registers.
package main

import (
	_ "github.com/infraboard/mcube/v2/ioc/apps/apidoc/restful"
	_ "github.com/infraboard/mcube/v2/ioc/apps/health/restful"
	_ "github.com/infraboard/mcube/v2/ioc/apps/metric/restful"
	_ "github.com/infraboard/mcube/v2/ioc/config/bus/nats"
	_ "github.com/infraboard/mcube/v2/ioc/config/cors/gorestful"
	_ "github.com/infraboard/mcube/v2/ioc/config/gorestful"
	"mcube-docs/check-loader/load"
	_ "mcube-docs/check-loader/registered"
)

func main() { load.Print() }
