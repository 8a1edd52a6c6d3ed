import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = {
  title: string;
  to: string;
  body: ReactNode;
};

/** Every claim here is true of mcube v2.1.10; each links to the page that shows it. */
const features = (): Feature[] => [
  {
    title: translate({id: 'home.features.modules.title', message: 'Modules first, services later'}),
    to: '/docs/framework/core/arch/',
    body: (
      <Translate id="home.features.modules.body">
        Modules that depend on each other only through Go interfaces run inside one binary
        today, and any of them can move behind an RPC client later.
      </Translate>
    ),
  },
  {
    title: translate({id: 'home.features.ioc.title', message: 'An IoC container at the core'}),
    to: '/docs/framework/core/ioc/',
    body: (
      <Translate id="home.features.ioc.body">
        Config objects, controllers and API handlers live in four namespaces that load their
        configuration, inject dependencies, start in priority order and stop in reverse.
      </Translate>
    ),
  },
  {
    title: translate({id: 'home.features.config.title', message: 'Config from files and environment'}),
    to: '/docs/framework/config/server/',
    body: (
      <Translate id="home.features.config.body" values={{env: <code>HTTP_PORT</code>}}>
        {'Each object reads its own section of a TOML, YAML or JSON file, and environment variables such as {env} override the file.'}
      </Translate>
    ),
  },
  {
    title: translate({id: 'home.features.api.title', message: 'Gin or go-restful, plus gRPC'}),
    to: '/docs/framework/api/',
    body: (
      <Translate id="home.features.api.body">
        Register API objects on Gin or go-restful, serve gRPC and JSON-RPC next to them, and get
        CORS, uniform error bodies and response helpers.
      </Translate>
    ),
  },
  {
    title: translate({id: 'home.features.observability.title', message: 'Observability by import'}),
    to: '/docs/framework/config/trace/',
    body: (
      <Translate id="home.features.observability.body">
        Structured logs with zerolog, OpenTelemetry tracing, a Prometheus endpoint, a health
        check and Swagger API docs, each switched on by an import and a few lines of config.
      </Translate>
    ),
  },
  {
    title: translate({id: 'home.features.components.title', message: 'Ready-made components'}),
    to: '/docs/framework/component/',
    body: (
      <Translate id="home.features.components.body">
        GORM datasources, MongoDB, Redis, Kafka, NATS, RabbitMQ, a message bus, a cache, a lock
        and IP geolocation, configured like everything else.
      </Translate>
    ),
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          <Translate id="home.features.heading">What you get</Translate>
        </Heading>
        <ul className={styles.grid}>
          {features().map(({title, to, body}) => (
            <li key={title} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link to={to}>{title}</Link>
              </Heading>
              <p>{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
