import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

type Entry = {title: string; to: string; text: string};

const books = (): Entry[] => [
  {
    title: translate({id: 'docsHome.guide.title', message: 'Framework guide'}),
    to: '/docs/framework/',
    text: translate({
      id: 'docsHome.guide.text',
      message: 'How mcube works and how to use it: the IoC core, APIs, configuration and components.',
    }),
  },
  {
    title: translate({id: 'docsHome.modules.title', message: 'Application modules'}),
    to: '/docs/intro/',
    text: translate({
      id: 'docsHome.modules.text',
      message: 'What an application module is and how modules compose into one binary or several services.',
    }),
  },
];

const shortcuts = (): Entry[] => [
  {
    title: translate({id: 'docsHome.quickstart.title', message: 'Quickstart'}),
    to: '/docs/framework/quickstart/',
    text: translate({id: 'docsHome.quickstart.text', message: 'From an empty folder to a running service.'}),
  },
  {
    title: translate({id: 'docsHome.arch.title', message: 'Architecture'}),
    to: '/docs/framework/core/arch/',
    text: translate({id: 'docsHome.arch.text', message: 'Modules first, microservices when you need them.'}),
  },
  {
    title: translate({id: 'docsHome.server.title', message: 'Application and server config'}),
    to: '/docs/framework/config/server/',
    text: translate({id: 'docsHome.server.text', message: 'Config files, environment variables, start-up and shutdown.'}),
  },
  {
    title: translate({id: 'docsHome.http.title', message: 'HTTP APIs'}),
    to: '/docs/framework/api/http/',
    text: translate({id: 'docsHome.http.text', message: 'API objects on Gin or go-restful.'}),
  },
  {
    title: translate({id: 'docsHome.components.title', message: 'Components'}),
    to: '/docs/framework/component/',
    text: translate({id: 'docsHome.components.text', message: 'Databases, messaging, cache, lock and more.'}),
  },
];

/** /docs/ is a landing page rather than a dead end: it points to both sets of docs. */
export default function DocsHome(): ReactNode {
  return (
    <Layout
      title={translate({id: 'docsHome.title', message: 'Documentation'})}
      description={translate({
        id: 'docsHome.description',
        message: 'The mcube documentation: the framework guide and the application modules, for mcube v2.1.10.',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="docsHome.heading">mcube documentation</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="docsHome.lead">Pick where to start.</Translate>
        </p>
        <ul className={styles.books}>
          {books().map((book) => (
            <li key={book.to} className={styles.book}>
              <Heading as="h2" className={styles.bookTitle}>
                <Link to={book.to}>{book.title}</Link>
              </Heading>
              <p>{book.text}</p>
            </li>
          ))}
        </ul>
        <Heading as="h2">
          <Translate id="docsHome.often">Often read</Translate>
        </Heading>
        <ul className={styles.shortcuts}>
          {shortcuts().map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>{entry.title}</Link>
              <Translate id="docsHome.separator" description="Between a link and its description">
                {': '}
              </Translate>
              {entry.text}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
