import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

type Entry = {title: string; to: string; text: string};

const books: Entry[] = [
  {
    title: 'Framework guide',
    to: '/docs/framework/',
    text: 'How mcube works and how to use it: the IoC core, APIs, configuration and components.',
  },
  {
    title: 'Application modules',
    to: '/docs/intro/',
    text: 'What an application module is and how modules compose into one binary or several services.',
  },
];

const shortcuts: Entry[] = [
  {title: 'Quickstart', to: '/docs/framework/quickstart/', text: 'From an empty folder to a running service.'},
  {title: 'Architecture', to: '/docs/framework/core/arch/', text: 'Modules first, microservices when you need them.'},
  {title: 'Application and server config', to: '/docs/framework/config/server/', text: 'Config files, environment variables, start-up and shutdown.'},
  {title: 'HTTP APIs', to: '/docs/framework/api/http/', text: 'API objects on Gin or go-restful.'},
  {title: 'Components', to: '/docs/framework/component/', text: 'Databases, messaging, cache, lock and more.'},
];

/** /docs/ is a landing page rather than a dead end: it points to both sets of docs. */
export default function DocsHome(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="The mcube documentation: the framework guide and the application modules, for mcube v2.1.10.">
      <main className="container margin-vert--xl">
        <Heading as="h1">mcube documentation</Heading>
        <p className={styles.lead}>Pick where to start.</p>
        <ul className={styles.books}>
          {books.map((book) => (
            <li key={book.to} className={styles.book}>
              <Heading as="h2" className={styles.bookTitle}>
                <Link to={book.to}>{book.title}</Link>
              </Heading>
              <p>{book.text}</p>
            </li>
          ))}
        </ul>
        <Heading as="h2">Often read</Heading>
        <ul className={styles.shortcuts}>
          {shortcuts.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>{entry.title}</Link>: {entry.text}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
