// Command queue-groups starts a NATS server on 127.0.0.1, runs two instances of one service
// (this program again, as node-a and node-b: the names two hosts would give) that call mcube's
// QueueSubscribe on "orders", publishes one event and prints the queue groups the server holds
// and how many instances received the event. Up to v2.0.91 both join the group [bus] group
// ("upgradecheck", the app name go run gives) and share the event; from v2.1.0 (and in v2.0.92,
// the commit of v2.1.5) each joins group.node_name.subject and both receive it.
package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"time"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/bus"
	_ "github.com/infraboard/mcube/v2/ioc/config/bus/nats"
	ioc_nats "github.com/infraboard/mcube/v2/ioc/config/nats"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

const subject = "orders"

func main() {
	if os.Getenv("BUS_NODE_NAME") != "" {
		instance()
		return
	}
	if err := run(); err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
}

// instance is one instance of the service: it subscribes through mcube (NATS_URL and
// BUS_NODE_NAME come from the environment), prints "received" for each event and, when its
// standard input closes, drains its connection so every event the server sent it is handled.
func instance() {
	ioc.DevelopmentSetup()
	err := bus.GetService().QueueSubscribe(context.Background(), subject, func(e *bus.Event) {
		fmt.Println("received", string(e.Data))
	})
	if err != nil {
		panic(err)
	}
	ioc_nats.Get().Flush()
	io.Copy(io.Discard, os.Stdin)
	conn := ioc_nats.Get()
	conn.Drain()
	for !conn.IsClosed() {
		time.Sleep(10 * time.Millisecond)
	}
}

func run() error {
	broker, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: server.RANDOM_PORT, NoLog: true, NoSigs: true})
	if err != nil {
		return err
	}
	go broker.Start()
	defer broker.Shutdown()
	if !broker.ReadyForConnections(10 * time.Second) {
		return fmt.Errorf("the NATS server did not start")
	}

	self, err := os.Executable()
	if err != nil {
		return err
	}
	var outputs []*bytes.Buffer
	var stops []func()
	stopAll := func() {
		for _, stop := range stops {
			stop()
		}
		stops = nil
	}
	defer stopAll()
	for _, node := range []string{"node-a", "node-b"} {
		output := new(bytes.Buffer)
		cmd := exec.Command(self)
		cmd.Env = append(os.Environ(), "NATS_URL="+broker.ClientURL(), "BUS_NODE_NAME="+node)
		cmd.Stdout, cmd.Stderr = output, os.Stderr
		stdin, err := cmd.StdinPipe()
		if err != nil {
			return err
		}
		if err := cmd.Start(); err != nil {
			return err
		}
		outputs = append(outputs, output)
		stops = append(stops, func() { stdin.Close(); cmd.Wait() })
	}

	groups, err := queueGroups(broker, 2)
	if err != nil {
		return err
	}
	publisher, err := nats.Connect(broker.ClientURL())
	if err != nil {
		return err
	}
	defer publisher.Close()
	if err := publisher.Publish(subject, []byte("order 1")); err != nil {
		return err
	}
	// once the server has answered the flush it has sent the event to every instance it chose
	if err := publisher.Flush(); err != nil {
		return err
	}
	stopAll()
	reached := 0
	for _, output := range outputs {
		if bytes.Contains(output.Bytes(), []byte("received order 1")) {
			reached++
		}
	}
	fmt.Printf("queue groups %v: one event reached %d of 2 instances\n", groups, reached)
	return nil
}

// queueGroups waits until the server holds n queue subscriptions on the subject and returns
// their groups, sorted.
func queueGroups(broker *server.Server, n int) ([]string, error) {
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		connz, err := broker.Connz(&server.ConnzOptions{SubscriptionsDetail: true})
		if err != nil {
			return nil, err
		}
		var groups []string
		for _, conn := range connz.Conns {
			for _, sub := range conn.SubsDetail {
				if sub.Subject == subject && sub.Queue != "" {
					groups = append(groups, sub.Queue)
				}
			}
		}
		if len(groups) == n {
			slices.Sort(groups)
			return groups, nil
		}
	}
	return nil, fmt.Errorf("the instances did not subscribe within 20 seconds")
}
