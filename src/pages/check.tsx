import {Fragment, useDeferredValue, useEffect, useMemo, useState, type DragEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import data from '@check-data';
import text from '@locale/check';
import {checkEnv, checkToml, maxBytes, type Finding, type Reason, type Ref} from '@site/src/check/check';
import {fillText} from '@site/src/locale/fillText';
import styles from './check.module.css';

const tag = data.tag;

/** A template's `{name}` placeholders filled with nodes (code, links) or text. */
function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? <Fragment key={i}>{values[part] ?? `{${part}}`}</Fragment> : part));
}

/** `[section] key`, as the reference writes a key. */
const refText = (ref: Ref): string => (ref.key ? `[${ref.section}] ${ref.key}` : `[${ref.section}]`);
const anchorOf = (ref: Ref): string => (ref.key ? `${ref.section.replace(/\./g, '-')}-${ref.key}` : ref.section.replace(/\./g, '-'));
const isCurrent = (ref: Ref): boolean => ref.key !== undefined && data.sections[ref.section]?.some(([key]) => key === ref.key) === true;

const size = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** The comment the rewrite puts above a line it comments out, in the page's language. */
function commentFor(reason: Reason): string {
  const c = text.comments;
  const suggestion = (s?: string) => (s ? fillText(c.suggestion, {suggestion: s}) : '');
  switch (reason.kind) {
    case 'unknown-section':
      return fillText(c.unknownSection, {tag, section: `[${reason.section}]`, suggestion: suggestion(reason.suggestion && `[${reason.suggestion}]`)});
    case 'unknown-key':
      return fillText(c.unknownKey, {tag, name: reason.name.section ? refText(reason.name) : reason.name.name, suggestion: suggestion(reason.suggestion && refText(reason.suggestion))});
    case 'removed-section':
      return fillText(c.removedSection, {section: `[${reason.section}]`, release: reason.release});
    case 'removed-key':
      return fillText(c.removedKey, {name: refText(reason.name), release: reason.release});
    case 'renamed-key':
      return fillText(c.renamedKey, {from: refText(reason.from), to: refText(reason.to), release: reason.release});
  }
}

/** The finding's sentence, its names as code. */
function message(finding: Finding, release: string): ReactNode {
  const f = text.findings;
  const code = (value: string) => <code>{value}</code>;
  const key = (ref: Ref) => code(refText(ref));
  switch (finding.kind) {
    case 'syntax':
      return fill(f.syntax, {message: finding.message === 'nested too deeply' ? f.nested : finding.message, column: finding.column});
    case 'too-large':
      return fill(f.tooLarge, {size: size(finding.bytes), limit: size(maxBytes)});
    case 'unknown-section':
      return (
        <>
          {fill(f.unknownSection, {tag, section: code(`[${finding.section}]`)})}
          {finding.suggestion && <>{text.gap}{fill(f.didYouMean, {suggestion: code(`[${finding.suggestion}]`)})}</>}
        </>
      );
    case 'unknown-key':
      return (
        <>
          {fill(f.unknownKey, {tag, name: key(finding.name)})}
          {finding.suggestion && <>{text.gap}{fill(f.didYouMean, {suggestion: key(finding.suggestion)})}</>}
        </>
      );
    case 'renamed-section':
      return fill(f.renamedSection, {from: code(`[${finding.from}]`), to: code(`[${finding.to}]`), release: finding.release});
    case 'renamed-key':
      return fill(f.renamedKey, {from: key(finding.from), to: key(finding.to), release: finding.release});
    case 'removed-section':
      return fill(f.removedSection, {section: code(`[${finding.section}]`), release: finding.release, tag});
    case 'removed-key':
      return fill(f.removedKey, {name: key(finding.name), release: finding.release, tag});
    case 'default-changed':
      return fill(f.defaultChanged, {name: key(finding.name), from: code(finding.from), to: code(finding.to), release, tag});
    case 'type': {
      const values = {name: key(finding.name), expected: text.kinds[finding.expected], got: text.got[finding.got] ?? finding.got, value: code(finding.value ?? ''), tag};
      const duration = finding.expected === 'd' ? (finding.outcome === 'fails' ? f.durationText : f.durationNumber) : undefined;
      return (
        <>
          {fill(finding.outcome === 'fails' ? f.typeFails : f.typeConverted, values)}
          {duration && <>{text.gap}{fill(duration, {tag})}</>}
        </>
      );
    }
    case 'env-syntax':
      return f.envSyntax;
    case 'env-unknown':
      return (
        <>
          {fill(f.envUnknown, {env: code(finding.env), tag})}
          {finding.suggestion && <>{text.gap}{fill(f.didYouMean, {suggestion: code(finding.suggestion)})}</>}
        </>
      );
    case 'env-renamed':
      return fill(f.envRenamed, {env: code(finding.env), to: code(finding.to), name: key(finding.name), release: finding.release});
    case 'env-no-variable':
      return fill(f.envNoVariable, {env: code(finding.env), name: key(finding.name), tag});
    case 'env-removed':
      return fill(f.envRemoved, {env: code(finding.env), name: key(finding.name), release: finding.release, tag});
    case 'env-type':
      return fill(f.envType, {env: code(finding.env), expected: text.kinds[finding.expected]});
    case 'env-and-file':
      return fill(finding.fileWonBefore ? f.envAndFileBefore : f.envAndFile, {
        env: code(finding.env),
        name: key(finding.name),
        fileLine: finding.fileLine,
        release,
        since: data.envWinsSince,
      });
  }
}

/** The key a finding is about (v2.1.10's name where it has one), for its links. */
function subject(finding: Finding): Ref | undefined {
  if (finding.kind === 'renamed-key') return finding.to;
  if (finding.kind === 'renamed-section') return {name: finding.to, section: finding.to};
  if (finding.kind === 'env-unknown') {
    const section = Object.keys(data.sections).find((name) => data.sections[name].some(([, env]) => env && env === finding.suggestion));
    const key = section && data.sections[section].find(([, env]) => env === finding.suggestion)![0];
    return section ? {name: `${section}.${key}`, section, key} : undefined;
  }
  if (finding.kind === 'unknown-key' || finding.kind === 'unknown-section') {
    const suggestion = finding.suggestion;
    return typeof suggestion === 'string' ? {name: suggestion, section: suggestion} : suggestion;
  }
  return 'name' in finding && typeof finding.name === 'object' ? finding.name : undefined;
}

function FindingItem(props: {finding: Finding; release: string; file: 'toml' | 'env'}): ReactNode {
  const {finding} = props;
  const about = subject(finding);
  const known = about && (isCurrent(about) || (!about.key && data.sections[about.section] !== undefined));
  const topic = about && data.topics[about.section];
  return (
    <li
      className={styles.finding}
      data-kind={finding.kind}
      data-file={props.file}
      data-line={finding.line}
      data-name={about?.name}
      data-outcome={finding.kind === 'type' ? finding.outcome : undefined}
      data-value={finding.kind === 'type' ? finding.value : undefined}>
      {finding.line !== undefined && <span className={styles.line}>{fillText(text.line, {line: finding.line})}</span>} {message(finding, props.release)}
      {known && (
        <span className={styles.links}>
          {' '}
          <Link to={`/docs/framework/reference/config/#${anchorOf(about)}`}>{text.reference}</Link>
          {topic && (
            <>
              {' · '}
              <Link to={topic}>{text.topic}</Link>
            </>
          )}
        </span>
      )}
    </li>
  );
}

/** A text area that also takes a dropped or opened file, refusing one that is not UTF-8 text. */
function FileInput(props: {id: string; label: string; hint: string; value: string; rows: number; onChange: (value: string) => void; onNotText: () => void}): ReactNode {
  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes * 4) {
      // Larger than any config file: the check says so without reading it all.
      props.onChange(await file.slice(0, maxBytes + 1).text());
      return;
    }
    try {
      props.onChange(new TextDecoder('utf-8', {fatal: true}).decode(await file.arrayBuffer()));
    } catch {
      props.onNotText();
    }
  };
  return (
    <div className={styles.input}>
      <label htmlFor={props.id}>{props.label}</label>
      <small id={`${props.id}-hint`}>{props.hint}</small>
      <textarea
        id={props.id}
        rows={props.rows}
        value={props.value}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${props.id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          void read(event.dataTransfer.files[0]);
        }}
      />
      <label className={styles.open}>
        {text.open}
        <input type="file" accept=".toml,.env,text/plain" onChange={(event) => void read(event.target.files?.[0])} />
      </label>
    </div>
  );
}

function download(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], {type: 'text/plain;charset=utf-8'}));
  Object.assign(document.createElement('a'), {href: url, download: name}).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Output(props: {id: string; title: string; name: string; content: string; onStatus: (status: string) => void}): ReactNode {
  return (
    <section className={styles.output} aria-labelledby={props.id}>
      <div className={styles.toolbar}>
        <Heading as="h3" id={props.id} className={styles.outputHeading}>
          {props.title}
        </Heading>
        <button type="button" className="button button--secondary button--sm" onClick={() => void navigator.clipboard.writeText(props.content).then(() => props.onStatus(text.copied))}>
          {text.copy}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => download(props.name, props.content)}>
          {text.download}
        </button>
      </div>
      <pre className={styles.file} tabIndex={0} aria-labelledby={props.id} data-file={props.name}>
        <code>{props.content}</code>
      </pre>
    </section>
  );
}

/** /check/: an old config file in, what mcube v2.1.10 makes of it and the file rewritten for it out, all in the browser. */
export default function Check(): ReactNode {
  const [toml, setToml] = useState('');
  const [env, setEnv] = useState('');
  const [release, setRelease] = useState(tag);
  const [notText, setNotText] = useState(false);
  const [status, setStatus] = useState('');
  const input = {toml: useDeferredValue(toml), env: useDeferredValue(env), release: useDeferredValue(release)};
  const result = useMemo(() => {
    const tomlResult = input.toml.trim() ? checkToml(data, input.toml, input.release, commentFor) : undefined;
    const envResult = input.env.trim() ? checkEnv(data, input.env, input.release, tomlResult?.set ?? new Map(), commentFor) : undefined;
    return {toml: tomlResult, env: envResult};
  }, [input.toml, input.env, input.release]); // eslint-disable-line react-hooks/exhaustive-deps
  const findings = [...(result.toml?.findings ?? []), ...(result.env?.findings ?? [])];
  const empty = !result.toml && !result.env;
  // Screen readers hear the count once the reader stops typing, not at every key.
  useEffect(() => {
    setStatus('');
    if (empty) return undefined;
    const count = findings.length;
    const timer = setTimeout(() => setStatus(count === 0 ? fillText(text.none, {tag}) : count === 1 ? text.countOne : fillText(text.count, {count})), 700);
    return () => clearTimeout(timer);
  }, [result]); // eslint-disable-line react-hooks/exhaustive-deps
  const tomlFindings = result.toml?.findings ?? [];
  const groups: [string, string, Finding[], 'toml' | 'env'][] = [
    ['check-problems', text.groups.problems, tomlFindings.filter((f) => f.kind !== 'default-changed'), 'toml'],
    ['check-defaults', fillText(text.groups.defaults, {release: input.release}), tomlFindings.filter((f) => f.kind === 'default-changed'), 'toml'],
    ['check-env', text.groups.env, result.env?.findings ?? [], 'env'],
  ];
  return (
    <Layout title={text.title} description={text.description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{text.heading}</Heading>
        <p className={styles.lead}>{fillText(text.lead, {tag})}</p>
        <p className={styles.privacy}>{text.privacy}</p>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <div className={styles.release}>
            <label htmlFor="check-release">{text.release}</label>
            <select id="check-release" value={release} onChange={(event) => setRelease(event.target.value)}>
              {[...data.releases].reverse().map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <FileInput id="check-toml" label={text.toml} hint={text.tomlHint} value={toml} rows={14} onChange={(value) => (setNotText(false), setToml(value))} onNotText={() => setNotText(true)} />
          <FileInput id="check-env" label={text.env} hint={text.envHint} value={env} rows={5} onChange={(value) => (setNotText(false), setEnv(value))} onNotText={() => setNotText(true)} />
        </form>
        <section aria-labelledby="check-results" className={styles.results}>
          <Heading as="h2" id="check-results">
            {fillText(text.results, {tag})}
          </Heading>
          {notText && (
            <p className="alert alert--danger" role="alert">
              {text.notText}
            </p>
          )}
          {empty ? <p>{text.empty}</p> : findings.length === 0 && <p data-kind="none">{fillText(text.none, {tag})}</p>}
          {groups.map(
            ([id, title, list, file]) =>
              list.length > 0 && (
                <Fragment key={id}>
                  <Heading as="h3" id={id}>
                    {title}
                  </Heading>
                  <ul className={styles.findings} aria-labelledby={id}>
                    {list.map((finding, i) => (
                      <FindingItem key={i} finding={finding} release={input.release} file={file} />
                    ))}
                  </ul>
                </Fragment>
              ),
          )}
          {result.toml?.rewritten !== undefined && (
            <>
              <p>{fillText(text.rewrittenNote, {tag})}</p>
              <Output id="check-rewritten" title={fillText(text.rewritten, {tag})} name="application.toml" content={result.toml.rewritten} onStatus={setStatus} />
            </>
          )}
          {result.env?.rewritten !== undefined && <Output id="check-rewritten-env" title={fillText(text.rewrittenEnv, {tag})} name=".env" content={result.env.rewritten} onStatus={setStatus} />}
        </section>
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
      </main>
    </Layout>
  );
}
