/**
 * The Go files of a generated project: main.go and a first module laid out as the
 * architecture page describes (interface, implementation, HTTP API), plus the files some
 * add-ons need. gofmt-clean: tests/starter checks it.
 */
import {MCUBE_MODULE, type Choices, type GeneratedFile} from './catalog';

/** An import block: groups separated by a blank line, each sorted as gofmt sorts them. */
function importBlock(groups: string[][]): string {
  const lines = groups
    .filter((group) => group.length)
    .map((group) => [...group].sort((a, b) => a.replace(/^\S+ /, '').localeCompare(b.replace(/^\S+ /, ''))).map((spec) => `\t${spec}`).join('\n'));
  return `import (\n${lines.join('\n\n')}\n)`;
}

const q = (path: string) => `"${path}"`;

function mainGo(choices: Choices, mcubeImports: string[]): string {
  const own = [`_ ${q(`${choices.module}/apps/hello/api`)}`, `_ ${q(`${choices.module}/apps/hello/impl`)}`];
  if (choices.addons.includes('grpc')) own.push(`_ ${q(`${choices.module}/apps/grpchealth`)}`);
  if (choices.addons.includes('apidoc') && choices.framework === 'gin') own.push(`_ ${q(`${choices.module}/docs`)}`);
  return `package main

${importBlock([[q('context'), q('log')], [q(`${MCUBE_MODULE}/ioc/server`), ...mcubeImports.map((path) => `_ ${q(path)}`)], own])}

func main() {
	// Read etc/application.toml; environment variables override it.
	server.DefaultConfig.ConfigFile.Enabled = true
	server.DefaultConfig.ConfigFile.Paths = []string{"etc/application.toml"}

	// Run blocks until the process receives SIGINT, SIGTERM, SIGHUP or SIGQUIT.
	if err := server.Run(context.Background()); err != nil {
		log.Fatal(err)
	}
}
`;
}

const interfaceGo = `package hello

import "context"

// ServiceName is the container name of the object that implements Service.
const ServiceName = "hello_service"

// Service is the module's contract: other code depends on it, never on impl.
type Service interface {
	Greet(ctx context.Context, req *GreetRequest) (*Greeting, error)
}

// GreetRequest says whom to greet.
type GreetRequest struct {
	Name string \`json:"name"\`
}

// Greeting is the answer.
type Greeting struct {
	Message string \`json:"message"\`
}
`;

function implGo(choices: Choices): string {
  return `package impl

import (
	"context"

	"github.com/infraboard/mcube/v2/exception"
	"github.com/infraboard/mcube/v2/ioc"

	"${choices.module}/apps/hello"
)

func init() {
	ioc.Controller().Registry(&service{})
}

// service holds the business logic, in the controllers namespace.
type service struct {
	ioc.ObjectImpl
}

var _ hello.Service = (*service)(nil)

func (s *service) Name() string {
	return hello.ServiceName
}

func (s *service) Greet(ctx context.Context, req *hello.GreetRequest) (*hello.Greeting, error) {
	if req.Name == "" {
		return nil, exception.NewBadRequest("name is required")
	}
	return &hello.Greeting{Message: "hello, " + req.Name}, nil
}
`;
}

const apiHead = (choices: Choices, frameworkImports: string[]) => `package api

${importBlock([[q('errors')], [...frameworkImports, q(`${MCUBE_MODULE}/ioc`)], [q(`${choices.module}/apps/hello`)]])}

func init() {
	ioc.Api().Registry(&handler{})
}

// handler serves the module over HTTP, in the apis namespace, under
// /api/<app name>/v1/hello.
type handler struct {
	ioc.ObjectImpl

	Svc hello.Service \`ioc:"autowire=true;namespace=controllers"\`
}

func (h *handler) Name() string {
	return "hello"
}
`;

const missingImpl = (choices: Choices) =>
  `	if h.Svc == nil {
		return errors.New("no hello.Service registered, import ${choices.module}/apps/hello/impl")
	}`;

function httpGo(choices: Choices): string {
  if (choices.framework === 'gin') {
    return `${apiHead(choices, [q('github.com/gin-gonic/gin'), q(`${MCUBE_MODULE}/http/gin/response`), `ioc_gin ${q(`${MCUBE_MODULE}/ioc/config/gin`)}`])}
func (h *handler) Init() error {
${missingImpl(choices)}
	r := ioc_gin.ObjectRouter(h)
	r.GET("/:name", h.greet)
	return nil
}

func (h *handler) greet(c *gin.Context) {
	greeting, err := h.Svc.Greet(c.Request.Context(), &hello.GreetRequest{Name: c.Param("name")})
	if err != nil {
		response.Failed(c, err)
		return
	}
	response.Success(c, greeting)
}
`;
  }
  return `${apiHead(choices, [q('github.com/emicklei/go-restful/v3'), q(`${MCUBE_MODULE}/http/restful/response`), q(`${MCUBE_MODULE}/ioc/config/gorestful`)])}
func (h *handler) Init() error {
${missingImpl(choices)}
	ws := gorestful.ObjectRouter(h)
	ws.Route(ws.GET("/{name}").To(h.greet).
		Doc("Greet someone").
		Param(ws.PathParameter("name", "whom to greet")).
		Writes(hello.Greeting{}))
	return nil
}

func (h *handler) greet(req *restful.Request, resp *restful.Response) {
	greeting, err := h.Svc.Greet(req.Request.Context(), &hello.GreetRequest{Name: req.PathParameter("name")})
	if err != nil {
		response.Failed(resp, err)
		return
	}
	response.Success(resp, greeting)
}
`;
}

function rpcGo(choices: Choices): string {
  return `package api

import (
	"context"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/jsonrpc"

	"${choices.module}/apps/hello"
)

func init() {
	ioc.Controller().Registry(&HelloRPC{})
}

// HelloRPC publishes the module over JSON-RPC as "HelloRPC.RPCGreet". It is a controller:
// controllers initialise before the jsonrpc object, which serves only what is registered
// by then.
type HelloRPC struct {
	ioc.ObjectImpl

	Svc hello.Service \`ioc:"autowire=true;namespace=controllers"\`
}

func (r *HelloRPC) Name() string {
	return "hello_rpc"
}

func (r *HelloRPC) Init() error {
	jsonrpc.RegisterService(r)
	return nil
}

func (r *HelloRPC) RPCGreet(ctx context.Context, req *hello.GreetRequest) (*hello.Greeting, error) {
	return r.Svc.Greet(ctx, req)
}
`;
}

const grpcHealthGo = `package grpchealth

import (
	"github.com/infraboard/mcube/v2/ioc"
	ioc_grpc "github.com/infraboard/mcube/v2/ioc/config/grpc"
	"google.golang.org/grpc/health"
	healthgrpc "google.golang.org/grpc/health/grpc_health_v1"
)

func init() {
	ioc.Controller().Registry(&Service{Server: health.NewServer()})
}

// Service answers the standard gRPC health check (grpc.health.v1.Health). The gRPC server
// listens only once a service is registered on it; add yours the same way in Init.
type Service struct {
	ioc.ObjectImpl
	*health.Server
}

func (s *Service) Name() string {
	return "grpc_health"
}

func (s *Service) Init() error {
	healthgrpc.RegisterHealthServer(ioc_grpc.Get().Server(), s.Server)
	return nil
}
`;

/** A swagger document for the Gin variant of the API docs, which serves what swag registered. */
function swagDocsGo(choices: Choices): string {
  const spec = {
    swagger: '2.0',
    info: {title: choices.app, version: '1.0'},
    basePath: `/api/${choices.app}/v1`,
    paths: {
      '/hello/{name}': {
        get: {
          summary: 'Greet someone',
          parameters: [{name: 'name', in: 'path', required: true, type: 'string'}],
          responses: {'200': {description: 'OK'}},
        },
      },
    },
  };
  return `// Package docs registers the service's swagger document. Regenerate it from comments in
// your handlers with swag (github.com/swaggo/swag) as the API grows.
package docs

import "github.com/swaggo/swag"

const document = \`${JSON.stringify(spec, null, '\t')}\`

type doc struct{}

func (doc) ReadDoc() string {
	return document
}

func init() {
	// "swagger" is the default [apidoc] instance_name.
	swag.Register("swagger", doc{})
}
`;
}

export default function goFiles(choices: Choices, mcubeImports: string[]): GeneratedFile[] {
  const files: GeneratedFile[] = [
    {path: 'main.go', language: 'go', content: mainGo(choices, mcubeImports)},
    {path: 'apps/hello/interface.go', language: 'go', content: interfaceGo},
    {path: 'apps/hello/impl/impl.go', language: 'go', content: implGo(choices)},
    {path: 'apps/hello/api/http.go', language: 'go', content: httpGo(choices)},
  ];
  if (choices.addons.includes('jsonrpc')) files.push({path: 'apps/hello/api/rpc.go', language: 'go', content: rpcGo(choices)});
  if (choices.addons.includes('grpc')) files.push({path: 'apps/grpchealth/grpchealth.go', language: 'go', content: grpcHealthGo});
  if (choices.addons.includes('apidoc') && choices.framework === 'gin') {
    files.push({path: 'docs/docs.go', language: 'go', content: swagDocsGo(choices)});
  }
  return files;
}
