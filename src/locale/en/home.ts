/** Texts of the home page (src/pages/index.tsx and the components it shows). */
const home = {
  title: 'Go framework for progressive microservices',
  description:
    'mcube is a Go framework for progressive microservices: build one binary out of modules today and split modules into separate services later without rewriting them.',
  lead: 'mcube is a Go framework that lets you build one service out of independent modules and move any of them into its own microservice later, without rewriting it.',
  quickstartButton: 'Run your first service',
  guideButton: 'Read the framework guide',
  startButton: 'Start a project',
  version: 'These docs describe mcube {version}.',
  features: {
    heading: 'What you get',
    modules: {
      title: 'Modules first, services later',
      body: 'Modules that depend on each other only through Go interfaces run inside one binary today, and any of them can move behind an RPC client later.',
    },
    ioc: {
      title: 'An IoC container at the core',
      body: 'Config objects, controllers and API handlers live in four namespaces that load their configuration, inject dependencies, start in priority order and stop in reverse.',
    },
    config: {
      title: 'Config from files and environment',
      body: 'Each object reads its own section of a TOML, YAML or JSON file, and environment variables such as {env} override the file.',
    },
    api: {
      title: 'Gin or go-restful, plus gRPC',
      body: 'Register API objects on Gin or go-restful, serve gRPC and JSON-RPC next to them, and get CORS, uniform error bodies and response helpers.',
    },
    observability: {
      title: 'Observability by import',
      body: 'Structured logs with zerolog, OpenTelemetry tracing, a Prometheus endpoint, a health check and Swagger API docs, each switched on by an import and a few lines of config.',
    },
    components: {
      title: 'Ready-made components',
      body: 'GORM datasources, MongoDB, Redis, Kafka, NATS, RabbitMQ, a message bus, a cache, a lock (held within one process by default, shared across instances with Redis) and IP geolocation, configured like everything else.',
    },
  },
  hello: {
    heading: 'A service in two files',
    intro: 'One API object, one config file. After {run} the endpoint answers at {url}.',
    tryIt: 'Try it',
    response: 'Response',
    quickstart: '{quickstart} walks through it step by step.',
    quickstartLink: 'The quickstart',
  },
};

export default home;
