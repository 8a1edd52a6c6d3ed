/**
 * What the project starter offers, and what each choice brings into a project: mcube packages
 * to import (relative to the module, checked by building every generated project against
 * v2.1.10 in tests/starter) and the config sections it registers (names of
 * facts/mcube-v2.1.10.json, so every key, env variable and default comes from the facts).
 */

export const MCUBE_MODULE = 'github.com/infraboard/mcube/v2';

export const frameworks = ['gin', 'restful'] as const;
export type Framework = (typeof frameworks)[number];

/** The web framework's integration package and section. */
export const frameworkParts: Record<Framework, {label: string; import: string; section: string}> = {
  gin: {label: 'Gin', import: 'ioc/config/gin', section: 'gin_webframework'},
  restful: {label: 'go-restful', import: 'ioc/config/gorestful', section: 'restful_webframework'},
};

type Part = {
  /** Blank imports, per web framework where mcube has a variant of each (only one may be imported). */
  imports: Record<Framework, string[]>;
  sections: Record<Framework, string[]>;
  /** Doc page id (under docs/) that explains it. */
  doc: string;
};

const same = <T,>(value: T): Record<Framework, T> => ({gin: value, restful: value});

export const addons = ['health', 'metric', 'apidoc', 'cors', 'trace', 'grpc', 'jsonrpc', 'filelog'] as const;
export type Addon = (typeof addons)[number];

export const addonParts: Record<Addon, Part> = {
  health: {
    imports: {gin: ['ioc/apps/health/gin'], restful: ['ioc/apps/health/restful']},
    sections: same(['health']),
    doc: 'framework/config/health_check',
  },
  metric: {
    imports: {gin: ['ioc/apps/metric/gin'], restful: ['ioc/apps/metric/restful']},
    sections: same(['metric', 'metric.api_stats']),
    doc: 'framework/config/metric',
  },
  apidoc: {
    imports: {gin: ['ioc/apps/apidoc/swaggo'], restful: ['ioc/apps/apidoc/restful']},
    sections: same(['apidoc']),
    doc: 'framework/config/api_doc',
  },
  cors: {
    imports: {gin: ['ioc/config/cors/gin'], restful: ['ioc/config/cors/gorestful']},
    sections: {gin: ['gin_cors'], restful: ['restful_cors']},
    doc: 'framework/api/cors',
  },
  // ioc/server already registers trace, grpc and jsonrpc: choosing them configures and uses them.
  trace: {imports: same([]), sections: same(['trace']), doc: 'framework/config/trace'},
  grpc: {imports: same([]), sections: same(['grpc']), doc: 'framework/api/grpc'},
  jsonrpc: {imports: same([]), sections: same(['jsonrpc']), doc: 'framework/api/jsonrpc'},
  filelog: {imports: same([]), sections: same(['log.file']), doc: 'framework/config/log'},
};

export const components = [
  'mysql',
  'mongo',
  'redis',
  'kafka',
  'nats',
  'rabbitmq',
  'bus',
  'cache',
  'lock',
  'ip2region',
  'vault',
  'cron',
] as const;
export type Component = (typeof components)[number];

type ComponentPart = {
  import: string;
  /** Sections of every object the import registers (docs/framework/component/index.md, "Implicit registrations"). */
  sections: string[];
  /** Starts without a server or a data file of its own, so the tests run it. */
  runsAlone: boolean;
};

export const componentParts: Record<Component, ComponentPart> = {
  mysql: {import: 'ioc/config/datasource', sections: ['datasource', 'vault'], runsAlone: false},
  mongo: {import: 'ioc/config/mongo', sections: ['mongo', 'vault'], runsAlone: false},
  redis: {import: 'ioc/config/redis', sections: ['redis', 'vault'], runsAlone: false},
  kafka: {import: 'ioc/config/kafka', sections: ['kafka'], runsAlone: false},
  nats: {import: 'ioc/config/nats', sections: ['nats', 'vault'], runsAlone: false},
  rabbitmq: {import: 'ioc/config/rabbitmq', sections: ['rabbitmq', 'vault'], runsAlone: false},
  // The bus's backend follows the broker chosen with it (busBackend below).
  bus: {import: 'ioc/config/bus/nats', sections: ['bus'], runsAlone: false},
  cache: {import: 'ioc/config/cache', sections: ['cache', 'go_cache', 'redis', 'vault'], runsAlone: true},
  lock: {import: 'ioc/config/lock', sections: ['lock', 'go_cache', 'redis', 'vault'], runsAlone: true},
  ip2region: {import: 'ioc/config/ip2region', sections: ['ip2region'], runsAlone: false},
  vault: {import: 'ioc/config/vault', sections: ['vault'], runsAlone: true},
  cron: {import: 'ioc/config/mcron', sections: ['cron'], runsAlone: true},
};

const busBackends = ['nats', 'kafka', 'rabbitmq'] as const;

/** The event bus runs on the first broker chosen with it, else on NATS. */
export function busBackend(chosen: readonly Component[]): (typeof busBackends)[number] {
  return busBackends.find((broker) => chosen.includes(broker)) ?? 'nats';
}

/** The bus backend's import and the broker sections it registers. */
export function busPart(chosen: readonly Component[]): ComponentPart {
  const backend = busBackend(chosen);
  return {
    import: `ioc/config/bus/${backend}`,
    sections: ['bus', ...componentParts[backend].sections],
    runsAlone: false,
  };
}

/** What the reader chose on the page: the project the generator writes (src/start/generate.ts). */
export type Choices = {
  module: string;
  app: string;
  port: number;
  framework: Framework;
  addons: Addon[];
  components: Component[];
};

/** One file of the generated project. */
export type GeneratedFile = {path: string; language: 'go' | 'toml' | 'bash' | 'text'; content: string};
