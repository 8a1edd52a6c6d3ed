import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import text from '@locale/home';
import {applicationToml, greetingReply, greetingRequest, greetingUrl, mainGo} from './snippets';
import styles from './styles.module.css';

export default function HelloService(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="hello-heading">
      <div className="container">
        <Heading as="h2" id="hello-heading" className={styles.heading}>
          {text.hello.heading}
        </Heading>
        <p className={styles.intro}>
          <Interpolate
            values={{
              run: <code>go run .</code>,
              url: <code>{greetingUrl}</code>,
            }}>
            {text.hello.intro}
          </Interpolate>
        </p>
        <div className={styles.files}>
          <CodeBlock language="go" title="main.go">
            {mainGo}
          </CodeBlock>
          <div>
            <CodeBlock language="toml" title="etc/application.toml">
              {applicationToml}
            </CodeBlock>
            <CodeBlock language="bash" title={text.hello.tryIt}>
              {greetingRequest}
            </CodeBlock>
            <CodeBlock language="json" title={text.hello.response}>
              {greetingReply}
            </CodeBlock>
            <p>
              <Interpolate values={{quickstart: <Link to="/docs/framework/quickstart/">{text.hello.quickstartLink}</Link>}}>
                {text.hello.quickstart}
              </Interpolate>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
