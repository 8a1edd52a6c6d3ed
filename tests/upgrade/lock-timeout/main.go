// Command lock-timeout starts a redis-server of its own on a free loopback port, holds a Redis
// lock for 2 s and asks for it again with a 200 ms TTL, the default options and a context
// without a deadline, then prints what the second Lock returned: "context deadline exceeded"
// after its timeout (three TTLs) up to v2.1.4; from v2.1.5 the timeout limits each attempt, so
// it waits until the first lock expires and gets it.
package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/lock"
)

func freePort() int {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer listener.Close()
	return listener.Addr().(*net.TCPAddr).Port
}

func main() {
	port := strconv.Itoa(freePort())
	server := exec.Command("redis-server", "--bind", "127.0.0.1", "--port", port, "--save", "", "--appendonly", "no")
	if err := server.Start(); err != nil {
		panic(err)
	}
	defer func() { server.Process.Kill(); server.Wait() }()
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if conn, err := net.Dial("tcp", "127.0.0.1:"+port); err == nil {
			conn.Close()
			break
		} else if time.Since(start) > 10*time.Second {
			panic(err)
		}
	}

	os.Setenv("LOCK_PROVIDER", "redis")
	os.Setenv("REDIS_ENDPOINTS", "127.0.0.1:"+port)
	ioc.DevelopmentSetup()
	ctx := context.Background()
	if err := lock.L().New("greeting", 2*time.Second).Lock(ctx); err != nil {
		panic(err)
	}
	err := lock.L().New("greeting", 200*time.Millisecond).Lock(ctx)
	fmt.Println("second Lock:", err)
}
