import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HelloService from '@site/src/components/HelloService';
import {MCUBE_VERSION} from '@site/src/site-constants';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Go framework for progressive microservices"
      description="mcube is a Go framework for progressive microservices: build one binary out of modules today and split modules into separate services later without rewriting them.">
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.lead}>
              mcube is a Go framework that lets you build one service out of independent modules
              and move any of them into its own microservice later, without rewriting it.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/framework/quickstart/">
                Run your first service
              </Link>
              <Link className="button button--secondary button--outline button--lg" to="/docs/framework/">
                Read the framework guide
              </Link>
            </div>
            <p className={styles.version}>
              These docs describe mcube <code>{MCUBE_VERSION}</code>.
            </p>
          </div>
        </div>
        <HomeFeatures />
        <HelloService />
      </main>
    </Layout>
  );
}
