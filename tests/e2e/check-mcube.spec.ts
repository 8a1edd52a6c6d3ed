/**
 * The config check's upgrade, proved by mcube: the default config of every release that changed
 * the configuration (from facts/history.json) is upgraded by the page in the browser, and the
 * result is loaded by mcube v2.1.10's own loader (tests/check/loader, the real module): it
 * loads, every key it keeps is one v2.1.10 reads, and every key of the old file is either read
 * under its name or has a finding on its line. The page's claims about wrong types are held
 * to what the loader does with the same values.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parse} from 'smol-toml';
import {test, expect, gotoHydrated} from './site';
import {repoRoot} from '../../scripts/site-model';
import {checkData} from '../../src/plugins/checkData';
import type {Kind, Run} from '../../src/check/data';
import {runCheck} from './check';

const data = checkData('en');
const last = data.releases.length - 1;
const covers = (runs: Run[] | undefined, r: number) => runs?.find(([from, until]) => from <= r && r <= until)?.[2];

/** Releases where a section's or key's name, env variable or default changed (v2.0.0 included). */
const changing = [
  ...new Set([0, ...[...data.sectionNames, ...data.keys.flatMap(([names, env, defaults]) => [names, env ?? [], defaults ?? []])].flatMap((runs) => runs.flatMap(([from, until]) => [from, until + 1])).filter((r) => r <= last)]),
].sort((a, b) => a - b);

const sample: Record<Kind, string> = {s: '"x"', i: '7', d: '7', b: 'true', f: '0.5', S: '["x"]', F: '[0.5]', m: '{a = "x"}'};

/** The default config of a release: every key it had, with its default where it is a TOML value. */
function defaultConfig(r: number): {toml: string; keys: {name: string; line: number; header: number}[]} {
  const bySection = new Map<string, {key: string; value: string}[]>();
  // history.json may give one name two records (a key's own, and the old name of a renamed key): the one still there wins.
  const taken = new Set<string>();
  const byCurrent = [...data.keys].sort(([a], [b]) => Number(b[b.length - 1][1] === last) - Number(a[a.length - 1][1] === last));
  for (const [names, , defaults] of byCurrent) {
    const name = covers(names, r);
    if (!name || taken.has(name)) continue;
    taken.add(name);
    const now = names[names.length - 1][1] === last ? names[names.length - 1][2] : undefined;
    const nowKey = now ? data.sections[now.slice(0, now.lastIndexOf('.'))]?.find(([key]) => key === now.slice(now.lastIndexOf('.') + 1)) : undefined;
    const value = covers(defaults, r) ?? nowKey?.[3];
    const literal = value !== undefined && (() => {
      try {
        parse(`v = ${value}`);
        return true;
      } catch {
        return false;
      }
    })();
    const section = name.slice(0, name.lastIndexOf('.'));
    // A map key gets an entry, so the loader has a key of it to read.
    const written = nowKey?.[2] === 'm' ? sample.m : literal ? value! : nowKey ? sample[nowKey[2]] : '"x"';
    bySection.set(section, [...(bySection.get(section) ?? []), {key: name.slice(section.length + 1), value: written}]);
  }
  const lines: string[] = [];
  const keys: {name: string; line: number; header: number}[] = [];
  for (const section of [...bySection.keys()].sort()) {
    lines.push(`[${section}]`);
    const header = lines.length;
    for (const {key, value} of bySection.get(section)!) {
      lines.push(`${key} = ${value}`);
      keys.push({name: `${section}.${key}`, line: lines.length, header});
    }
    lines.push('');
  }
  return {toml: lines.join('\n'), keys};
}

type Loaded = {error: string; read: string[]; unread: string[]; values: Record<string, string>};

test.describe('mcube v2.1.10 loads what the page upgrades', () => {
  test.describe.configure({timeout: 600_000});
  const work = mkdtempSync(join(tmpdir(), 'mcube-check-'));
  const variants = ['gin', 'restful', 'rabbitmq'];

  test.beforeAll(() => {
    // The loader, as a Gin, a go-restful and a RabbitMQ-bus service register mcube's objects.
    execFileSync('go', ['build', '-o', work, './...'], {cwd: join(repoRoot, 'tests/check/loader'), stdio: 'inherit', timeout: 540_000});
  });
  test.afterAll(() => rmSync(work, {recursive: true, force: true}));

  const load = (toml: string, env: Record<string, string> = {}): Loaded[] => {
    const file = join(work, 'application.toml');
    writeFileSync(file, toml);
    return variants.map((variant) => JSON.parse(execFileSync(join(work, variant), [file], {env: {...process.env, ...env}, encoding: 'utf8'})) as Loaded);
  };

  test(`the default config of each of ${changing.length} releases, upgraded in the browser`, async ({page}) => {
    await gotoHydrated(page, '/check/');
    for (const r of changing) {
      const release = data.releases[r];
      const old = defaultConfig(r);
      const shown = await runCheck(page, 'en', {toml: old.toml, release});
      expect(shown.toml, `${release}: a rewritten file`).toBeDefined();
      const loaded = load(shown.toml!);
      for (const [i, result] of loaded.entries()) expect(result.error, `${release}, ${variants[i]}: mcube loads the upgraded file`).toBe('');
      // A map key's entries are read as "section.key.entry".
      const readKeys = loaded.flatMap((result) => result.read);
      const read = new Set([...readKeys, ...readKeys.map((key) => key.slice(0, key.lastIndexOf('.')))]);
      const unread = loaded[0].unread.filter((key) => loaded.every((result) => result.unread.includes(key)));
      expect(unread, `${release}: keys of the upgraded file no service of v2.1.10 reads`).toEqual([]);
      for (const key of old.keys) {
        const finding = shown.findings.find((f) => f.line === key.line) ?? shown.findings.find((f) => f.line === key.header && f.kind.endsWith('-section'));
        if (finding?.kind === 'renamed-section') {
          expect(read, `${release}: ${key.name} read under its section's new name`).toContain(`${finding.name}.${key.name.slice(key.name.lastIndexOf('.') + 1)}`);
        } else if (finding?.kind === 'renamed-key') {
          expect(read, `${release}: ${key.name} read as ${finding.name}`).toContain(finding.name);
        } else if (!finding || finding.kind === 'type') {
          expect(read, `${release}: ${key.name} (line ${key.line}) is read, or has a finding`).toContain(key.name);
        }
      }
    }
  });

  test('what the page says of a wrong type is what mcube does with it', async ({page}) => {
    await gotoHydrated(page, '/check/');
    const toml = [
      '[app]',
      'name = 42',
      'description = true',
      'debug = "yes"',
      '[http]',
      'port = "8080"',
      'read_timeout = 60.9',
      'enable = 1',
      '[grpc]',
      'port = "abc"',
      '[redis]',
      'endpoints = "127.0.0.1:6379"',
      'db = ""',
      '[rabbitmq]',
      'timeout = "5s"',
      'heart_beat = 10000000000',
      '[trace]',
      'trace_id_ratio = "0.25"',
      'endpoint = ["a"]',
      '[log]',
      'extra_fields = "x"',
      '[log.console]',
      'enable = "f"',
    ].join('\n');
    const shown = await runCheck(page, 'en', {toml, release: 'v2.1.10'});
    const types = shown.findings.filter((f) => f.kind === 'type');
    expect(types.length).toBe(15);
    const [loaded] = load(toml);
    // The loader's error, one part per object: "decode grpc error: … * cannot parse 'port' as int …".
    const errorOf = (section: string) => loaded.error.split(/(?=decode \w+ error)/).find((part) => part.startsWith(`decode ${section} error`)) ?? '';
    for (const finding of types) {
      const [section, ...path] = finding.name!.split('.');
      const key = `'${path.join('.')}'`;
      if (finding.outcome === 'fails') {
        expect(errorOf(section), `${finding.name}: mcube fails on it, as the page says`).toContain(key);
      } else {
        expect(errorOf(section), `${finding.name}: mcube reads it, as the page says`).not.toContain(key);
        expect(loaded.values[finding.name!], `${finding.name}: the value the page says`).toBe(finding.value);
      }
    }
  });

  test('a variable and a file key: the variable wins in v2.1.10, as the page says', async ({page}) => {
    await gotoHydrated(page, '/check/');
    const toml = '[app]\nname = "from-file"\n[rabbitmq]\ntimeout = 7\n';
    const shown = await runCheck(page, 'en', {toml, env: 'APP_NAME=from-env\nRABBITMQ_TIMEOUT=30s\n', release: 'v2.0.91'});
    expect(shown.findings.filter((f) => f.kind === 'env-and-file').map((f) => f.name)).toEqual(['app.name', 'rabbitmq.timeout']);
    const [loaded] = load(toml, {CHECK_ENV: '1', APP_NAME: 'from-env', RABBITMQ_TIMEOUT: '30s'});
    expect(loaded.values).toMatchObject({'app.name': 'from-env', 'rabbitmq.timeout': '30s'});
  });
});
