import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import data from '@start-data';
import text from '@locale/start';
import {addons, components, frameworkParts, frameworks, type Addon, type Component} from '@site/src/start/catalog';
import {
  appNameProblem,
  defaultChoices,
  generateProject,
  isPort,
  loadRequiredPaths,
  modulePathProblem,
  requiredPathsLoaded,
  portTakenBy,
  queryFromChoices,
  readQuery,
  type IgnoredParameter,
  type Choices,
  type GeneratedFile,
} from '@site/src/start/generate';
import {CodeLinksContext} from '@site/src/prism/Highlight';
import {loadStarterLinks, starterLinker, type StarterLinks} from '@site/src/start/code-links';
import startLinksWhenPrerendering from '@site-start-code-links-when-prerendering';
import styles from './start.module.css';

/**
 * A text field that updates the project only with valid values and says when one is not:
 * `problem` gives what is wrong with a value ('' when the general message says enough), or
 * undefined when the value is valid.
 */
function Field(props: {id: string; label: string; hint?: string; value: string; problem: (value: string) => string | undefined; onValid: (value: string) => void; onFocus?: () => void; inputMode?: 'numeric'}): ReactNode {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const problem = props.problem(draft);
  const ok = problem === undefined;
  const described = [props.hint && `${props.id}-hint`, !ok && `${props.id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        value={draft}
        inputMode={props.inputMode}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={!ok}
        aria-describedby={described}
        onFocus={props.onFocus}
        onChange={(event) => {
          setDraft(event.target.value);
          if (props.problem(event.target.value) === undefined) props.onValid(event.target.value);
        }}
      />
      {props.hint && <small id={`${props.id}-hint`}>{props.hint}</small>}
      {!ok && (
        <small id={`${props.id}-error`} className={styles.error}>
          {problem ? `${problem}${/[。！？]$/.test(problem) ? '' : ' '}${text.invalid}` : text.invalid}
        </small>
      )}
    </div>
  );
}

function Checkboxes<T extends string>(props: {legend: string; all: readonly T[]; labels: Record<T, string>; chosen: readonly T[]; onChange: (chosen: T[]) => void; children?: ReactNode}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>{props.legend}</legend>
      {props.all.map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="checkbox"
            name={value}
            checked={props.chosen.includes(value)}
            onChange={(event) =>
              props.onChange(props.all.filter((v) => (v === value ? event.target.checked : props.chosen.includes(v))))
            }
          />
          {props.labels[value]}
        </label>
      ))}
      {props.children}
    </fieldset>
  );
}

/** The files as a tree of folders, each file a button that shows it. */
function FileTree(props: {files: GeneratedFile[]; selected: string; onSelect: (path: string) => void}): ReactNode {
  const folders = new Map<string, GeneratedFile[]>();
  for (const file of props.files) {
    const folder = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    folders.set(folder, [...(folders.get(folder) ?? []), file]);
  }
  return (
    <ul className={styles.tree} aria-label={text.tree}>
      {[...folders.keys()].sort().map((folder) => (
        <li key={folder || '.'}>
          {folder && <span className={styles.folder}>{folder}/</span>}
          <ul>
            {folders.get(folder)!.map((file) => (
              <li key={file.path}>
                <button
                  type="button"
                  className={styles.file}
                  aria-current={file.path === props.selected ? 'true' : undefined}
                  onClick={() => props.onSelect(file.path)}>
                  {file.path.slice(folder ? folder.length + 1 : 0)}
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The message for a problem code, or undefined when there is none. */
function problemText<P extends string>(problem: P | undefined, texts: Record<P, string>): string | undefined {
  return problem === undefined ? undefined : texts[problem];
}

async function downloadZip(files: GeneratedFile[], name: string): Promise<void> {
  const {strToU8, zipSync} = await import('fflate');
  const zip = zipSync(Object.fromEntries(files.map((file) => [`${name}/${file.path}`, strToU8(file.content)])));
  const url = URL.createObjectURL(new Blob([zip], {type: 'application/zip'}));
  const link = Object.assign(document.createElement('a'), {href: url, download: `${name}.zip`});
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /start/: choices in, an mcube project out, made in the browser (src/start/generate.ts). */
export default function Start(): ReactNode {
  const [choices, setChoices] = useState<Choices>(defaultChoices);
  const [selected, setSelected] = useState('main.go');
  const [status, setStatus] = useState('');
  const [restored, setRestored] = useState(false);
  const [ignored, setIgnored] = useState<IgnoredParameter[]>([]);
  // The paths a module may not take arrive with the module field's first focus (src/start/generate.ts).
  const [, setRequiredLoaded] = useState(false);
  const loadRequired = () => void loadRequiredPaths().then(() => setRequiredLoaded(true));
  useEffect(() => {
    const restore = () => {
      const fromLink = readQuery(window.location.search, data);
      setChoices(fromLink.choices);
      setIgnored(fromLink.ignored);
      setRestored(true);
    };
    if (new URLSearchParams(window.location.search).has('module')) void loadRequiredPaths().then(restore, restore);
    else restore();
  }, []);
  // Through the router, so that links built from the location (the language menu) keep the choices.
  const history = useHistory();
  useEffect(() => {
    if (restored) history.replace({search: queryFromChoices(choices)});
  }, [choices, restored, history]);
  const files = useMemo(() => generateProject(choices, data, text.generated), [choices]);
  const file = files.find((candidate) => candidate.path === selected) ?? files.find((f) => f.path === 'main.go')!;
  // The code's identifiers link to pkg.go.dev: the served code has its links in the HTML, other
  // code takes them from src/start/code-links.json, loaded when the code first changes.
  const [links, setLinks] = useState<StarterLinks | undefined>(startLinksWhenPrerendering);
  const servedCode = useRef(file.content);
  useEffect(() => {
    if (!links && file.content !== servedCode.current) void loadStarterLinks().then(setLinks);
  }, [file.content, links]);
  const linker = useMemo(() => links && starterLinker(links), [links]);
  // Screen readers hear that the project changed after the reader's own changes, not on load.
  const changedByReader = useRef(false);
  useEffect(() => {
    if (changedByReader.current) setStatus(text.updated.replace('{count}', String(files.length)));
  }, [files]);
  const portProblem = (value: string): string | undefined => {
    if (!/^\d+$/.test(value) || !isPort(Number(value))) return '';
    const addon = portTakenBy({port: Number(value), addons: choices.addons}, data);
    return addon && text.portTaken.replace('{addon}', text.addonLabels[addon]);
  };
  const update = (change: Partial<Choices>) => {
    changedByReader.current = true;
    setChoices((current) => ({...current, ...change}));
  };

  return (
    <Layout title={text.title} description={text.description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{text.heading}</Heading>
        <p className={styles.lead}>{text.lead}</p>
        <p className={styles.privacy}>{text.privacy}</p>
        {ignored.length > 0 && (
          <p className="alert alert--warning" role="alert">
            {text.ignored.replace('{list}', ignored.map(({name, value}) => `${name}=${value}`).join(', '))}
          </p>
        )}
        <div className={styles.layout}>
          <form className={styles.choices} onSubmit={(event) => event.preventDefault()}>
            <fieldset className={styles.group}>
              <legend>{text.project}</legend>
              <Field id="start-module" label={text.module} hint={text.moduleHint} value={choices.module} problem={(value) => problemText(modulePathProblem(value, choices), text.moduleProblems)} onValid={(module) => update({module})} onFocus={loadRequired} />
              <Field id="start-app" label={text.app} hint={text.appHint} value={choices.app} problem={(value) => problemText(appNameProblem(value), {form: '', windows: text.appReserved})} onValid={(app) => update({app})} />
              <Field id="start-port" label={text.port} value={String(choices.port)} inputMode="numeric" problem={portProblem} onValid={(port) => update({port: Number(port)})} />
            </fieldset>
            <fieldset className={styles.group}>
              <legend>{text.framework}</legend>
              {frameworks.map((framework) => (
                <label key={framework} className={styles.option}>
                  <input type="radio" name="framework" value={framework} checked={choices.framework === framework} onChange={() => update({framework})} />
                  {frameworkParts[framework].label}
                </label>
              ))}
            </fieldset>
            <Checkboxes<Addon> legend={text.addons} all={addons} labels={text.addonLabels} chosen={choices.addons} onChange={(chosen) => update({addons: chosen})} />
            <Checkboxes<Component> legend={text.components} all={components} labels={text.componentLabels} chosen={choices.components} onChange={(chosen) => update({components: chosen})}>
              <small className={styles.note}>{text.busNote}</small>
            </Checkboxes>
          </form>
          <section className={styles.output} aria-labelledby="start-files">
            <div className={styles.toolbar}>
              <Heading as="h2" id="start-files" className={styles.filesHeading}>
                {text.files}
              </Heading>
              <button
                type="button"
                className="button button--primary button--sm"
                disabled={portTakenBy(choices, data) !== undefined || modulePathProblem(choices.module, choices) !== undefined || (choices.module !== defaultChoices.module && !requiredPathsLoaded())}
                onClick={() => void downloadZip(files, choices.app).then(() => setStatus(text.downloaded))}>
                {text.download}
              </button>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => void navigator.clipboard.writeText(window.location.href).then(() => setStatus(text.shared))}>
                {text.share}
              </button>
            </div>
            <FileTree files={files} selected={file.path} onSelect={setSelected} />
            <CodeLinksContext.Provider value={linker}>
              <CodeBlock language={file.language} title={file.path}>
                {file.content}
              </CodeBlock>
            </CodeLinksContext.Provider>
            <p>{text.next}</p>
          </section>
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
      </main>
    </Layout>
  );
}
