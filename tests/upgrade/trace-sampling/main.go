// Command trace-sampling turns tracing on with the OTLP exporter (pointed at a closed loopback
// port: nothing is sent) and prints whether a root span, one started without an incoming
// trace, is sampled: yes up to v2.0.73 (every span), no from v2.0.74 (the sampler follows the
// parent and samples roots at trace_id_ratio, 0 unless set).
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/infraboard/mcube/v2/ioc"
	_ "github.com/infraboard/mcube/v2/ioc/config/trace"
	"go.opentelemetry.io/otel"
)

func main() {
	os.Setenv("TRACE_ENABLE", "true")
	os.Setenv("TRACE_PROVIDER", "otlp")
	os.Setenv("TRACE_ENDPOINT", "127.0.0.1:1")
	ioc.DevelopmentSetup()
	_, span := otel.Tracer("greeting").Start(context.Background(), "greet")
	defer span.End()
	fmt.Println("root span sampled:", span.SpanContext().IsSampled())
}
