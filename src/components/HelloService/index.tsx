import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {applicationToml, mainGo} from './snippets';
import styles from './styles.module.css';

export default function HelloService(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="hello-heading">
      <div className="container">
        <Heading as="h2" id="hello-heading" className={styles.heading}>
          A service in two files
        </Heading>
        <p className={styles.intro}>
          One API object, one config file. After <code>go run .</code> the endpoint answers
          at <code>http://127.0.0.1:8080/api/hello/v1/greeting/</code>.
        </p>
        <div className={styles.files}>
          <CodeBlock language="go" title="main.go">
            {mainGo}
          </CodeBlock>
          <div>
            <CodeBlock language="toml" title="etc/application.toml">
              {applicationToml}
            </CodeBlock>
            <CodeBlock language="bash" title="Try it">
              {'curl http://127.0.0.1:8080/api/hello/v1/greeting/'}
            </CodeBlock>
            <CodeBlock language="json" title="Response">
              {'{"message":"hello from mcube"}'}
            </CodeBlock>
            <p>
              <Link to="/docs/framework/quickstart/">The quickstart</Link> walks through it step by
              step.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
