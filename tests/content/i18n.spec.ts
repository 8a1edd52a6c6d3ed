/**
 * The Chinese pages say what the English pages say: every doc page has a current twin with
 * the same headings (by anchor id), the same code (comments aside) and the same key-table
 * rows, in Chinese that follows the glossary and the typographic conventions.
 */
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect} from '@playwright/test';
import {lintFor, loadConfig} from 'autocorrect-node';
import {docTranslations, headingIds, repoRoot} from '../../scripts/i18n-files';
import {listFiles} from '../../src/node/files';
import {englishPunctuationInChinese} from './chinese-punctuation';
import {loadSiteMarkdown, parseMarkdown, splitTableRow, type CodeBlock, type MarkdownFile} from '../../src/node/markdown';

const {docs, pages} = loadSiteMarkdown();
const chinese = [...docs, ...pages].filter((file) => file.locale === 'zh-Hans');

/** The English page a Chinese doc or Markdown page translates. */
function englishOf(file: MarkdownFile): MarkdownFile {
  const english = file.name
    .replace('i18n/zh-Hans/docusaurus-plugin-content-docs/current/', 'docs/')
    .replace('i18n/zh-Hans/docusaurus-plugin-content-pages/', 'src/pages/');
  return parseMarkdown(join(repoRoot, english));
}

test('every English doc page has a Chinese translation of its current version', () => {
  const problems = docTranslations()
    .filter((doc) => doc.state !== 'current')
    .map((doc) =>
      doc.state === 'missing'
        ? `${doc.english} has no translation at ${doc.twin}`
        : `${doc.english} changed after ${doc.twin} was stamped (run npm run i18n)`,
    );
  expect(problems).toEqual([]);
});

test('there are Chinese pages for every English page', () => {
  const english = [...docs, ...pages].filter((file) => file.locale === 'en');
  expect(chinese.length).toBe(english.length);
});

test('every Chinese heading carries the anchor id of its English heading, in the same order', () => {
  const problems = chinese.flatMap((file) => {
    const english = headingIds(readFileSync(englishOf(file).path, 'utf8'));
    const translated = headingIds(readFileSync(file.path, 'utf8'));
    const missing = translated.filter((heading) => !heading.explicit).map((heading) => `${file.name}:${heading.line}: "${heading.text}" has no {#id}`);
    const ids = (headings: typeof english) => headings.map((heading) => `${'#'.repeat(heading.depth)} ${heading.id}`);
    return [
      ...missing,
      ...(JSON.stringify(ids(translated)) === JSON.stringify(ids(english))
        ? []
        : [`${file.name}: headings ${ids(translated).join(', ')} differ from the English ${ids(english).join(', ')}`]),
    ];
  });
  expect(problems).toEqual([]);
});

/** Code with its comments removed: translators may translate comments, nothing else. */
function withoutComments(block: CodeBlock): string {
  const comment = ['go', 'protobuf', 'proto', 'js', 'ts'].includes(block.language) ? /(^|\s)\/\/.*$/ : /(^|\s)#.*$/;
  return block.code
    .split('\n')
    .map((line) => (block.language === 'json' ? line : line.replace(comment, '')).trimEnd())
    .filter(Boolean)
    .join('\n');
}

test('code blocks are the English code, comments aside', () => {
  const problems = chinese.flatMap((file) => {
    const english = englishOf(file).blocks;
    if (english.length !== file.blocks.length) return [`${file.name}: ${file.blocks.length} code blocks, the English page has ${english.length}`];
    return file.blocks.flatMap((block, index) => {
      const source = english[index];
      if (block.language !== source.language || block.meta !== source.meta) return [`${file.name}:${block.line}: fence differs from ${source.file}:${source.line}`];
      return withoutComments(block) === withoutComments(source) ? [] : [`${file.name}:${block.line}: code differs from ${source.file}:${source.line}`];
    });
  });
  expect(problems).toEqual([]);
});

test('key tables have the English rows: key, env variable, type and default', () => {
  const keyRows = (file: MarkdownFile) =>
    file.tables
      .filter((table) => ['Key|Env variable', '配置项|环境变量'].includes(table.header.slice(0, 2).join('|')))
      .flatMap((table) => table.rows.map((row) => row.cells.slice(0, 4).join(' | ')));
  const problems = chinese.flatMap((file) => {
    const expected = keyRows(englishOf(file));
    const actual = keyRows(file);
    return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${file.name}: key-table rows differ from the English page`];
  });
  expect(problems).toEqual([]);
});

test('every table has as many rows as the English one', () => {
  const rows = (file: MarkdownFile) => file.tables.map((table) => table.rows.length).join(', ');
  const problems = chinese.flatMap((file) => {
    const english = englishOf(file);
    return rows(file) === rows(english) ? [] : [`${file.name}: table rows ${rows(file)}, the English page has ${rows(english)}`];
  });
  expect(problems).toEqual([]);
});

type GlossaryEntry = {english: string; chinese: string; avoid: string[]};

/** i18n/glossary.md's table: English, the Chinese to use, spellings never to use. */
function glossary(): GlossaryEntry[] {
  const lines = readFileSync(join(repoRoot, 'i18n', 'glossary.md'), 'utf8').split('\n').filter((line) => line.startsWith('| '));
  return lines.slice(2).map((line) => {
    const [english, zh, avoid] = splitTableRow(line);
    return {english, chinese: zh, avoid: avoid ? avoid.split('、').map((word) => word.trim()).filter(Boolean) : []};
  });
}

/** Chinese prose: the page without code blocks, inline code, link targets and heading ids. */
const proseOf = (file: MarkdownFile) =>
  file.prose.map(({line, text}) => ({line, text: text.replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']').replace(/\{#[^}]*\}/g, '')}));

/** Every string of an object of texts, with where it is. */
function flatten(at: string, value: unknown): {at: string; text: string}[] {
  if (typeof value === 'string') return [{at, text: value}];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => flatten(`${at}.${key}`, inner));
  return [];
}

/** Every translated string outside the Markdown: navbar, footer, sidebar, theme, React pages and diagrams. */
const shellStrings = () => [
  ...listFiles(join(repoRoot, 'i18n', 'zh-Hans'), /\.json$/).flatMap((file) =>
    Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>).map(([key, {message}]) => ({
      at: `${relative(repoRoot, file)} ${key}`,
      text: message,
    })),
  ),
  ...listFiles(join(repoRoot, 'src', 'locale', 'zh-Hans'), /\.ts$/).flatMap((file) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    flatten(relative(repoRoot, file), (require(file) as {default: unknown}).default),
  ),
];

test('every text module of the React pages has its Chinese twin with the same keys', () => {
  const keys = (value: unknown): string[] => flatten('', value).map(({at}) => at.replace(/\.\d+$/, '[]'));
  const problems = listFiles(join(repoRoot, 'src', 'locale', 'en'), /\.ts$/).flatMap((file) => {
    const twin = file.replace(`${join('locale', 'en')}`, join('locale', 'zh-Hans'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const load = (path: string) => (require(path) as {default: unknown}).default;
    try {
      return JSON.stringify(keys(load(twin))) === JSON.stringify(keys(load(file))) ? [] : [`${relative(repoRoot, twin)}: keys differ from ${relative(repoRoot, file)}`];
    } catch {
      return [`${relative(repoRoot, file)} has no Chinese twin at ${relative(repoRoot, twin)}`];
    }
  });
  expect(problems).toEqual([]);
});

test('the glossary is a table of terms, each with its Chinese', () => {
  const entries = glossary();
  expect(entries.length).toBeGreaterThan(50);
  expect(entries.filter((entry) => !entry.english || !/[\u4e00-\u9fff]|[A-Za-z]/.test(entry.chinese))).toEqual([]);
  // A spelling to avoid must not be part of the term itself, or the check would flag every use.
  expect(entries.flatMap((entry) => entry.avoid.filter((word) => entry.chinese.includes(word)))).toEqual([]);
});

/** The comments of a code block, with their line numbers: translated text like the prose. */
function commentsOf(block: CodeBlock): {line: number; text: string}[] {
  if (block.language === 'json') return [];
  const comment = ['go', 'protobuf', 'proto', 'js', 'ts'].includes(block.language) ? /(?:^|\s)\/\/(.*)$/ : /(?:^|\s)#(.*)$/;
  return block.code.split('\n').flatMap((code, index) => {
    const match = code.match(comment);
    return match ? [{line: block.line + index + 1, text: match[1].replace(/`[^`]*`/g, '')}] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const han = /[\u3400-\u9fff]/;
/** An English word of the glossary's third column, such as `controller`: Latin letters, digits and spaces only. */
const isEnglishWord = (word: string) => /^[A-Za-z0-9 ]+$/.test(word);

/**
 * A spelling to avoid as a pattern: `…` stands for a few characters of the same clause, so
 * `以状态码…退出` catches an exit status written 状态码 and leaves the HTTP 状态码 alone. An
 * English word is matched whole and never as part of an identifier (`ioc.Controller()`,
 * `controllers/`, `FromPattern`).
 */
const avoidPattern = (word: string) =>
  isEnglishWord(word)
    ? new RegExp(`(?<![\\w./\\\\$-])${escape(word)}(?![\\w./\\\\(-])`)
    : new RegExp(word.split('…').map(escape).join('[^。；，：！？]{0,12}'));

/** The front matter's translated texts, with the line each is on. */
function frontMatterOf(file: MarkdownFile): {line: number; text: string}[] {
  const lines = readFileSync(file.path, 'utf8').split('\n');
  return ['title', 'description', 'sidebar_label'].flatMap((key) => {
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    return index < 0 || typeof file.frontMatter[key] !== 'string' ? [] : [{line: index + 1, text: file.frontMatter[key] as string}];
  });
}

/** Every Chinese text a reader sees: prose, code comments and front matter of every page, and the shell's strings. */
const chineseTexts = () => [
  ...chinese.flatMap((file) =>
    [...frontMatterOf(file), ...proseOf(file), ...file.blocks.flatMap(commentsOf)].map(({line, text}) => ({at: `${file.name}:${line}`, text})),
  ),
  ...shellStrings(),
];

type RuledOut = {word: string; use: string; why?: string};

/** A checker for spellings to avoid: the hits in one text, each naming what to write instead. */
function ruledOutChecker(rules: RuledOut[], terms: string[] = []) {
  const avoid = rules.map((rule) => ({
    ...rule,
    pattern: avoidPattern(rule.word),
    // A spelling ruled out on its own is fine inside another term (令牌 in 令牌桶).
    within: terms.filter((term) => term !== rule.word && term.includes(rule.word)),
  }));
  return (text: string) =>
    avoid
      // An English word counts only in Chinese text: an English comment left in a code block is not prose.
      .filter(({word}) => !isEnglishWord(word) || han.test(text))
      .filter(({pattern, within}) => pattern.test(within.reduce((rest, term) => rest.replaceAll(term, ''), text)))
      .map(({word, use, why}) => `"${word}" (write "${use}"${why ? `: ${why}` : ''})`);
}

const glossaryChecker = () => {
  const entries = glossary();
  return ruledOutChecker(
    entries.flatMap((entry) => entry.avoid.map((word) => ({word, use: entry.chinese}))),
    entries.flatMap((entry) => entry.chinese.split(' / ')),
  );
};

/** i18n/zh-calques.json: English sentence shapes kept in Chinese, each with what to write and why. */
const calqueChecker = () => {
  const calques = JSON.parse(readFileSync(join(repoRoot, 'i18n', 'zh-calques.json'), 'utf8')) as {calque: string; write: string; why: string}[];
  return ruledOutChecker(calques.map(({calque, write, why}) => ({word: calque, use: write, why})));
};

const hitsIn = (texts: {at: string; text: string}[], check: (text: string) => string[]) =>
  texts.flatMap(({at, text}) => check(text).map((hit) => `${at}: ${hit}`));

test('the glossary check catches a ruled-out spelling and an English word, and spares code', () => {
  const check = glossaryChecker();
  expect(check('GreeterImpl 是对应的 controller。')).toHaveLength(1);
  expect(check('本文介绍如何启用 unary 拦截器。')).toHaveLength(2);
  expect(check('如果消息不能悄无声息地丢失')).toHaveLength(1);
  expect(check('这个应用会重新装配对象')).toHaveLength(1);
  // Words that drifted between pages: one spelling a meaning.
  expect(check('Gin 版本在对象初始化时挂载中间件')).toHaveLength(1);
  expect(check('服务缺了这个监听照样运行，各个监听启动之前')).toHaveLength(2);
  expect(check('例如用一个 JSON 信封包装；第一次拨号失败')).toHaveLength(2);
  expect(check('查看这个 key，名称未知时退回 default')).toHaveLength(2);
  expect(check('为每次执行设置自己的期限；路由带结尾斜杠')).toHaveLength(2);
  expect(check('分组和副本都是浅复制；再用你自己的采集器导出')).toHaveLength(2);
  expect(check('两个 bson 标签标志；写成 Go 的 duration；存活时间')).toHaveLength(3);
  expect(check('客户端按错误码分支处理；进程退出时干净地关掉')).toHaveLength(2);
  expect(check('从令牌桶中取一个 Token 桶')).toHaveLength(1);
  // The chosen words pass, and 令牌 inside 令牌桶 as well as on its own (a rate limiter's token).
  expect(check('Gin 版的中间件、各个监听器、外层结构、Redis 键、回退到 default、截止时间、末尾斜杠、浅拷贝、Collector、标签选项')).toEqual([]);
  expect(check('每次调用先从令牌桶中取一个令牌，没有令牌就等待')).toEqual([]);
  // Identifiers, the namespace name, paths, the whole-site 本文档 and English comments pass.
  expect(check('本文档中，ioc.Controller() 把对象放进 controllers 命名空间，见 apps/controller/impl.go。')).toEqual([]);
  expect(check('// the controller of the user module')).toEqual([]);
  // A product's own name keeps its capital: Gin's middleware is called Recovery.
  expect(check('Gin 的 Recovery 中间件会把 panic 转成 HTTP 500。')).toEqual([]);
});

test('Chinese text never uses a spelling the glossary rules out', () => {
  expect(hitsIn(chineseTexts(), glossaryChecker())).toEqual([]);
});

test('the calque check catches a listed calque', () => {
  const check = calqueChecker();
  expect(check('没有任何东西能阻止 controllers/order.go 调用 daos/user.go 里的函数')).toHaveLength(1);
  expect(check('项目都来自同一份事实数据。')).toHaveLength(1);
  expect(check('有两样东西来自别处：')).toHaveLength(1);
  expect(check('每 5 分钟一次，按整点对齐')).toHaveLength(1);
  expect(check('对 map 传入 &m 会以 NumField panic')).toHaveLength(1);
  expect(check('### 其他意外之处')).toHaveLength(1);
  expect(check('controllers/order.go 完全可以直接调用 daos/user.go 里的函数，没有任何约束')).toEqual([]);
});

test('Chinese text uses none of the calques of i18n/zh-calques.json', () => {
  expect(hitsIn(chineseTexts(), calqueChecker())).toEqual([]);
});

/**
 * A bold lead-in sentence is written "**……。**正文": the full stop inside the bold and no space
 * after it (remark-cjk-friendly closes the bold there). A space after "。**" shows as a gap, and
 * "**……**。" puts the sentence's stop outside its sentence.
 */
function leadInProblems(line: string): string[] {
  return [
    ...(/[。！？：；]\*\*[ \t]+\S/.test(line) ? ['a space after "。**" (write "**……。**正文")'] : []),
    ...(/^\s*(?:>\s*)?(?:[-*+]\s+|\d+\.\s+)?\*\*[^*]+\*\*[。！？]/.test(line) ? ['the full stop after the bold (write "**……。**正文")'] : []),
  ];
}

test('the bold lead-in check catches both wrong spellings and passes the right one', () => {
  expect(leadInProblems('- **默认即发即弃。** Writer 不等待确认。')).toHaveLength(1);
  expect(leadInProblems('**添加太晚的拦截器会被丢弃**。拦截器链只构建一次。')).toHaveLength(1);
  expect(leadInProblems('- **默认即发即弃。**Writer 不等待确认。')).toEqual([]);
  expect(leadInProblems('- **go-restful**：包在每次请求时生成文档。')).toEqual([]);
  expect(leadInProblems('它叫 **命名空间**。后面的句子')).toEqual([]);
});

test('bold lead-in sentences are written "**……。**正文"', () => {
  const lines = [...chinese.flatMap((file) => file.prose.map(({line, text}) => ({at: `${file.name}:${line}`, text}))), ...shellStrings()];
  expect(hitsIn(lines, leadInProblems)).toEqual([]);
});

test('Chinese prose follows the typographic conventions (AutoCorrect)', () => {
  loadConfig(readFileSync(join(repoRoot, '.autocorrectrc'), 'utf8'));
  const problems = chinese.flatMap((file) => {
    // Code blocks keep mcube's own log lines as printed: blank them, keeping line numbers.
    const lines = readFileSync(file.path, 'utf8').split('\n');
    for (const block of file.blocks) {
      const end = block.line + block.code.split('\n').length;
      for (let index = block.line - 1; index < end && index < lines.length; index += 1) lines[index] = '';
    }
    // MDX reads Markdown inside <Tabs> and <TabItem>; AutoCorrect reads an HTML block as plain
    // text (a link in it would need spaces around it), so the tag lines are blanked as well.
    for (const [index, line] of lines.entries()) if (/^\s*<\/?[A-Z][\w.]*(\s[^>]*)?>\s*$/.test(line)) lines[index] = '';
    const result = lintFor(lines.join('\n'), file.path);
    return result.lines.map((hit) => `${file.name}:${hit.l}:${hit.c}: "${hit.old.trim()}" -> "${hit.new.trim()}"`);
  });
  // The copyright line is the English one (not translated): it holds the filing number as registered.
  const shell = shellStrings().filter(({at}) => !at.endsWith(' copyright')).flatMap(({at, text}) => {
    const result = lintFor(text, 'string.md');
    return result.lines.map((hit) => `${at}: "${hit.old.trim()}" -> "${hit.new.trim()}"`);
  });
  expect([...problems, ...shell]).toEqual([]);
});

test('no English sentence is left in the Chinese prose', () => {
  // Four or more English words in a row, on a line with no Chinese: an untranslated sentence.
  // Product names, identifiers and code are short or in backticks, so they do not match.
  const sentence = /\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){3,}\b/;
  const skip = /^\s*(import |<\/?[A-Za-z]|\||:::|keywords:|\s*- |translation_of:|sidebar_label:|$)/;
  const hits = chinese.flatMap((file) =>
    proseOf(file)
      .filter(({text}) => !skip.test(text) && !/[\u3400-\u9fff]/.test(text) && sentence.test(text.replace(/\{#[^}]*\}/g, '')))
      .map(({line, text}) => `${file.name}:${line}: ${text.trim()}`),
  );
  const shell = shellStrings()
    .filter(({text}) => !/[\u3400-\u9fff]/.test(text) && sentence.test(text))
    .map(({at, text}) => `${at}: ${text}`);
  expect([...hits, ...shell]).toEqual([]);
});

test('a link beside Chinese text: no space when its text is Chinese, a space when it is Latin', () => {
  const latin = /[A-Za-z0-9`]/;
  const problems = chinese.flatMap((file) =>
    file.prose.flatMap(({line, text}) =>
      [...text.matchAll(/(?<!!)\[([^\]]+)\]\([^)\s]*\)/g)].flatMap((link) => {
        const label = link[1].replace(/^[*_]+|[*_]+$/g, '');
        const start = link.index;
        const end = start + link[0].length;
        const [first, last] = [label[0], label.at(-1) ?? ''];
        const at = `${file.name}:${line}: ${link[0]}`;
        return [
          ...(text[start - 1] === ' ' && han.test(text[start - 2] ?? '') && han.test(first) ? [`${at}: no space before Chinese link text`] : []),
          ...(text[end] === ' ' && han.test(text[end + 1] ?? '') && han.test(last) ? [`${at}: no space after Chinese link text`] : []),
          ...(han.test(text[start - 1] ?? '') && latin.test(first) ? [`${at}: a space before Latin link text`] : []),
          ...(han.test(text[end] ?? '') && latin.test(last) ? [`${at}: a space after Latin link text`] : []),
        ];
      }),
    ),
  );
  expect(problems).toEqual([]);
});

test('Chinese pages do not gloss Chinese strings for their readers', () => {
  // "意思是“内网 IP”" explains Chinese to a Chinese reader; what a value or flag does is said with 表示.
  const gloss = /意思是|意为|意即/;
  const hits = chinese.flatMap((file) =>
    proseOf(file)
      .filter(({text}) => gloss.test(text))
      .map(({line, text}) => `${file.name}:${line}: ${text.trim()}`),
  );
  expect(hits).toEqual([]);
});

test('the punctuation check catches half-width separators in Chinese and spares code', () => {
  expect(englishPunctuationInChinese('v2.0.35 起; v2.0.36 之前在 [apidocs] 下')).toHaveLength(1);
  expect(englishPunctuationInChinese('v2.1.5 (与 v2.0.92 为同一提交)：配置无需改动')).toHaveLength(1);
  expect(englishPunctuationInChinese('配置项 `doc_path`, `enabled`')).toHaveLength(1);
  expect(englishPunctuationInChinese('该配置段 v2.0.54 起提供。 该配置段没有配置项')).toHaveLength(1);
  expect(englishPunctuationInChinese('配置项 `doc_path`、`enabled`；`[a, b]` 和 [链接](./x.md?a=1,2) 都不算')).toEqual([]);
  expect(englishPunctuationInChinese('| `log`, `vault` | `configs` | 997 |')).toHaveLength(1);
  expect(englishPunctuationInChinese('`a`, `b` in an English sentence')).toEqual([]);
  expect(englishPunctuationInChinese('# 加载方式：set -a; . etc/application.env; set +a')).toEqual([]);
});

test('Chinese text uses full-width separators: prose, table cells, comments and UI strings', () => {
  // The prose as written, inline code included: the check needs to see where code ends.
  const texts = [
    ...chinese.flatMap((file) => [...frontMatterOf(file), ...file.prose, ...file.blocks.flatMap(commentsOf)].map(({line, text}) => ({at: `${file.name}:${line}`, text}))),
    ...shellStrings(),
  ];
  expect(hitsIn(texts, englishPunctuationInChinese)).toEqual([]);
});
