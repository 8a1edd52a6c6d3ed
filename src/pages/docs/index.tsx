import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import text from '@locale/docs-home';
import styles from './index.module.css';

type Entry = {title: string; to: string; text: string};

const books: Entry[] = [
  {...text.books.guide, to: '/docs/framework/'},
  {...text.books.modules, to: '/docs/intro/'},
];

const shortcuts: Entry[] = [
  {...text.shortcuts.quickstart, to: '/docs/framework/quickstart/'},
  {...text.shortcuts.start, to: '/start/'},
  {...text.shortcuts.cli, to: '/docs/framework/cli/'},
  {...text.shortcuts.arch, to: '/docs/framework/core/arch/'},
  {...text.shortcuts.server, to: '/docs/framework/config/server/'},
  {...text.shortcuts.http, to: '/docs/framework/api/http/'},
  {...text.shortcuts.components, to: '/docs/framework/component/'},
];

/** /docs/ is a landing page rather than a dead end: it points to both sets of docs. */
export default function DocsHome(): ReactNode {
  return (
    <Layout title={text.title} description={text.description}>
      <main className="container margin-vert--xl">
        <Heading as="h1">{text.heading}</Heading>
        <p className={styles.lead}>{text.lead}</p>
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
        <Heading as="h2">{text.often}</Heading>
        <ul className={styles.shortcuts}>
          {shortcuts.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>{entry.title}</Link>
              {text.separator}
              {entry.text}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
