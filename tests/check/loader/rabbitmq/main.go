// Command rabbitmq loads a config file with every config object a RabbitMQ-bus service registers.
package main

import (
	_ "github.com/infraboard/mcube/v2/ioc/config/application"
	_ "github.com/infraboard/mcube/v2/ioc/config/bus/rabbitmq"
	_ "github.com/infraboard/mcube/v2/ioc/config/cache"
	_ "github.com/infraboard/mcube/v2/ioc/config/datasource"
	_ "github.com/infraboard/mcube/v2/ioc/config/gocache"
	_ "github.com/infraboard/mcube/v2/ioc/config/grpc"
	_ "github.com/infraboard/mcube/v2/ioc/config/http"
	_ "github.com/infraboard/mcube/v2/ioc/config/ip2region"
	_ "github.com/infraboard/mcube/v2/ioc/config/jsonrpc"
	_ "github.com/infraboard/mcube/v2/ioc/config/kafka"
	_ "github.com/infraboard/mcube/v2/ioc/config/lock"
	_ "github.com/infraboard/mcube/v2/ioc/config/log"
	_ "github.com/infraboard/mcube/v2/ioc/config/mcron"
	_ "github.com/infraboard/mcube/v2/ioc/config/mongo"
	_ "github.com/infraboard/mcube/v2/ioc/config/nats"
	_ "github.com/infraboard/mcube/v2/ioc/config/rabbitmq"
	_ "github.com/infraboard/mcube/v2/ioc/config/redis"
	_ "github.com/infraboard/mcube/v2/ioc/config/trace"
	_ "github.com/infraboard/mcube/v2/ioc/config/validator"
	_ "github.com/infraboard/mcube/v2/ioc/config/vault"
	"mcube-docs/check-loader/load"
)

func main() { load.Print() }
