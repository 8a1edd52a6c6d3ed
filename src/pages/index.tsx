import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
      title={translate({id: 'home.title', message: 'Go framework for progressive microservices'})}
      description={translate({
        id: 'home.description',
        message:
          'mcube is a Go framework for progressive microservices: build one binary out of modules today and split modules into separate services later without rewriting them.',
      })}>
      <main>
        <div className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.lead}>
              <Translate id="home.lead">
                mcube is a Go framework that lets you build one service out of independent modules
                and move any of them into its own microservice later, without rewriting it.
              </Translate>
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/framework/quickstart/">
                <Translate id="home.quickstartButton">Run your first service</Translate>
              </Link>
              <Link className="button button--secondary button--outline button--lg" to="/docs/framework/">
                <Translate id="home.guideButton">Read the framework guide</Translate>
              </Link>
            </div>
            <p className={styles.version}>
              <Translate id="home.version" values={{version: <code>{MCUBE_VERSION}</code>}}>
                {'These docs describe mcube {version}.'}
              </Translate>
            </p>
          </div>
        </div>
        <HomeFeatures />
        <HelloService />
      </main>
    </Layout>
  );
}
