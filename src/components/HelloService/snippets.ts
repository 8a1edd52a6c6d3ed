/**
 * The home page's hello service: a whole program for mcube v2.1.10 and its config file.
 * tests/content checks both like the code blocks of the docs (gofmt, known config keys);
 * npm run examples builds the program and tests/examples/home.spec.ts runs it with the config,
 * sends the request shown and compares the reply.
 */
export const mainGo = `package main

import (
	"context"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/infraboard/mcube/v2/ioc"
	ioc_gin "github.com/infraboard/mcube/v2/ioc/config/gin"
	"github.com/infraboard/mcube/v2/ioc/server"
)

// GreetingAPI is an API object: the container calls Init once at start-up.
type GreetingAPI struct {
	ioc.ObjectImpl
}

func (a *GreetingAPI) Name() string { return "greeting" }

func (a *GreetingAPI) Init() error {
	// Routes live under /<path_prefix>/<app name>/<version>/<object name>.
	ioc_gin.ObjectRouter(a).GET("/", func(c *gin.Context) {
		c.JSON(http.StatusOK, gin.H{"message": "hello from mcube"})
	})
	return nil
}

func main() {
	ioc.Api().Registry(&GreetingAPI{})

	server.DefaultConfig.ConfigFile.Enabled = true
	server.DefaultConfig.ConfigFile.Paths = []string{"etc/application.toml"}

	if err := server.Run(context.Background()); err != nil {
		panic(err)
	}
}
`;

export const applicationToml = `[app]
name = "hello"

[http]
host = "127.0.0.1"
port = 8080

[log]
level = "info"
`;

export const greetingUrl = 'http://127.0.0.1:8080/api/hello/v1/greeting/';

export const greetingRequest = `curl ${greetingUrl}`;

export const greetingReply = '{"message":"hello from mcube"}';
