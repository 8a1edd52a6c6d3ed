// Command rabbitmq loads a config file with every config object a RabbitMQ-bus service registers.
package main

import (
	_ "github.com/infraboard/mcube/v2/ioc/config/bus/rabbitmq"
	"mcube-docs/check-loader/load"
	_ "mcube-docs/check-loader/registered"
)

func main() { load.Print() }
