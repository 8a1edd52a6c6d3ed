/**
 * Every config section, key and env variable named on the site exists in mcube v2.1.10,
 * and a key table documents its section completely and with the right env/type/default.
 */
import {test, expect} from '@playwright/test';
import {parse as parseToml} from 'smol-toml';
import {loadSiteMarkdown, type Table} from '../../src/node/markdown';
import {wordsInCodeCell} from './key-cells';
import {envPrefixes, findKey, isLiteralDefault, knownEnv, leadingValue, sections} from './mcube-config';
import {applicationToml} from '../../src/components/HelloService/snippets';

/** The columns of a key table, in each locale. */
const keyTableHeaders = {
  en: ['Key', 'Env variable', 'Type', 'Default', 'Meaning'],
  'zh-Hans': ['配置项', '环境变量', '类型', '默认值', '说明'],
};
const {docs, pages} = loadSiteMarkdown();
const files = [...docs, ...pages];

/**
 * Problems with one parsed TOML document: unknown sections and keys. `own` names the
 * sections of the page's own IoC objects (mcube loads [<object name>] into any object), whose
 * keys are the page's to choose.
 */
export function tomlProblems(config: Record<string, unknown>, own: Set<string> = new Set()): string[] {
  const problems: string[] = [];
  const walk = (section: string, table: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(table)) {
      const isTable = typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
      const entry = findKey(section, key);
      if (isTable && sections[`${section}.${key}`]) {
        walk(`${section}.${key}`, value as Record<string, unknown>);
      } else if (!entry) {
        problems.push(`[${section}] has no key "${key}" in mcube v2.1.10`);
      } else if (isTable && !entry.type.startsWith('map[')) {
        problems.push(`[${section}] ${key} is a ${entry.type}, not a table`);
      }
    }
  };
  for (const [name, value] of Object.entries(config)) {
    if (own.has(name)) continue;
    if (!sections[name]) problems.push(`mcube v2.1.10 has no section [${name}]`);
    else if (typeof value !== 'object' || value === null) problems.push(`${name} must be a section, not a value`);
    else walk(name, value as Record<string, unknown>);
  }
  return problems;
}

test('the data file lists the sections the site documents', () => {
  for (const name of ['app', 'http', 'grpc', 'jsonrpc', 'log', 'trace', 'datasource', 'redis', 'kafka', 'lock']) {
    expect(sections[name]?.length, `section [${name}]`).toBeGreaterThan(0);
  }
});

test('the checker itself rejects unknown sections and keys', () => {
  expect(tomlProblems({redis: {endpoints: ['x'], hostname: 'y'}})).toEqual(['[redis] has no key "hostname" in mcube v2.1.10']);
  expect(tomlProblems({mysql: {host: 'x'}})).toEqual(['mcube v2.1.10 has no section [mysql]']);
  expect(tomlProblems({mysql: {host: 'x'}}, new Set(['orders']))).toEqual(['mcube v2.1.10 has no section [mysql]']);
  expect(tomlProblems({orders: {inventory_address: 'x'}}, new Set(['orders']))).toEqual([]);
  expect(tomlProblems({log: {console: {enable: true}, extra_fields: {team: 'a'}}})).toEqual([]);
  expect(leadingValue('"defualt app encrypt key" (sic)')).toBe('"defualt app encrypt key"');
  expect(leadingValue('nil (auto)')).toBe('nil');
});

/** The names the Go blocks of a page give their objects: `func (a *OrderAPI) Name() string { return "orders" }`. */
function ownObjectNames(file: (typeof files)[number]): Set<string> {
  const code = file.blocks.filter((block) => block.language === 'go').map((block) => block.code).join('\n');
  return new Set([...code.matchAll(/\) Name\(\) string \{\s*return "(\w+)"/g)].map((match) => match[1]));
}

test('TOML blocks use only sections and keys that mcube v2.1.10 has, or those of the page\'s own objects', () => {
  const problems = files.flatMap((file) =>
    file.blocks
      .filter((block) => block.language === 'toml')
      .flatMap((block) => {
        try {
          return tomlProblems(parseToml(block.code), ownObjectNames(file)).map((problem) => `${file.name}:${block.line}: ${problem}`);
        } catch {
          return []; // code-blocks.spec.ts reports blocks that do not parse
        }
      }),
  );
  problems.push(...tomlProblems(parseToml(applicationToml)).map((problem) => `home page hello service: ${problem}`));
  expect(problems).toEqual([]);
});

const stripCode = (cell: string) => cell.replace(/`/g, '').trim();

function tableSection(table: Table): string | undefined {
  return table.heading?.text.match(/`\[([a-z0-9_.]+)\]`/)?.[1];
}

test('the code-only check of type and default cells catches words and spares Go', () => {
  expect(wordsInCodeCell('`int (seconds)`')).toHaveLength(1);
  expect(wordsInCodeCell('`int (MB)`')).toHaveLength(1);
  expect(wordsInCodeCell('`[]string (comma-separated in env)`')).toHaveLength(4);
  expect(wordsInCodeCell('`nil` (auto)')).toHaveLength(1);
  expect(wordsInCodeCell('`os.Hostname() at Init`')).toHaveLength(1);
  expect(wordsInCodeCell('`"static"`（Init 时为空则设置）')).toHaveLength(1);
  for (const cell of ['`*bool`', '`nil`', '`map[string]string`', '`"defualt app encrypt key"`', '`application.EncryptAlgorithm (string)`', '`prometheus.DefBuckets = [0.005,0.01]`', '`5s`', '`os.Hostname()`', '—']) {
    expect(wordsInCodeCell(cell), cell).toEqual([]);
  }
});

test('key tables name real keys with their real env variable, type and default', () => {
  const problems: string[] = [];
  for (const file of files) {
    const documented = new Map<string, Set<string>>();
    for (const table of file.tables) {
      const keyTableHeader = keyTableHeaders[file.locale];
      const isKeyTable = table.header[0] === keyTableHeader[0] && table.header[1] === keyTableHeader[1];
      if (!isKeyTable) continue;
      const at = `${file.name}:${table.line}`;
      if (table.header.join('|') !== keyTableHeader.join('|')) {
        problems.push(`${at}: key table columns must be ${keyTableHeader.join(' | ')}`);
        continue;
      }
      const section = tableSection(table);
      if (!section || !sections[section]) {
        problems.push(`${at}: the heading above a key table must name a real section like \`[redis]\` (found "${table.heading?.text ?? 'none'}")`);
        continue;
      }
      const seen = documented.get(section) ?? new Set<string>();
      documented.set(section, seen);
      for (const {line, cells} of table.rows) {
        const rowAt = `${file.name}:${line}`;
        const key = stripCode(cells[0] ?? '');
        const entry = findKey(section, key);
        if (!entry) {
          problems.push(`${rowAt}: [${section}] has no key "${key}" in mcube v2.1.10`);
          continue;
        }
        seen.add(key);
        const env = stripCode(cells[1] ?? '');
        const expectedEnv = entry.env ?? '—';
        if (env !== expectedEnv) problems.push(`${rowAt}: ${section}.${key} env is ${expectedEnv}, table says ${env}`);
        const type = stripCode(cells[2] ?? '');
        if (!type.startsWith(leadingValue(entry.type))) {
          problems.push(`${rowAt}: ${section}.${key} type is ${entry.type}, table says ${type}`);
        }
        const defaultCell = stripCode(cells[3] ?? '');
        if (isLiteralDefault(entry.default) && !defaultCell.startsWith(leadingValue(entry.default))) {
          problems.push(`${rowAt}: ${section}.${key} default is ${entry.default}, table says ${defaultCell}`);
        }
        if (!stripCode(cells[4] ?? '')) problems.push(`${rowAt}: ${section}.${key} has no meaning`);
        for (const [column, cell] of [['type', cells[2]], ['default', cells[3]]] as const) {
          for (const problem of wordsInCodeCell(cell ?? '')) problems.push(`${rowAt}: ${section}.${key} ${column} cell: ${problem} (say it in the meaning cell)`);
        }
      }
    }
    for (const [section, seen] of documented) {
      const missing = sections[section].filter((entry) => !seen.has(entry.key)).map((entry) => entry.key);
      if (missing.length) problems.push(`${file.name}: the key table of [${section}] misses ${missing.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
});

/**
 * Names that look like env variables of a section but are Go identifiers of mcube
 * (types and constants), so they may appear in code and prose.
 */
const goIdentifiers = new Set<string>([]);

test('every env variable named on the site exists in mcube v2.1.10', () => {
  const candidates = (text: string) => {
    const names: string[] = [];
    // Inline code that is just a name: `REDIS_HOST`.
    for (const match of text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Za-z0-9]+)+)`/g)) names.push(match[1]);
    return names;
  };
  const problems: string[] = [];
  const check = (name: string, at: string) => {
    const prefix = envPrefixes.find((candidate) => name.startsWith(candidate));
    if (prefix && !knownEnv.has(name) && !goIdentifiers.has(name)) problems.push(`${at}: ${name} is not an env variable of mcube v2.1.10`);
  };
  for (const file of files) {
    for (const {line, text} of file.prose) for (const name of candidates(text)) check(name, `${file.name}:${line}`);
    for (const block of file.blocks.filter((b) => ['bash', 'text', 'ini', 'docker', 'yaml'].includes(b.language))) {
      block.code.split('\n').forEach((text, index) => {
        // Assignments (export X=…, X=… cmd), not container env flags (-e X=…), which belong to other programs.
        for (const match of text.matchAll(/(?<!-e |--env |-e=|--env=)(?<![\w-])([A-Z][A-Z0-9]*(?:_[A-Za-z0-9]+)+)=/g)) {
          check(match[1], `${file.name}:${block.line + index + 1}`);
        }
      });
    }
  }
  expect(problems).toEqual([]);
});
