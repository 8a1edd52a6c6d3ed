// Command second-signal runs a service (server.Run on a free loopback port) in a child process
// of itself, holds one request open in a handler that never returns, sends the child SIGTERM
// and, half a second later, SIGTERM again, then prints what the child did: up to v2.1.8 the
// shutdown waits for the request without limit and the second signal changes nothing; from
// v2.1.9 the second signal ends the wait and the child exits with status 1.
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	"github.com/emicklei/go-restful/v3"
	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/gorestful"
	"github.com/infraboard/mcube/v2/ioc/server"
)

type stuck struct{ ioc.ObjectImpl }

func (s *stuck) Name() string { return "stuck" }

func (s *stuck) Init() error {
	ws := gorestful.ObjectRouter(s)
	ws.Route(ws.GET("/").To(func(*restful.Request, *restful.Response) { select {} }))
	return nil
}

func child() {
	ioc.Api().Registry(&stuck{})
	if err := server.Run(context.Background()); err != nil {
		panic(err)
	}
}

func freePort() int {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer listener.Close()
	return listener.Addr().(*net.TCPAddr).Port
}

func main() {
	if os.Getenv("SECOND_SIGNAL_CHILD") != "" {
		child()
		return
	}
	port := strconv.Itoa(freePort())
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "SECOND_SIGNAL_CHILD=1", "APP_NAME=demo", "HTTP_HOST=127.0.0.1", "HTTP_PORT="+port)
	if err := cmd.Start(); err != nil {
		panic(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer cmd.Process.Kill()

	url := "http://127.0.0.1:" + port + "/api/demo/v1/stuck/"
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if conn, err := net.Dial("tcp", "127.0.0.1:"+port); err == nil {
			conn.Close()
			break
		} else if time.Since(start) > 20*time.Second {
			panic(err)
		}
	}
	go http.Get(url) // held open by the handler
	time.Sleep(300 * time.Millisecond)

	cmd.Process.Signal(syscall.SIGTERM)
	time.Sleep(500 * time.Millisecond)
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-exited:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			fmt.Println("after a second SIGTERM: exit status", exit.ExitCode())
		} else {
			fmt.Println("after a second SIGTERM: exited,", err)
		}
	case <-time.After(3 * time.Second):
		fmt.Println("after a second SIGTERM: still running")
	}
}
