// Package registered imports the config objects every loader here registers, whatever the
// service's framework and bus: each command adds the ones that cannot share a program (Gin's
// and go-restful's objects take the same names, and so do the three buses').
package registered

import (
	_ "github.com/infraboard/mcube/v2/ioc/config/application"
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
)
