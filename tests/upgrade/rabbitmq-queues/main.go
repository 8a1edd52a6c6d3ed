// Command rabbitmq-queues starts a RabbitMQ broker of its own on loopback ports, runs this
// program again as a service that calls mcube's QueueSubscribe on "orders" and "payments" with
// [bus] group "shop", and prints the exchange and queues the broker then holds. Then it declares
// the exchange "legacy" as v2.0.89 and earlier did (direct, durable) and runs the service with
// group "legacy", as a service upgraded over such a broker, printing whether it could subscribe.
// Up to v2.0.89 the group's exchange is direct with one queue per subject, named after it; v2.0.90
// makes it topic, with one queue named after the group for every subject, and the broker refuses
// to redeclare the old direct exchange; v2.0.91 names each queue group.subject.
package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/bus"
	_ "github.com/infraboard/mcube/v2/ioc/config/bus/rabbitmq"
	amqp "github.com/rabbitmq/amqp091-go"
)

func main() {
	if os.Getenv("BUS_GROUP") != "" {
		service()
		return
	}
	if err := run(); err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
}

// service subscribes through mcube (RABBITMQ_URL and BUS_GROUP come from the environment) and
// prints "subscribed" or the first error.
func service() {
	ioc.DevelopmentSetup()
	for _, subject := range []string{"orders", "payments"} {
		if err := bus.GetService().QueueSubscribe(context.Background(), subject, func(*bus.Event) {}); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println("subscribed")
}

func freePort() (int, error) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer listener.Close()
	return listener.Addr().(*net.TCPAddr).Port, nil
}

func run() error {
	started := time.Now()
	port, err := freePort()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "rabbitmq-queues-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// the node, its distribution port and its epmd all on loopback ports, its data in dir
	brokerEnv := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + dir,
		"RABBITMQ_NODENAME=upgradecheck" + strconv.Itoa(port) + "@localhost",
		"RABBITMQ_NODE_IP_ADDRESS=127.0.0.1",
		"RABBITMQ_NODE_PORT=" + strconv.Itoa(port),
		"RABBITMQ_DIST_PORT=" + strconv.Itoa(port+1),
		"RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS=-kernel inet_dist_use_interface {127,0,0,1}",
		"ERL_EPMD_ADDRESS=127.0.0.1",
		"ERL_EPMD_PORT=" + strconv.Itoa(port+2),
		"RABBITMQ_MNESIA_BASE=" + filepath.Join(dir, "mnesia"),
		"RABBITMQ_LOG_BASE=" + filepath.Join(dir, "log"),
		"RABBITMQ_CONFIG_FILE=" + filepath.Join(dir, "rabbitmq"),
		"RABBITMQ_ENABLED_PLUGINS_FILE=" + filepath.Join(dir, "enabled_plugins"),
	}
	if err := os.WriteFile(filepath.Join(dir, "enabled_plugins"), []byte("[].\n"), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "rabbitmq.conf"), nil, 0o644); err != nil {
		return err
	}
	broker := exec.Command("/usr/lib/rabbitmq/bin/rabbitmq-server")
	broker.Env, broker.Dir = brokerEnv, dir
	// in a process group of its own, so that stopping it stops the Erlang VM the script starts
	broker.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := broker.Start(); err != nil {
		return err
	}
	defer func() {
		syscall.Kill(-broker.Process.Pid, syscall.SIGTERM)
		broker.Wait()
		// the broker starts an epmd of its own, outside its process group
		epmd := exec.Command("epmd", "-kill")
		epmd.Env = brokerEnv
		epmd.Run()
		fmt.Fprintf(os.Stderr, "rabbitmq-queues: %.1f s\n", time.Since(started).Seconds())
	}()
	url := "amqp://guest:guest@127.0.0.1:" + strconv.Itoa(port) + "/"
	var conn *amqp.Connection
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		if conn, err = amqp.Dial(url); err == nil {
			break
		} else if time.Now().After(deadline) {
			return fmt.Errorf("the broker did not start: %w", err)
		}
	}
	defer conn.Close()

	if _, err := runService(url, "shop"); err != nil {
		return err
	}
	ctl := func(args ...string) (string, error) {
		cmd := exec.Command("/usr/lib/rabbitmq/bin/rabbitmqctl", append(args, "--quiet", "--no-table-headers")...)
		cmd.Env = brokerEnv
		out, err := cmd.CombinedOutput()
		if err != nil {
			return "", fmt.Errorf("rabbitmqctl %v: %w: %s", args, err, out)
		}
		return string(out), nil
	}
	exchanges, err := ctl("list_exchanges", "name", "type")
	if err != nil {
		return err
	}
	queues, err := ctl("list_queues", "name", "durable")
	if err != nil {
		return err
	}
	bindings, err := ctl("list_bindings", "source_name", "destination_name", "routing_key")
	if err != nil {
		return err
	}
	var held []string
	for _, line := range strings.Split(exchanges, "\n") {
		if fields := strings.Fields(line); len(fields) == 2 && fields[0] == "shop" {
			held = append(held, "exchange shop "+fields[1])
		}
	}
	durable := map[string]string{}
	for _, line := range strings.Split(queues, "\n") {
		if fields := strings.Fields(line); len(fields) == 2 && fields[1] == "true" {
			durable[fields[0]] = "durable "
		}
	}
	for _, line := range strings.Split(bindings, "\n") {
		if fields := strings.Fields(line); len(fields) == 3 && fields[0] == "shop" {
			held = append(held, fmt.Sprintf("%squeue %s for %s", durable[fields[1]], fields[1], fields[2]))
		}
	}

	// the exchange a service on v2.0.89 or earlier left: ioc/config/rabbitmq/consumer.go
	// setupQueueConsumer, called by DirectSubscribe, declares it direct and durable
	channel, err := conn.Channel()
	if err != nil {
		return err
	}
	if err := channel.ExchangeDeclare("legacy", "direct", true, false, false, false, nil); err != nil {
		return err
	}
	upgraded, err := runService(url, "legacy")
	if err != nil {
		return err
	}
	fmt.Printf("%s; over v2.0.89's direct exchange: %s\n", strings.Join(held, ", "), upgraded)
	return nil
}

// runService runs this program as the service with the group and returns its last line.
func runService(url, group string) (string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), "RABBITMQ_URL="+url, "BUS_GROUP="+group)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if err != nil {
		return "", fmt.Errorf("the service with group %s: %w: %s", group, err, out)
	}
	return lines[len(lines)-1], nil
}
