import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {applicationToml, mainGo} from './snippets';
import styles from './styles.module.css';

export default function HelloService(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="hello-heading">
      <div className="container">
        <Heading as="h2" id="hello-heading" className={styles.heading}>
          <Translate id="home.hello.heading">A service in two files</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate
            id="home.hello.intro"
            values={{
              run: <code>go run .</code>,
              url: <code>http://127.0.0.1:8080/api/hello/v1/greeting/</code>,
            }}>
            {'One API object, one config file. After {run} the endpoint answers at {url}.'}
          </Translate>
        </p>
        <div className={styles.files}>
          <CodeBlock language="go" title="main.go">
            {mainGo}
          </CodeBlock>
          <div>
            <CodeBlock language="toml" title="etc/application.toml">
              {applicationToml}
            </CodeBlock>
            <CodeBlock language="bash" title={translate({id: 'home.hello.tryIt', message: 'Try it'})}>
              {'curl http://127.0.0.1:8080/api/hello/v1/greeting/'}
            </CodeBlock>
            <CodeBlock language="json" title={translate({id: 'home.hello.response', message: 'Response'})}>
              {'{"message":"hello from mcube"}'}
            </CodeBlock>
            <p>
              <Translate
                id="home.hello.quickstart"
                values={{
                  quickstart: (
                    <Link to="/docs/framework/quickstart/">
                      <Translate id="home.hello.quickstartLink">The quickstart</Translate>
                    </Link>
                  ),
                }}>
                {'{quickstart} walks through it step by step.'}
              </Translate>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
