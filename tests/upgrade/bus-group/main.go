// Command bus-group prints the default of [bus] group in a service that sets nothing: the field
// is missing up to v2.0.67 (Queue took the queue name as an argument), "mcube_bus" in v2.0.68,
// and from v2.0.69 the app name, which Init fills in, so the program starts the container; the
// app name is then the executable's ("upgradecheck", the name go run gives this program).
// The Kafka bus is used because its client, unlike the NATS client, connects to nothing in Init.
package main

import (
	"fmt"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/bus"
	"github.com/infraboard/mcube/v2/ioc/config/bus/kafka"
)

func main() {
	ioc.DevelopmentSetup()
	fmt.Println(ioc.Config().Get(bus.APP_NAME).(*kafka.BusServiceImpl).Group)
}
