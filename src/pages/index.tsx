import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HelloService from '@site/src/components/HelloService';
import {MCUBE_VERSION} from '@site/src/site-constants';
import text from '@locale/home';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={text.title} description={text.description}>
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.lead}>{text.lead}</p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/framework/quickstart/">
                {text.quickstartButton}
              </Link>
              <Link className="button button--secondary button--lg" to="/start/">
                {text.startButton}
              </Link>
              <Link className="button button--secondary button--outline button--lg" to="/docs/framework/">
                {text.guideButton}
              </Link>
            </div>
            <p className={styles.version}>
              <Interpolate values={{version: <code>{MCUBE_VERSION}</code>}}>{text.version}</Interpolate>
            </p>
          </div>
        </div>
        <HomeFeatures />
        <HelloService />
      </main>
    </Layout>
  );
}
