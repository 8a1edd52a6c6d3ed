// Command kafka-topic calls TopicSubscribe on mcube's Kafka bus for one second, with a broker
// address where nothing listens (127.0.0.1:1), and prints what it returned. Up to v2.0.91 the
// reader joins a consumer group named after the host and the call ends with the context; from
// v2.1.0 (and in v2.0.92) Init no longer sets the host name the group is named from, so
// kafka-go refuses a reader with neither a group nor a topic and panics before any connection.
package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/bus"
	_ "github.com/infraboard/mcube/v2/ioc/config/bus/kafka"
)

func main() {
	os.Setenv("KAFKA_BROKERS", "127.0.0.1:1")
	ioc.DevelopmentSetup()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	err := bus.GetService().TopicSubscribe(ctx, "orders", func(*bus.Event) {})
	fmt.Println("TopicSubscribe returned:", err)
}
