import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import text from '@locale/home';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = {
  title: string;
  to: string;
  body: ReactNode;
};

/** Every claim here is true of mcube v2.1.10; each links to the page that shows it. */
const features: Feature[] = [
  {...text.features.modules, to: '/docs/framework/core/arch/'},
  {...text.features.ioc, to: '/docs/framework/core/ioc/'},
  {
    title: text.features.config.title,
    to: '/docs/framework/config/server/',
    body: <Interpolate values={{env: <code>HTTP_PORT</code>}}>{text.features.config.body}</Interpolate>,
  },
  {...text.features.api, to: '/docs/framework/api/'},
  {...text.features.observability, to: '/docs/framework/config/trace/'},
  {...text.features.components, to: '/docs/framework/component/'},
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          {text.features.heading}
        </Heading>
        <ul className={styles.grid}>
          {features.map(({title, to, body}) => (
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
