/**
 * The project starter refuses what cannot build, by Go's own rules: each module path below is
 * judged by golang.org/x/mod/module.CheckPath (tests/starter/checkpath) and by the starter,
 * and the starter accepts exactly the paths CheckPath accepts whose projects pass `go mod tidy`
 * and `go build` (a vendor element or a required module's path passes CheckPath and fails there). App names and ports from a shared link are
 * checked the same way the page reads them, and every key's comment keeps its docs' caveats.
 * Run alone: `flock /tmp/mcube-heavy.lock npx playwright test --project=starter tests/starter/inputs.spec.ts`.
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {addons, components} from '../../src/start/catalog';
import {defaultChoices, generateProject, isAppName, modulePathProblem, projectSections, readQuery, splitSentences} from '../../src/start/generate';
import {startText} from '../../scripts/site-model';
import {starterData} from '../../src/plugins/startData';
import {goEnv, writeProject} from './project';

const data = starterData('en');

const refused = [
  'example.com/..',
  'example.com/.',
  'example.com/a.',
  'example.com./x',
  'example.com/x~1',
  'example.com/con',
  'example.com/NUL.txt',
  'example.com/vendor/x',
  'example.com/demo/v1',
  'example.com/demo/v02',
  'example.com/.hidden',
  'Example.com/x',
  'example/x',
  '-example.com/x',
  'example.com//x',
  'example.com/x/',
  'example.com/a b',
  'github.com/infraboard/mcube/v2',
  'github.com/gin-gonic/gin',
];
const accepted = ['example.com', 'example.com/demo', 'github.com/acme/shop/v2', 'example.com/Team_x/a~b.c-d'];

/** Go's verdict on each path: CheckPath's error, or '' when Go accepts it. */
function checkPath(paths: string[]): Record<string, string> {
  const run = spawnSync('go', ['run', '.'], {cwd: join(__dirname, 'checkpath'), env: goEnv, input: paths.join('\n'), encoding: 'utf8'});
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Record<string, string>;
}

/** Whether the project generated with this module path passes go mod tidy and go build; the output when not. */
function builds(module: string): {ok: boolean; output: string} {
  const work = mkdtempSync(join(tmpdir(), 'mcube-starter-input-'));
  try {
    const dir = writeProject(work, 'project', {...defaultChoices, module});
    for (const args of [['mod', 'tidy'], ['build', './...']]) {
      const run = spawnSync('go', args, {cwd: dir, env: goEnv, encoding: 'utf8', timeout: 600_000});
      if (run.status !== 0) return {ok: false, output: `go ${args.join(' ')}: ${run.stdout}${run.stderr}`};
    }
    return {ok: true, output: ''};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

test('the starter accepts the paths Go accepts whose projects build, and refuses the rest', () => {
  test.setTimeout(1_800_000);
  const go = checkPath([...refused, ...accepted]);
  for (const path of accepted) {
    expect(go[path], `Go accepts ${path}`).toBe('');
    expect(modulePathProblem(path), `the starter accepts ${path}`).toBeUndefined();
    const result = builds(path);
    expect(result.ok, `${path}: ${result.output}`).toBe(true);
  }
  for (const path of refused) {
    const problem = modulePathProblem(path);
    expect(problem, `the starter refuses ${path} (Go says: ${go[path] || 'accepted'})`).toBeDefined();
    if (go[path] !== '') continue;
    // A path Go accepts is refused only for a reason of its own, and its project does not build.
    expect(['vendor', 'taken'], path).toContain(problem);
    expect(builds(path).ok, `${path} builds although the starter refuses it`).toBe(false);
  }
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
