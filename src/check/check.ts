/**
 * The config check: what mcube v2.1.10 makes of an application.toml or an .env file written for
 * an older release, and the file rewritten for v2.1.10. Pure (no DOM), shared by the page
 * (src/pages/check.tsx) and its tests. The TOML is parsed by toml-eslint-parser, which gives
 * every key and table its line; the `.env` format is KEY=value lines.
 */
import {parseTOML, type AST} from 'toml-eslint-parser';
import type {CheckData, CurrentKey, Kind, Run} from './data';

/** Larger input is refused: an application.toml is a few KB. */
export const maxBytes = 256 * 1024;

/** A key's place on the configuration reference and its topic page. */
export type Ref = {name: string; section: string; key?: string};

export type Finding = {line?: number} & (
  | {kind: 'syntax'; column: number; message: string}
  | {kind: 'too-large'; bytes: number}
  | {kind: 'unknown-section'; section: string; suggestion?: string}
  | {kind: 'unknown-key'; name: Ref; suggestion?: Ref}
  | {kind: 'renamed-section'; from: string; to: string; release: string}
  | {kind: 'renamed-key'; from: Ref; to: Ref; release: string}
  | {kind: 'removed-section'; section: string; release: string}
  | {kind: 'removed-key'; name: Ref; release: string}
  | {kind: 'default-changed'; name: Ref; from: string; to: string}
  | {kind: 'type'; name: Ref; expected: Kind; got: string; outcome: 'converted' | 'fails'; value?: string}
  | {kind: 'env-syntax'}
  | {kind: 'env-unknown'; env: string; suggestion?: string}
  | {kind: 'env-renamed'; env: string; to: string; name: Ref; release: string}
  | {kind: 'env-no-variable'; env: string; name: Ref; release: string}
  | {kind: 'env-removed'; env: string; name: Ref; release: string}
  | {kind: 'env-type'; env: string; name: Ref; expected: Kind}
  | {kind: 'env-and-file'; env: string; name: Ref; fileLine: number; fileWonBefore: boolean}
);

/** Why the rewrite comments a line out (the page writes it in its language). */
export type Reason = Extract<Finding, {kind: 'unknown-section' | 'unknown-key' | 'removed-section' | 'removed-key' | 'renamed-key'}>;

export type CheckResult = {
  findings: Finding[];
  /** The file rewritten for v2.1.10, or undefined when it could not be read. */
  rewritten?: string;
};

const covers = (runs: Run[] | undefined, r: number): string | undefined => runs?.find(([from, until]) => from <= r && r <= until)?.[2];

/** Edit distance with transpositions (`prot` is one step from `port`), for "did you mean". */
function distance(a: string, b: string): number {
  const d = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The closest of the candidates, if close enough to be a misspelling. */
function closest(word: string, candidates: string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: [string, number] | undefined;
  for (const candidate of candidates) {
    const d = distance(lower, candidate.toLowerCase());
    if (d <= Math.max(1, Math.floor(candidate.length / 3)) && (!best || d < best[1])) best = [candidate, d];
  }
  return best?.[0];
}

/** Go's time.Duration String() for a whole number of nanoseconds. */
export function goDuration(ns: number): string {
  if (ns === 0) return '0s';
  const sign = ns < 0 ? '-' : '';
  let n = Math.abs(ns);
  const trim = (value: number) => String(Number(value.toFixed(9)));
  if (n < 1e3) return `${sign}${n}ns`;
  if (n < 1e6) return `${sign}${trim(n / 1e3)}µs`;
  if (n < 1e9) return `${sign}${trim(n / 1e6)}ms`;
  const hours = Math.floor(n / 3.6e12);
  n -= hours * 3.6e12;
  const minutes = Math.floor(n / 6e10);
  n -= minutes * 6e10;
  const seconds = trim(n / 1e9);
  if (hours) return `${sign}${hours}h${minutes}m${seconds}s`;
  if (minutes) return `${sign}${minutes}m${seconds}s`;
  return `${sign}${seconds}s`;
}

const boolWords: Record<string, boolean> = {1: true, t: true, T: true, TRUE: true, true: true, True: true, 0: false, f: false, F: false, FALSE: false, false: false, False: false};
const integerText = /^[+-]?\d+$/;
const floatText = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

type Outcome = {outcome: 'converted' | 'fails'; value?: string; got: string} | undefined;

/**
 * What mcube v2.1.10's file loader (mapstructure with WeaklyTypedInput) does with a TOML value for
 * a key of this kind, as Go prints the result (%v): undefined when the value is of the key's type.
 * The tests load the same values through mcube itself and compare.
 */
function outcomeOf(kind: Kind, node: AST.TOMLContentNode): Outcome {
  const got = node.type === 'TOMLValue' ? node.kind : node.type === 'TOMLArray' ? 'array' : 'table';
  const fails: Outcome = {outcome: 'fails', got};
  const converted = (value: string): Outcome => ({outcome: 'converted', value, got});
  if (node.type === 'TOMLInlineTable') return kind === 'm' ? undefined : fails;
  if (kind === 'm') return fails;
  if (node.type === 'TOMLArray') {
    if (kind !== 'S' && kind !== 'F') return fails;
    const items = node.elements.map((element) => outcomeOf(kind === 'S' ? 's' : 'f', element));
    if (items.some((item) => item?.outcome === 'fails')) return fails;
    if (items.every((item) => item === undefined)) return undefined;
    return converted(`[${node.elements.map((element, i) => items[i]?.value ?? scalarText(element)).join(' ')}]`);
  }
  // A date or time: BurntSushi/toml gives a time.Time, which mapstructure puts in no key of mcube.
  if (node.kind !== 'string' && node.kind !== 'integer' && node.kind !== 'float' && node.kind !== 'boolean') return fails;
  if (kind === 'S' || kind === 'F') {
    const item = outcomeOf(kind === 'S' ? 's' : 'f', node);
    return item?.outcome === 'fails' ? fails : converted(`[${item?.value ?? scalarText(node)}]`);
  }
  const v = node.value;
  switch (kind) {
    case 's':
      if (node.kind === 'string') return undefined;
      return converted(typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
    case 'i':
    case 'd': {
      const asText = (n: string | number) => (kind === 'd' ? goDuration(Number(n)) : String(n));
      if (node.kind === 'integer') return kind === 'i' ? undefined : converted(asText(node.number.replace(/_/g, '')));
      if (node.kind === 'float') return converted(asText(Math.trunc(node.value)));
      if (node.kind === 'boolean') return converted(asText(node.value ? 1 : 0));
      if (node.value === '') return converted(asText(0));
      return integerText.test(node.value) ? converted(asText(BigInt(node.value).toString())) : fails;
    }
    case 'b':
      if (node.kind === 'boolean') return undefined;
      if (node.kind === 'string') return node.value in boolWords ? converted(String(boolWords[node.value])) : node.value === '' ? converted('false') : fails;
      return converted(String(node.value !== 0));
    case 'f':
      if (node.kind === 'float' || node.kind === 'integer') return undefined;
      if (node.kind === 'boolean') return converted(node.value ? '1' : '0');
      return floatText.test(node.value.trim()) ? converted(String(Number(node.value))) : fails;
  }
}

const scalarText = (node: AST.TOMLContentNode): string => (node.type === 'TOMLValue' ? String(node.value) : '');

/** Where names live on the site, and what each release called them. */
class Model {
  readonly last: number;
  /** v2.1.10's keys by full name. */
  readonly current = new Map<string, {section: string; key: CurrentKey}>();
  readonly currentEnv = new Map<string, string>();
  readonly sections: Set<string>;

  constructor(readonly data: CheckData) {
    this.last = data.releases.length - 1;
    for (const [section, keys] of Object.entries(data.sections)) {
      for (const key of keys) {
        this.current.set(`${section}.${key[0]}`, {section, key});
        if (key[1]) this.currentEnv.set(key[1], `${section}.${key[0]}`);
      }
    }
    this.sections = new Set(Object.keys(data.sections));
  }

  /** A full name as a link target: v2.1.10's section and key when it has them, else its longest known section. */
  ref(name: string): Ref {
    const now = this.current.get(name);
    if (now) return {name, section: now.section, key: now.key[0]};
    const known = [...this.sections, ...this.data.sectionNames.flat().map((run) => run[2])];
    const section = known.filter((s) => name === s || name.startsWith(`${s}.`)).sort((a, b) => b.length - a.length)[0] ?? name.split('.')[0];
    return {name, section, key: name.slice(section.length + 1) || undefined};
  }

  /** The name the runs end with, when the thing is still there in v2.1.10. */
  currentName = (runs: Run[]): string | undefined => (runs[runs.length - 1]?.[1] === this.last ? runs[runs.length - 1][2] : undefined);
  /** The release where the runs took their last value (a rename's release). */
  since = (runs: Run[]): string => this.data.releases[runs[runs.length - 1][0]];
  /** The release after the runs end (the removal's release). */
  goneAt = (runs: Run[]): string => this.data.releases[Math.min(runs[runs.length - 1][1] + 1, this.last)];

  /**
   * The runs (of sections or keys) that had this name at release r, else at a later release (a
   * file may hold a name newer than the release it was written for); the one still there first.
   */
  private named(all: Run[][], name: string, r: number): Run[] | undefined {
    const at = all.filter((runs) => covers(runs, r) === name);
    const later = all.filter((runs) => runs.some(([, until, value]) => value === name && until >= r));
    const earlier = all.filter((runs) => runs.some(([, , value]) => value === name));
    const found = [at, later, earlier].find((list) => list.length) ?? [];
    return found.find((runs) => this.currentName(runs)) ?? found[0];
  }

  sectionAt = (name: string, r: number): Run[] | undefined => this.named(this.data.sectionNames, name, r);
  keyAt = (name: string, r: number): Run[] | undefined => this.named(this.data.keys.map(([names]) => names), name, r);

  /** The key whose env variable this was at release r (else the nearest later, else earlier release), with that release's key name. */
  envAt(env: string, r: number): {names: Run[]; envs: Run[]; name: string} | undefined {
    const order = [...this.data.releases.keys()].slice(r).concat([...this.data.releases.keys()].slice(0, r).reverse());
    for (const at of order) {
      for (const [names, envs = []] of this.data.keys) {
        const name = covers(names, at);
        if (!name) continue;
        const now = this.currentName(names);
        if ((covers(envs, at) ?? (now ? this.current.get(now)?.key[1] : undefined)) === env) return {names, envs, name};
      }
    }
    return undefined;
  }

  isMapKey = (name: string): boolean => this.current.get(name)?.key[2] === 'm';
}

type Leaf = {path: string[]; node: AST.TOMLContentNode; kv: AST.TOMLKeyValue};
type Edit = {replace?: {range: [number, number]; text: string}; comment?: {lines: [number, number]; reason: Reason}};

/** The key-values of a table with their full paths, inline tables opened unless they are a map key's value. */
function leaves(model: Model, prefix: string[], body: AST.TOMLKeyValue[], kv?: AST.TOMLKeyValue): Leaf[] {
  return body.flatMap((entry) => {
    const path = [...prefix, ...entry.key.keys.map((key) => (key.type === 'TOMLBare' ? key.name : key.value))];
    if (entry.value.type === 'TOMLInlineTable' && !model.isMapKey(path.join('.'))) return leaves(model, path, entry.value.body, kv ?? entry);
    return [{path, node: entry.value, kv: kv ?? entry}];
  });
}

export type Comments = (reason: Reason) => string;

/** Checks an application.toml written for `release`; `comment` writes the reason above a line the rewrite comments out. */
export function checkToml(data: CheckData, source: string, release: string, comment: Comments): CheckResult & {set: Map<string, number>} {
  const model = new Model(data);
  const r = Math.max(0, data.releases.indexOf(release));
  const set = new Map<string, number>();
  const bytes = new TextEncoder().encode(source).length;
  if (bytes > maxBytes) return {findings: [{kind: 'too-large', bytes}], set};
  let program: AST.TOMLProgram;
  try {
    program = parseTOML(source, {tomlVersion: '1.0'});
  } catch (error) {
    const e = error as {lineNumber?: number; column?: number; message?: string};
    // A RangeError (call stack) is input nested past what the parser can follow.
    const message = error instanceof RangeError ? 'nested too deeply' : String(e.message ?? error);
    return {findings: [{kind: 'syntax', line: e.lineNumber ?? 1, column: (e.column ?? 0) + 1, message}], set};
  }
  const findings: Finding[] = [];
  const edits: Edit[] = [];
  const commentOut = (node: AST.TOMLNode, reason: Reason) => edits.push({comment: {lines: [node.loc.start.line, node.loc.end.line], reason}});
  const top = program.body[0];

  // Per table: what its header was at the release, and what v2.1.10 calls it.
  type Header = {path: string[]; to: string[]; dropped: boolean};
  const headerOf = (table: AST.TOMLTable): Header => {
    const name = table.resolvedKey.join('.');
    const path = table.resolvedKey.map(String);
    if (table.kind === 'array' || model.isMapKey(name)) return {path, to: path, dropped: false};
    const runs = model.sectionAt(name, r);
    const now = runs && model.currentName(runs);
    if (now && now !== name) {
      findings.push({kind: 'renamed-section', line: table.loc.start.line, from: name, to: now, release: model.since(runs)});
      edits.push({replace: {range: table.key.range, text: now}});
      return {path, to: now.split('.'), dropped: false};
    }
    if (runs && !now) {
      const reason: Reason = {kind: 'removed-section', line: table.loc.start.line, section: name, release: model.goneAt(runs)};
      findings.push(reason);
      commentOut(table, reason);
      return {path, to: path, dropped: true};
    }
    if (!model.sections.has(name) && !data.sectionNames.some((s) => model.currentName(s) === name)) {
      // Not a section of any release: a misspelling, or a parent table ([metric] above [metric.api_stats]) of keys checked one by one.
      if (table.body.length || !data.sectionNames.some((s) => s.some(([, , n]) => n.startsWith(`${name}.`)))) {
        const keys = leaves(model, [], table.body).map((leaf) => leaf.path.join('.'));
        const byKeys = Object.entries(data.sections)
          .map(([section, sectionKeys]) => [section, keys.filter((k) => sectionKeys.some(([key]) => key === k)).length] as const)
          .sort((a, b) => b[1] - a[1])[0];
        const suggestion = closest(name, [...model.sections]) ?? (byKeys && byKeys[1] * 2 >= keys.length && byKeys[1] > 0 ? byKeys[0] : undefined);
        const reason: Reason = {kind: 'unknown-section', line: table.loc.start.line, section: name, suggestion};
        findings.push(reason);
        commentOut(table, reason);
        return {path, to: path, dropped: true};
      }
    }
    return {path, to: path, dropped: false};
  };

  const checkLeaf = (leaf: Leaf, header: Header | undefined) => {
    const line = leaf.kv.loc.start.line;
    const name = leaf.path.join('.');
    const inHeader = header ? leaf.path.slice(header.path.length) : leaf.path;
    const expected = header ? [...header.to, ...inHeader].join('.') : name;
    const runs = model.keyAt(name, r);
    const now = runs && model.currentName(runs);
    let finalName: string | undefined;
    if (now) {
      finalName = now;
      if (now !== expected) {
        findings.push({kind: 'renamed-key', line, from: model.ref(name), to: model.ref(now), release: model.since(runs)});
        const sectionNow = header?.to.join('.');
        if (sectionNow && now.startsWith(`${sectionNow}.`) && leaf.kv.key.keys.length === inHeader.length) {
          edits.push({replace: {range: leaf.kv.key.range, text: now.slice(sectionNow.length + 1)}});
        } else {
          // Moved out of its table: commented out here, written under its new table at the end.
          const value = source.slice(leaf.node.range[0], leaf.node.range[1]);
          const reason: Reason = {kind: 'renamed-key', line, from: model.ref(name), to: model.ref(now), release: model.since(runs)};
          edits.push({comment: {lines: [line, leaf.kv.loc.end.line], reason}}, {replace: {range: [source.length, source.length], text: `\n${tomlKeyLine(model, now, value)}`}});
        }
      }
    } else if (runs) {
      const reason: Reason = {kind: 'removed-key', line, name: model.ref(name), release: model.goneAt(runs)};
      findings.push(reason);
      commentOut(leaf.kv, reason);
    } else if (model.current.has(expected)) {
      finalName = expected;
    } else if (leaf.path.some((_, i) => model.isMapKey(leaf.path.slice(0, i).join('.')))) {
      return;
    } else {
      const ref = model.ref(expected);
      const sectionKeys = data.sections[ref.section]?.map(([key]) => key) ?? [];
      const sameSection = ref.key ? closest(ref.key, sectionKeys) : undefined;
      const elsewhere = ref.key ? [...model.current.values()].filter(({key}) => key[0] === ref.key) : [];
      const suggestion = sameSection ? model.ref(`${ref.section}.${sameSection}`) : elsewhere.length === 1 ? model.ref(`${elsewhere[0].section}.${ref.key}`) : undefined;
      const reason: Reason = {kind: 'unknown-key', line, name: ref, suggestion};
      findings.push(reason);
      commentOut(leaf.kv, reason);
    }
    if (!finalName) return;
    set.set(finalName, line);
    const outcome = outcomeOf(model.current.get(finalName)!.key[2], leaf.node);
    if (outcome) findings.push({kind: 'type', line, name: model.ref(finalName), expected: model.current.get(finalName)!.key[2], ...outcome});
  };

  for (const entry of top.body) {
    if (entry.type === 'TOMLKeyValue') {
      for (const leaf of leaves(model, [], [entry])) {
        // A dotted key at the top (`mongodb.database = …`) names its section itself.
        const root = leaf.path.slice(0, -1).join('.');
        const runs = root ? model.sectionAt(root, r) : undefined;
        const now = runs && model.currentName(runs);
        if (now && now !== root) {
          findings.push({kind: 'renamed-section', line: leaf.kv.loc.start.line, from: root, to: now, release: model.since(runs)});
          checkLeaf(leaf, {path: root.split('.'), to: now.split('.'), dropped: false});
          continue;
        }
        checkLeaf(leaf, undefined);
      }
      continue;
    }
    const header = headerOf(entry);
    if (header.dropped || entry.kind === 'array' || model.isMapKey(header.path.join('.'))) {
      if (entry.kind === 'array') {
        const reason: Reason = {kind: 'unknown-section', line: entry.loc.start.line, section: `[${header.path.join('.')}]`};
        findings.push(reason);
        commentOut(entry, reason);
      }
      continue;
    }
    for (const leaf of leaves(model, header.path, entry.body)) checkLeaf(leaf, header);
  }

  // Defaults changed since the release, for keys of that release the file does not set.
  for (const [names, , defaults] of data.keys) {
    const now = model.currentName(names);
    if (!defaults?.length || !now || !covers(names, r) || set.has(now)) continue;
    const then = covers(defaults, r);
    if (then !== undefined && then !== covers(defaults, model.last)) findings.push({kind: 'default-changed', name: model.ref(now), from: then, to: model.current.get(now)!.key[3]});
  }

  findings.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return {findings, rewritten: applyEdits(source, edits, comment), set};
}

/** `key = value` under `[section]`, for a key moved to another section. */
function tomlKeyLine(model: Model, name: string, value: string): string {
  const ref = model.ref(name);
  return `[${ref.section}]\n${ref.key} = ${value}\n`;
}

/** Replacements first (from the end, so ranges hold), then whole lines commented out with the reason above. */
function applyEdits(source: string, edits: Edit[], comment: Comments): string {
  let text = source;
  const replaces = edits.flatMap((edit) => (edit.replace ? [edit.replace] : [])).sort((a, b) => b.range[0] - a.range[0]);
  for (const {range, text: replacement} of replaces) text = text.slice(0, range[0]) + replacement + text.slice(range[1]);
  const lines = text.split('\n');
  const comments = edits.flatMap((edit) => (edit.comment ? [edit.comment] : [])).sort((a, b) => b.lines[0] - a.lines[0]);
  const commented = new Set<number>();
  for (const {lines: [from, until], reason} of comments) {
    for (let line = from; line <= until; line++) {
      if (commented.has(line)) continue;
      commented.add(line);
      lines[line - 1] = `# ${lines[line - 1]}`;
    }
    lines.splice(from - 1, 0, `# ${comment(reason)}`);
  }
  return lines.join('\n');
}

/** The `KEY=value` lines of an .env file (`export`, quotes and comments as shells and dotenv write them). */
export function parseEnv(source: string): {line: number; name: string; value: string; raw: string}[] | {line: number} {
  const entries: {line: number; name: string; value: string; raw: string}[] = [];
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const text = raw.trim();
    if (!text || text.startsWith('#')) continue;
    const assignment = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(text);
    if (!assignment) return {line: i + 1};
    const value = assignment[2].replace(/^(["'])(.*)\1$/, '$2');
    entries.push({line: i + 1, name: assignment[1], value, raw});
  }
  return entries;
}

/** Whether caarlos0/env (mcube's env loader) parses the variable's value for a key of this kind. */
function envValueFits(kind: Kind, value: string): boolean {
  switch (kind) {
    case 'i':
      return integerText.test(value);
    case 'b':
      return value in boolWords;
    case 'f':
      return floatText.test(value);
    case 'd':
      return /^[+-]?((\d+\.?\d*|\.\d+)(ns|us|µs|ms|s|m|h))+$|^0$/.test(value);
    default:
      return true;
  }
}

/** Checks an .env file written for `release`; `fileKeys` are the keys the TOML sets (v2.1.10's names, with their line). */
export function checkEnv(data: CheckData, source: string, release: string, fileKeys: Map<string, number>, comment: Comments): CheckResult {
  const model = new Model(data);
  const r = Math.max(0, data.releases.indexOf(release));
  const bytes = new TextEncoder().encode(source).length;
  if (bytes > maxBytes) return {findings: [{kind: 'too-large', bytes}]};
  const entries = parseEnv(source);
  if (!Array.isArray(entries)) return {findings: [{kind: 'env-syntax', line: entries.line}]};
  const findings: Finding[] = [];
  const lines = source.split(/\r?\n/);
  const fileWonBefore = r < data.releases.indexOf(data.envWinsSince);
  for (const {line, name: env, value, raw} of entries) {
    let keyName = model.currentEnv.get(env);
    if (!keyName) {
      const found = model.envAt(env, r);
      const now = found && model.currentName(found.names);
      if (found && now) {
        const to = model.current.get(now)!.key[1];
        const release = data.releases[(found.envs[found.envs.length - 1]?.[1] ?? r) + 1] ?? data.tag;
        if (to) {
          findings.push({kind: 'env-renamed', line, env, to, name: model.ref(now), release});
          lines[line - 1] = raw.replace(env, to);
          keyName = now;
        } else {
          const reason: Reason = {kind: 'removed-key', line, name: model.ref(now), release};
          findings.push({kind: 'env-no-variable', line, env, name: model.ref(now), release});
          lines[line - 1] = `# ${comment(reason)}\n# ${raw}`;
        }
      } else if (found) {
        const reason: Reason = {kind: 'removed-key', line, name: model.ref(found.name), release: model.goneAt(found.names)};
        findings.push({kind: 'env-removed', line, env, name: model.ref(found.name), release: reason.release});
        lines[line - 1] = `# ${comment(reason)}\n# ${raw}`;
      } else {
        const suggestion = closest(env, [...model.currentEnv.keys()]);
        findings.push({kind: 'env-unknown', line, env, suggestion});
        lines[line - 1] = `# ${comment({kind: 'unknown-key', line, name: {name: env, section: ''}, suggestion: suggestion ? model.ref(model.currentEnv.get(suggestion)!) : undefined})}\n# ${raw}`;
      }
    }
    if (!keyName) continue;
    const kind = model.current.get(keyName)!.key[2];
    if (!envValueFits(kind, value)) findings.push({kind: 'env-type', line, env: model.current.get(keyName)!.key[1], name: model.ref(keyName), expected: kind});
    const fileLine = fileKeys.get(keyName);
    if (fileLine) findings.push({kind: 'env-and-file', line, env: model.current.get(keyName)!.key[1], name: model.ref(keyName), fileLine, fileWonBefore});
  }
  return {findings, rewritten: lines.join('\n')};
}
