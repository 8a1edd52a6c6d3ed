/** Labels and description of the IoC namespaces diagram (src/components/IocNamespacesDiagram). */
const iocDiagram = {
  title: 'The four IoC namespaces in start order',
  description:
    'Before any object is initialised, the container loads config files, then environment variables, calls OnPostConfig and fills the autowire fields of every object in every namespace. It then initialises the namespaces in priority order: configs (ioc.Config, priority 99) with app, trace, log, http, grpc, gin_webframework, datasource, redis and the other components; default (ioc.Default, priority 9) with cron and your own utility objects; controllers (ioc.Controller, priority 0) with your business logic and gRPC service implementations; and apis (ioc.Api, priority -99) with your HTTP handlers and the health, metric, apidoc and jsonrpc objects. Inside a namespace, objects with a higher priority start first, and each runs OnPreInit, Init and OnPostInit. On shutdown the order is reversed: apis, controllers, default, configs, each running OnPreStop, Close and OnPostStop.',
  first: 'First, for every object: files → env vars → OnPostConfig() → autowire',
  allConfigured: 'all namespaces are configured and wired before the first Init() runs',
  start: 'Start: OnPreInit() → Init() → OnPostInit(), higher priority first',
  priority: 'priority {priority}',
  shutdown: 'Shutdown: OnPreStop() → Close() → OnPostStop(), in reverse order',
  shutdownOrder: 'apis → controllers → default → configs; inside a namespace, lowest priority first',
  caption:
    'The four built-in namespaces in start order. Every object is configured and autowired before the first {init}; shutdown walks the namespaces backwards.',
  holds: {
    otherComponents: 'other components',
    utility: ['your own utility', 'objects'],
    business: ['your business logic', '(impl packages)', 'gRPC service', 'implementations'],
    handlers: 'your HTTP handlers',
  },
};

export default iocDiagram;
