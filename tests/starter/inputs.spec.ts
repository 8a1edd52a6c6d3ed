/**
 * The project starter refuses exactly what cannot build: each module path below, and every
 * module of the projects' build lists and every path above one, is given to go mod init, and
 * the project generated with it to go mod tidy and go build; the starter accepts what passes
 * and refuses the rest at the command its reason names. App names and ports from a shared link are
 * checked the same way the page reads them, and every key's comment keeps its docs' caveats.
 * Run alone: `flock /tmp/mcube-heavy.lock npx playwright test --project=starter tests/starter/inputs.spec.ts`.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {addons, components, frameworks, type Addon, type Framework} from '../../src/start/catalog';
import {defaultChoices, generateProject, isAppName, modulePathProblem, projectSections, readQuery, requiredParts, splitSentences, type Choices, type ModulePathProblem} from '../../src/start/generate';
import required from '../../src/start/required.json';
import {requiredPaths} from './required';
import {startText} from '../../scripts/site-model';
import {starterData} from '../../src/plugins/startData';
import {goEnv, writeProject} from './project';

const data = starterData('en');

/** The Go command that decides each rule, and what it says when it refuses. */
const decidedBy: Record<ModulePathProblem, {command: 'init' | 'tidy' | 'build' | 'tidy or build'; says: RegExp}> = {
  form: {command: 'init', says: /malformed module path|leading dash|invalid char|empty path element|double slash|trailing slash/},
  dots: {command: 'init', says: /invalid path element|trailing dot/},
  windows: {command: 'init', says: /disallowed as path element component on Windows|trailing tilde and digits/},
  reserved: {command: 'init', says: /invalid module path/},
  version: {command: 'init', says: /major version suffix/},
  name: {command: 'build', says: /invalid input directory name/},
  vendor: {command: 'build', says: /use of vendored package not allowed|must be imported as/},
  pattern: {command: 'tidy', says: /is not an importable package/},
  // tidy when the project needs other packages of that module (zerolog), build when it imports only the module's root (gin)
  module: {command: 'tidy or build', says: /finding module for package|no required module provides|is a program, not an importable package|ambiguous import|import cycle not allowed/},
  package: {command: 'tidy', says: /ambiguous import/},
};

type Case = {path: string; framework?: Framework; addons?: Addon[]};

/** The cases and the ones found by trying Go: case, dots, tildes, std-like paths, modules and packages the project needs. */
const edgeCases: Case[] = [
  ...['demo', 'example/hello', 'Example.com/x', 'example.com', 'example.com/demo', 'github.com/acme/shop/v2', 'example.com/Team_x/a~b.c-d', 'demo/v2', 'gopkg.in/x.v1'].map((path) => ({path})),
  ...['.x', 'example.com/.hidden', 'example.com/_x', 'example.com/testdata', 'example.com/x+y', 'example.com/x~', 'local', 'x/internal', 'container', 'github.com', 'google.golang.org'].map((path) => ({path})),
  ...['example.com/..', 'example.com/.', 'example.com/a.', 'example.com./x', 'example.com/x~1', 'example.com/con', 'example.com/NUL.txt', 'example.com/COM1'].map((path) => ({path})),
  ...['example.com/demo/v1', 'example.com/demo/v02', 'gopkg.in/x', '-example.com/x', 'example.com//x', 'example.com/x/', '/x', 'example.com/a b', 'example.com/x@v', 'example.com/x!y', 'example.com/ü', 'go', 'toolchain'].map((path) => ({path})),
  ...['example.com/~x', 'example.com/-x', 'example.com/+x', 'example.com/vendor/x', 'example.com/x/vendor', 'vendor', 'std', 'cmd', 'fmt', 'net', 'net/http'].map((path) => ({path})),
  {path: 'github.com/gin-gonic/gin', framework: 'gin'},
  {path: 'github.com/gin-gonic/gin', framework: 'restful'},
  {path: 'github.com/infraboard/mcube/v2/ioc/config/gin', framework: 'restful'},
  {path: 'github.com/infraboard/mcube/v2/ioc/config/gin', framework: 'gin'},
  ...['github.com/rs/zerolog', 'google.golang.org/grpc', 'go.opentelemetry.io/otel', 'github.com/infraboard/mcube/v2', 'github.com/infraboard/mcube/v2/ioc', 'github.com/infraboard/mcube', 'github.com/infraboard/mcube/v2/foo', 'github.com/rs/zerolog/x', 'github.com/stretchr/testify'].map((path) => ({path})),
  {path: 'github.com/prometheus/client_golang', addons: ['metric']},
  {path: 'github.com/prometheus/client_golang', addons: []},
];

const choicesOf = (edge: Case) => ({...defaultChoices, module: edge.path, framework: edge.framework ?? defaultChoices.framework, addons: edge.addons ?? defaultChoices.addons, components: []});

/** Which Go command fails first on the project of these choices (go mod init, go mod tidy, then go build or a compile without the link), with its output, or undefined when all pass. */
function goRefusal(choices: Choices, link: boolean): {command: 'init' | 'tidy' | 'build'; output: string} | undefined {
  const work = mkdtempSync(join(tmpdir(), 'mcube-starter-input-'));
  try {
    mkdirSync(join(work, 'init'));
    const run = (dir: string, args: string[]) => spawnSync('go', args, {cwd: dir, env: goEnv, encoding: 'utf8', timeout: 600_000});
    // "--" so that a path starting with a dash is a path, not a flag.
    const init = run(join(work, 'init'), ['mod', 'init', '--', choices.module]);
    if (init.status !== 0) return {command: 'init', output: init.stderr};
    const dir = writeProject(work, 'project', choices);
    const tidy = run(dir, ['mod', 'tidy']);
    if (tidy.status !== 0) return {command: 'tidy', output: tidy.stderr};
    const build = run(dir, link ? ['build', './...'] : ['list', '-export', './...']);
    if (build.status !== 0) return {command: 'build', output: `${build.stdout}${build.stderr}`};
    return undefined;
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

/** The starter's verdict holds with Go's: accepted builds, refused fails at the command the rule names, saying what the rule says. */
function expectGoAgrees(choices: Choices, link: boolean): void {
  const problem = modulePathProblem(choices.module, choices, required);
  const go = goRefusal(choices, link);
  const label = `${choices.module} (${requiredParts(choices).join(', ')})`;
  if (problem === undefined) {
    expect(go, `the starter accepts ${label}, and Go builds it`).toBeUndefined();
    return;
  }
  expect(decidedBy[problem].command.split(' or '), `the starter refuses ${label} (${problem}): Go refuses it at ${decidedBy[problem].command}, not at ${go?.command ?? 'no command'}`).toContain(go?.command);
  expect(go!.output, `${label}: what Go says`).toMatch(decidedBy[problem].says);
}

test('src/start/required.json is what the real builds of v2.1.10 require', () => {
  test.setTimeout(1_800_000);
  expect(requiredPaths(), 'run npx tsx scripts/starter-required.ts and commit src/start/required.json').toEqual(required);
});

test('the starter accepts what go mod init, go mod tidy and go build accept, and refuses the rest for the reason it gives', () => {
  test.setTimeout(1_800_000);
  for (const edge of edgeCases) expectGoAgrees(choicesOf(edge), true);
  // The examples, with the verdicts they must have.
  for (const path of ['demo', 'example/hello', 'Example.com/x']) expect(modulePathProblem(path, defaultChoices, required)).toBeUndefined();
  expect(modulePathProblem('github.com/gin-gonic/gin', {framework: 'restful', addons: [], components: []}, required)).toBeUndefined();
  for (const path of ['github.com/rs/zerolog', 'google.golang.org/grpc', 'go.opentelemetry.io/otel']) expect(modulePathProblem(path, defaultChoices, required)).toBe('module');
});

test('every module of the build list, and every path above one, gets the verdict Go gives, for each choice of add-ons', () => {
  test.setTimeout(3_600_000);
  const sets: Choices[] = frameworks.flatMap((framework) => [[], ...addons.map((addon) => [addon])].map((chosen) => ({...defaultChoices, framework, addons: chosen})));
  // Each path is tried once refused and once accepted, in the first set where the starter says so.
  const tried = new Set<string>();
  let count = 0;
  const started = Date.now();
  for (const set of sets) {
    const work = mkdtempSync(join(tmpdir(), 'mcube-starter-list-'));
    const dir = writeProject(work, 'project', set);
    expect(spawnSync('go', ['mod', 'tidy'], {cwd: dir, env: goEnv}).status).toBe(0);
    const modules = spawnSync('go', ['list', '-m', '-f', '{{.Path}}', 'all'], {cwd: dir, env: goEnv, encoding: 'utf8'}).stdout.split('\n').filter((path) => path && path !== set.module);
    rmSync(work, {recursive: true, force: true});
    const candidates = new Set(modules.flatMap((path) => path.split('/').map((_, i, elements) => elements.slice(0, i + 1).join('/'))));
    for (const path of candidates) {
      const choices = {...set, module: path};
      const key = `${path} ${modulePathProblem(path, choices, required) ?? 'ok'}`;
      if (tried.has(key)) continue;
      tried.add(key);
      count += 1;
      expectGoAgrees(choices, false);
    }
  }
  console.log(`starter: ${count} module paths from the build lists of ${sets.length} projects checked with Go in ${Math.round((Date.now() - started) / 1000)} s`);
});

test('Windows device names are refused as app names', () => {
  for (const name of ['con', 'nul', 'aux', 'prn', 'com1', 'lpt1', 'lpt9']) expect(isAppName(name), name).toBe(false);
  for (const name of ['console', 'com', 'lpt', 'auxiliary', 'demo']) expect(isAppName(name), name).toBe(true);
});

test('a shared link: values the fields would refuse keep their defaults and are listed', () => {
  const cases: [string, string[]][] = [
    ['?port=eighty', ['port=eighty']],
    ['?app=Demo', ['app=Demo']],
    ['?port=0x50', ['port=0x50']],
    ['?port=8e1', ['port=8e1']],
    ['?port=18080&with=grpc', ['port=18080']],
    ['?port=9090&with=jsonrpc', ['port=9090']],
    ['?app=con&module=example.com/vendor/x', ['module=example.com/vendor/x', 'app=con']],
    ['?framework=echo&with=health,mongodb', ['with=mongodb', 'framework=echo']],
  ];
  for (const [search, ignored] of cases) {
    const {choices, ignored: listed} = readQuery(search, data);
    expect(listed.map(({name, value}) => `${name}=${value}`).sort(), search).toEqual([...ignored].sort());
    expect(choices.port, search).toBe(defaultChoices.port);
  }
  const kept = readQuery('?port=18080&with=jsonrpc&app=shop', data);
  expect(kept.ignored).toEqual([]);
  expect(kept.choices).toMatchObject({port: 18080, app: 'shop', addons: ['jsonrpc']});
});

test('every key\'s comment in etc/application.toml keeps every sentence of its Meaning cell, in both languages', () => {
  const everything = {...defaultChoices, addons: [...addons], components: [...components]};
  for (const locale of ['en', 'zh-Hans'] as const) {
    const localeData = starterData(locale);
    const toml = generateProject(everything, localeData, startText[locale].generated).find((file) => file.path === 'etc/application.toml')!.content;
    // Each key's comment: the lines starting with # right above its line.
    const comments = new Map<string, string>();
    let section = '';
    let comment: string[] = [];
    for (const line of toml.split('\n')) {
      if (line.startsWith('[')) section = line.slice(1, -1);
      else if (line.startsWith('# ') && !/^# \w+ = /.test(line)) comment.push(line.slice(2));
      const key = /^(?:# )?(\w+) = /.exec(line)?.[1];
      if (key) comments.set(`${section}.${key}`, comment.join(' '));
      if (key || line.startsWith('[') || line === '') comment = [];
    }
    const missing: string[] = [];
    let longer = 0;
    for (const name of projectSections(everything, localeData)) {
      for (const key of localeData.sections[name]) {
        if (splitSentences(key.note).length > 1) longer += 1;
        const shown = comments.get(`${name}.${key.key}`);
        expect(shown, `${locale} [${name}] ${key.key} has a comment`).toBeDefined();
        for (const sentence of splitSentences(key.note)) if (!shown!.includes(sentence)) missing.push(`${locale} [${name}] ${key.key}: ${sentence}`);
      }
    }
    expect(missing).toEqual([]);
    // The notes are the whole Meaning cells, not their first sentences.
    expect(longer, `${locale}: keys whose note has more than one sentence`).toBeGreaterThan(20);
  }
  // The caveats that the first sentence alone lost.
  const en = generateProject(everything, data, startText.en.generated).find((file) => file.path === 'etc/application.toml')!.content;
  expect(en).toContain('Only token works in v2.1.10');
  expect(en).toContain('nothing reaches /metrics');
  expect(en).toContain('The default is not valid base64');
});
