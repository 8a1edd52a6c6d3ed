// Command trace-export turns tracing on with the OTLP exporter, every span sampled
// (trace_id_ratio = 1, a key the releases before v2.0.74 ignore), points [trace] endpoint at a
// loopback listener of its own and prints how the first export starts: an HTTP/1.1 POST to
// /v1/traces (OTLP over HTTP) up to v2.0.77, the HTTP/2 preface of gRPC from v2.0.78.
package main

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"strings"
	"time"

	"github.com/infraboard/mcube/v2/ioc"
	_ "github.com/infraboard/mcube/v2/ioc/config/trace"
	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

func main() {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer listener.Close()
	firstLine := make(chan string, 1)
	go func() {
		conn, err := listener.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		line, _ := bufio.NewReader(conn).ReadString('\n')
		firstLine <- strings.TrimSpace(line)
	}()

	os.Setenv("TRACE_ENABLE", "true")
	os.Setenv("TRACE_PROVIDER", "otlp")
	os.Setenv("TRACE_ENDPOINT", listener.Addr().String())
	os.Setenv("TRACE_TRACE_ID_RATIO", "1")
	ioc.DevelopmentSetup()
	_, span := otel.Tracer("greeting").Start(context.Background(), "greet")
	span.End()
	provider, ok := otel.GetTracerProvider().(*sdktrace.TracerProvider)
	if !ok {
		panic(fmt.Sprintf("tracer provider %T", otel.GetTracerProvider()))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	go provider.ForceFlush(ctx)
	select {
	case line := <-firstLine:
		fmt.Println("first export line:", line)
	case <-ctx.Done():
		fmt.Println("no export within 5 s")
	}
}
