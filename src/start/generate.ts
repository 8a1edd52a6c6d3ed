/**
 * The project starter's generator: choices in, files out. Pure (no DOM, no Node), so the page
 * and the tests run the same code. Every section, key, env variable and default comes from
 * facts/mcube-v2.1.10.json and the notes from the docs' key tables (each key's whole Meaning
 * cell), both through StarterData (src/plugins/startData.ts).
 */
import {
  MCUBE_MODULE,
  addonParts,
  addons,
  busBackend,
  busPart,
  componentParts,
  components,
  frameworkParts,
  frameworks,
  type Choices,
  type Component,
  type Framework,
  type GeneratedFile,
} from './catalog';
import goFiles from './go-files';
import {fillText} from '../locale/fillText';

export type {Choices, GeneratedFile};

export const defaultChoices: Choices = {
  module: 'example.com/demo',
  app: 'demo',
  port: 8080,
  framework: 'gin',
  addons: ['health'],
  components: [],
};

/** The texts of the generated README and config comments, in the page's language. */
export type FileTexts = {
  env: string;
  noEnv: string;
  /** {value}: a default computed at start-up, as the docs describe it */
  computedDefault: string;
  unset: string;
  /** Why the starter sets a key away from its default, by section.key. */
  chosenNotes: Record<'trace.trace_id_ratio', string>;
  envFileIntro: string;
  readme: {
    /** {version}, {framework}, {module} */
    summary: string;
    runHeading: string;
    /** {go} */
    run: string;
    envFile: string;
    callHeading: string;
    answers: string;
    calls: Record<Call['what'], string>;
    grpc: string;
    /** {dir} */
    logFile: string;
    layoutHeading: string;
    layout: string[];
    docs: string;
  };
};

type Call = {what: 'hello' | 'health' | 'metric' | 'apidoc' | 'jsonrpc'; command: string; output?: string};

const fence = (language: string, body: string) => `\`\`\`${language}\n${body}\n\`\`\``;

/** A config key of the facts, with its note (the docs' Meaning cell) in the page's language. */
export type StarterKey = {key: string; env: string | null; type: string; default: string; note: string};
export type StarterData = {tag: string; sections: Record<string, StarterKey[]>};

/** The Go version mcube v2.1.10's go.mod declares; tests/starter checks it against that file. */
export const GO_VERSION = '1.24.0';

/**
 * Why a module path cannot make a project that builds, by the Go command that refuses it:
 * go mod init and every later command read go.mod with CheckImportPath's rules ('form',
 * 'dots', 'windows'; 'reserved' for go and toolchain), go mod init alone refuses a bad major
 * version ('version'), go build a main package whose last element starts with another
 * character ('name') or a vendor element ('vendor'), and go mod tidy a path that is a module
 * the project requires ('module') or a package it loads ('package', `std` and `cmd` included).
 */
export type ModulePathProblem = 'form' | 'dots' | 'windows' | 'reserved' | 'version' | 'name' | 'vendor' | 'pattern' | 'module' | 'package';

/** Paths the starter's projects require (modules) or load (packages), grouped by the choices ("gin:metric"; "*": every project) that need them; from src/start/required.json. */
export type RequiredPaths = {modules: Record<string, string[]>; packages: Record<string, string[]>};

/** Reserved file names on Windows: Go refuses them as path elements, and a folder of the zip cannot have them. */
const WINDOWS_NAMES = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])$/i;

/** A path element by golang.org/x/mod/module.CheckImportPath, the rule go mod init and go.mod's reader apply to a main module. */
function elementProblem(element: string): ModulePathProblem | undefined {
  if (/^\.+$/.test(element) || element.endsWith('.')) return 'dots';
  if (!/^[A-Za-z0-9._~+-]+$/.test(element)) return 'form';
  const short = element.split('.')[0];
  if (WINDOWS_NAMES.test(short) || /~\d+$/.test(short)) return 'windows';
  return undefined;
}

/** golang.org/x/mod/module.SplitPathVersion: /v2 and higher without a leading zero or a dot; gopkg.in's .vN. */
function versionOk(path: string): boolean {
  if (path.startsWith('gopkg.in/')) return /^gopkg\.in\/.+\.v(0|[1-9]\d*)(-unstable)?$/.test(path);
  const major = /\/v([\d.]+)$/.exec(path)?.[1];
  return major === undefined || (/^[1-9]\d*$/.test(major) && major !== '1');
}

/** The parts of a project that decide what it requires: its framework, each add-on with it, each component (the bus with its backend). */
export function requiredParts(choices: Pick<Choices, 'framework' | 'addons' | 'components'>): string[] {
  const chosen = components.filter((component) => choices.components.includes(component));
  return [
    choices.framework,
    ...choices.addons.map((addon) => `${choices.framework}:${addon}`),
    ...chosen.map((component) => (component === 'bus' ? `bus:${busBackend(chosen)}` : component)),
  ];
}

/**
 * src/start/required.json (about 7 KB compressed), in a chunk of its own that the page loads
 * when the module field is first focused, or before reading a shared link that names a module:
 * a first visit, whose module path is the default, does without it.
 */
let requiredPaths: RequiredPaths | undefined;
export async function loadRequiredPaths(): Promise<RequiredPaths> {
  requiredPaths ??= (await import('./required.json')).default as RequiredPaths;
  return requiredPaths;
}
export const requiredPathsLoaded = (): boolean => requiredPaths !== undefined;

/** The first group of paths the chosen parts need that holds the path. */
const neededBy = (groups: Record<string, string[]>, parts: string[], path: string) =>
  Object.entries(groups).some(([needers, paths]) => (needers === '*' || needers.split(' ').some((part) => parts.includes(part))) && paths.includes(path));

/**
 * What keeps a module path from building the project of these choices, or undefined; every
 * rule is one a Go command applies (ModulePathProblem), checked against that command by
 * tests/starter/inputs.spec.ts.
 */
export function modulePathProblem(path: string, choices: Pick<Choices, 'framework' | 'addons' | 'components'> = defaultChoices, required: RequiredPaths | undefined = requiredPaths): ModulePathProblem | undefined {
  if (path === '' || path.startsWith('-') || path.startsWith('/') || path.endsWith('/') || path.includes('//')) return 'form';
  const elements = path.split('/');
  const problem = elements.map(elementProblem).find(Boolean);
  if (problem) return problem;
  if (path === 'go' || path === 'toolchain') return 'reserved';
  if (!versionOk(path)) return 'version';
  if (!/^[A-Za-z0-9._]/.test(elements.at(-1)!)) return 'name';
  if (elements.includes('vendor')) return 'vendor';
  if (path === 'std' || path === 'cmd') return 'pattern';
  if (!required) return undefined;
  const parts = requiredParts(choices);
  if (neededBy(required.modules, parts, path)) return 'module';
  if (neededBy(required.packages, parts, path)) return 'package';
  return undefined;
}

const APP_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

/** Why an app name cannot be used: not a lower-case name, or a name Windows keeps for a device (the project's folder). */
export const appNameProblem = (value: string): 'form' | 'windows' | undefined => (!APP_PATTERN.test(value) ? 'form' : WINDOWS_NAMES.test(value) ? 'windows' : undefined);
export const isAppName = (value: string) => appNameProblem(value) === undefined;
export const isPort = (value: number) => Number.isInteger(value) && value >= 1 && value <= 65535;

/** The add-on whose own server (gRPC, JSON-RPC) listens on the HTTP port chosen, if any. */
export function portTakenBy(choices: Pick<Choices, 'port' | 'addons'>, data: StarterData): 'grpc' | 'jsonrpc' | undefined {
  return (['grpc', 'jsonrpc'] as const).find((addon) => choices.addons.includes(addon) && defaultValue(data, addon, 'port') === String(choices.port));
}

/**
 * A facts default as a TOML value, or undefined when it is computed at start-up ("nil (auto)",
 * "os.Hostname() at Init"). Durations are integer nanoseconds: mcube reads files with
 * mapstructure, which does not parse "5s".
 */
export function tomlLiteral(key: Pick<StarterKey, 'type' | 'default'>): string | undefined {
  const text = key.default.replace(/^[\w.]+ = /, '');
  const quoted = /^"(?:[^"\\]|\\.)*"/.exec(text);
  if (quoted) return quoted[0];
  const list = /^\[[^\]]*\]/.exec(text);
  if (list) return JSON.stringify(JSON.parse(list[0])).replace(/,/g, ', ');
  if (text === '{}') return '{}';
  const duration = /^(\d+)(ms|s|m|h)$/.exec(text);
  if (key.type === 'time.Duration' && duration) {
    const unit = {ms: 1e6, s: 1e9, m: 6e10, h: 3.6e12}[duration[2] as 'ms' | 's' | 'm' | 'h'];
    return String(Number(duration[1]) * unit);
  }
  if (/^(true|false|-?\d+(\.\d+)?)$/.test(text)) return text;
  return undefined;
}

/** The same value as an environment variable's text (lists comma-separated, durations as Go writes them). */
function envLiteral(key: StarterKey, toml: string): string {
  const text = key.default.replace(/^[\w.]+ = /, '');
  if (key.type === 'time.Duration') return text;
  if (toml.startsWith('"')) return JSON.parse(toml) as string;
  if (toml.startsWith('[')) return (JSON.parse(toml) as unknown[]).join(',');
  return toml;
}

const shellQuote = (value: string) => (/^[\w.,:/@*+=-]*$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`);

/** Sentences on one line: a space between them, none after Chinese punctuation. */
const joinSentences = (parts: string[]) =>
  parts.filter(Boolean).reduce((line, part) => `${line}${/[。，；：）]$/.test(line) ? '' : ' '}${part}`);

/** A note's sentences: each ends with . ! ? before a space, or with 。！？. */
export const splitSentences = (text: string): string[] => text.split(/(?<=[.!?])\s+|(?<=[。！？])/).map((sentence) => sentence.trim()).filter(Boolean);

/** Values the choices set; every other key keeps its v2.1.10 default. */
function chosenValues(choices: Choices): Record<string, Record<string, string>> {
  return {
    app: {name: JSON.stringify(choices.app)},
    http: {port: String(choices.port)},
    // mcube's default ratio, 0, records no request that arrives without a sampled trace context.
    trace: {enable: 'true', trace_id_ratio: '1'},
    'log.file': {enable: 'true'},
  };
}

/** Every config section the project registers that has keys: the server's first, then the add-ons', then the components'. */
export function projectSections(choices: Choices, data: StarterData): string[] {
  const wanted = [
    'app',
    'http',
    frameworkParts[choices.framework].section,
    'log',
    'log.console',
    ...choices.addons.flatMap((addon) => addonParts[addon].sections[choices.framework]),
    ...choices.components.flatMap((component) => componentPart(choices, component).sections),
  ];
  return [...new Set(wanted)].filter((name) => data.sections[name]);
}

const componentPart = (choices: Choices, component: Component) =>
  component === 'bus' ? busPart(choices.components) : componentParts[component];

/** mcube packages a project imports, relative to the module, sorted. */
export function mcubeImports(choices: Choices): string[] {
  const paths = [
    ...choices.addons.flatMap((addon) => addonParts[addon].imports[choices.framework]),
    ...choices.components.map((component) => componentPart(choices, component).import),
  ];
  return [...new Set(paths)].sort();
}

function configFiles(choices: Choices, data: StarterData, texts: FileTexts): GeneratedFile[] {
  const chosen = chosenValues(choices);
  const toml: string[] = [];
  const env: string[] = [texts.envFileIntro];
  const seenEnv = new Set<string>();
  for (const name of projectSections(choices, data)) {
    toml.push(`[${name}]`);
    env.push('', `# [${name}]`);
    for (const key of data.sections[name]) {
      const literal = chosen[name]?.[key.key] ?? tomlLiteral(key);
      const envNote = key.env ? `${texts.env}${key.env}` : texts.noEnv;
      const computed = literal === undefined ? fillText(texts.computedDefault, {value: key.default}) : '';
      // One comment line per sentence of the docs' note, the default and env variable on the last.
      const sentences = [...splitSentences(key.note), ...(chosen[name]?.[key.key] === undefined ? [] : splitSentences(texts.chosenNotes[`${name}.${key.key}` as keyof FileTexts['chosenNotes']] ?? ''))];
      toml.push(...sentences.slice(0, -1).map((sentence) => `# ${sentence}`), `# ${joinSentences([sentences.at(-1) ?? '', computed, envNote])}`);
      toml.push(literal === undefined ? `# ${key.key} = ${texts.unset}` : `${key.key} = ${literal}`);
      if (!key.env || seenEnv.has(key.env)) continue;
      seenEnv.add(key.env);
      env.push(literal === undefined ? `# ${key.env}=` : `${key.env}=${shellQuote(envLiteral(key, literal))}`);
    }
    toml.push('');
  }
  return [
    {path: 'etc/application.toml', language: 'toml', content: toml.join('\n')},
    {path: 'etc/application.env', language: 'bash', content: `${env.join('\n')}\n`},
  ];
}

/** What the generated README tells the reader to call, with the answers the tests check. */
function readmeCalls(choices: Choices, data: StarterData): Call[] {
  const base = `http://127.0.0.1:${choices.port}`;
  const json = (body: Record<string, unknown>) =>
    choices.framework === 'gin'
      ? JSON.stringify(body)
      : JSON.stringify(body, null, 1);
  const calls: Call[] = [
    {what: 'hello', command: `curl -s ${base}/api/${choices.app}/v1/hello/gopher`, output: json({message: 'hello, gopher'})},
  ];
  if (choices.addons.includes('health')) {
    calls.push({what: 'health', command: `curl -s ${base}/healthz/`, output: json({status: 'SERVING'})});
  }
  if (choices.addons.includes('metric')) calls.push({what: 'metric', command: `curl -s ${base}/metrics/`});
  if (choices.addons.includes('apidoc')) {
    calls.push({what: 'apidoc', command: `curl -s ${base}/api/${choices.app}/v1/apidoc/swagger.json`});
  }
  if (choices.addons.includes('jsonrpc')) {
    const request = '{"jsonrpc": "2.0", "method": "HelloRPC.RPCGreet", "params": {"name": "gopher"}, "id": 1}';
    calls.push({
      what: 'jsonrpc',
      command: `curl -s -X POST http://${defaultAddress(data, 'jsonrpc')}/${defaultValue(data, 'jsonrpc', 'path_prefix')}/${choices.app}/v1 -H 'Content-Type: application/json' -d '${request}'`,
      output: JSON.stringify({jsonrpc: '2.0', result: {message: 'hello, gopher'}, id: 1}, null, 1),
    });
  }
  return calls;
}

/** A key's default as plain text (a string without its quotes). */
export function defaultValue(data: StarterData, section: string, key: string): string {
  const literal = tomlLiteral(data.sections[section].find((candidate) => candidate.key === key)!)!;
  return literal.startsWith('"') ? (JSON.parse(literal) as string) : literal;
}

/** host:port a server of mcube listens on by default ([grpc], [jsonrpc]). */
export const defaultAddress = (data: StarterData, section: string) => `${defaultValue(data, section, 'host')}:${defaultValue(data, section, 'port')}`;

/** The README: how to run the service, and each call with the answer the tests check. */
function readme(choices: Choices, data: StarterData, texts: FileTexts): string {
  const t = texts.readme;
  const parts = [
    `# ${choices.app}`,
    fillText(t.summary, {version: data.tag, framework: frameworkParts[choices.framework].label, module: choices.module}),
    `## ${t.runHeading}`,
    fillText(t.run, {go: GO_VERSION}),
    fence('bash', 'go mod tidy\ngo run .'),
    t.envFile,
    `## ${t.callHeading}`,
    ...readmeCalls(choices, data).flatMap(({what, command, output}) => [
      t.calls[what],
      fence('bash', command),
      ...(output === undefined ? [] : [t.answers, fence('text', output)]),
    ]),
    ...(choices.addons.includes('grpc') ? [fillText(t.grpc, {address: defaultAddress(data, 'grpc')})] : []),
    ...(choices.addons.includes('filelog') ? [fillText(t.logFile, {dir: defaultValue(data, 'log.file', 'dir_path'), app: choices.app})] : []),
    `## ${t.layoutHeading}`,
    t.layout.map((line) => `- ${line}`).join('\n'),
    t.docs,
  ];
  return `${parts.join('\n\n')}\n`;
}

/** The whole project, files sorted by path. */
export function generateProject(input: Choices, data: StarterData, texts: FileTexts): GeneratedFile[] {
  const choices = {...input, addons: addons.filter((a) => input.addons.includes(a)), components: components.filter((c) => input.components.includes(c))};
  const files: GeneratedFile[] = [
    {path: 'go.mod', language: 'text', content: `module ${choices.module}\n\ngo ${GO_VERSION}\n\nrequire ${MCUBE_MODULE} ${data.tag}\n`},
    ...goFiles(choices, mcubeImports(choices).map((path) => `${MCUBE_MODULE}/${path}`)),
    ...configFiles(choices, data, texts),
    {path: 'README.md', language: 'text', content: readme(choices, data, texts)},
  ];
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** A parameter of a shared URL that the page could not use, as the URL has it (`port=eighty`). */
export type IgnoredParameter = {name: string; value: string};

/**
 * Choices from a URL query (`?framework=gin&with=redis,trace`), and the parameters it could
 * not use: a module path, app name or port the fields would refuse, an unknown framework or
 * `with` entry. Those keep the default and are listed, so the page can say so.
 */
export function readQuery(search: string, data: StarterData): {choices: Choices; ignored: IgnoredParameter[]} {
  const query = new URLSearchParams(search);
  const ignored: IgnoredParameter[] = [];
  const given = <T,>(name: string, usable: (value: string) => boolean, parse: (value: string) => T, fallback: T): T => {
    const value = query.get(name);
    if (value === null) return fallback;
    if (usable(value)) return parse(value);
    ignored.push({name, value});
    return fallback;
  };
  const known: readonly string[] = [...addons, ...components];
  const withList = query.has('with') ? (query.get('with') ?? '').split(',').filter(Boolean) : null;
  withList?.filter((entry) => !known.includes(entry)).forEach((value) => ignored.push({name: 'with', value}));
  const chosenAddons = withList ? addons.filter((a) => withList.includes(a)) : defaultChoices.addons;
  const port = given('port', (value) => /^\d+$/.test(value) && isPort(Number(value)) && !portTakenBy({port: Number(value), addons: chosenAddons}, data), Number, defaultChoices.port);
  const chosen = {
    app: given('app', isAppName, String, defaultChoices.app),
    port,
    framework: given('framework', (value) => (frameworks as readonly string[]).includes(value), (value) => value as Framework, defaultChoices.framework),
    addons: chosenAddons,
    components: withList ? components.filter((c) => withList.includes(c)) : defaultChoices.components,
  };
  // The module path is judged with the rest of the choices: what it may not be depends on what the project requires.
  const module = given('module', (value) => modulePathProblem(value, chosen) === undefined, String, defaultChoices.module);
  return {choices: {module, ...chosen}, ignored};
}

/** Choices from a URL query; what cannot be used keeps its default (see readQuery). */
export const choicesFromQuery = (search: string, data: StarterData): Choices => readQuery(search, data).choices;

/** The query that restores the choices, leaving out what equals the defaults. */
export function queryFromChoices(choices: Choices): string {
  const query = new URLSearchParams();
  if (choices.module !== defaultChoices.module) query.set('module', choices.module);
  if (choices.app !== defaultChoices.app) query.set('app', choices.app);
  if (choices.port !== defaultChoices.port) query.set('port', String(choices.port));
  if (choices.framework !== defaultChoices.framework) query.set('framework', choices.framework);
  const withList = [...choices.addons, ...choices.components];
  if (withList.join() !== [...defaultChoices.addons, ...defaultChoices.components].join()) query.set('with', withList.join(','));
  const text = query.toString().replace(/%2C/g, ',').replace(/%2F/g, '/');
  return text ? `?${text}` : '';
}
