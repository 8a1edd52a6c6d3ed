// Command gin loads a config file with every config object a Gin service registers.
package main

import (
	_ "github.com/infraboard/mcube/v2/ioc/apps/apidoc/swaggo"
	_ "github.com/infraboard/mcube/v2/ioc/apps/health/gin"
	_ "github.com/infraboard/mcube/v2/ioc/apps/metric/gin"
	_ "github.com/infraboard/mcube/v2/ioc/config/bus/kafka"
	_ "github.com/infraboard/mcube/v2/ioc/config/cors/gin"
	_ "github.com/infraboard/mcube/v2/ioc/config/gin"
	"mcube-docs/check-loader/load"
	_ "mcube-docs/check-loader/registered"
)

func main() { load.Print() }
