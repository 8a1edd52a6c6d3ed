import {test, expect} from '@playwright/test';
import {cutChinese, extensionChunkWords, isComparison, nearestWord, oneEditApart, pagesNamed, searchTerms, titledPage, titleVocabulary, type IndexChunkStart} from '../../src/search/engine';

// What the search box searches for a query: the engine's own words (src/search/engine.ts).

test('Chinese is cut into the index words, with as few lone characters and then as many words as possible', () => {
  // The browser's segmenter cuts 端口号 as 端 口号; the index holds 端口.
  expect(cutChinese('端口号', new Set(['端口', '口号']))).toEqual(['端口', '号']);
  // Two index words, each of which also finds longer words that start with it, before one.
  expect(cutChinese('过期时间', new Set(['过期', '时间', '过期时间']))).toEqual(['过期', '时间']);
  // A whole word before a word and a lone character.
  expect(cutChinese('连接池', new Set(['连接', '连接池']))).toEqual(['连接池']);
  expect(cutChinese('预检', new Set())).toEqual(['预', '检']);
});

test('a query on a Chinese page: question words and lone characters go, identifiers are cut as the index holds them', () => {
  const indexWords = new Set(['过期', '时间', '端口', '修改', '怎么']);
  expect(searchTerms('锁的过期时间', indexWords)).toEqual(['过期', '时间']);
  expect(searchTerms('怎么修改 HTTP 端口号', indexWords)).toEqual(['修改', 'http', '端口']);
  expect(searchTerms('VAULT_TOKEN', indexWords)).toEqual(['vault', 'token']);
  // Only lone characters: they are all there is to search.
  expect(searchTerms('锁', indexWords)).toEqual(['锁']);
});

test('a query on an English page keeps identifiers whole and drops question words', () => {
  expect(searchTerms('how do I set VAULT_TOKEN')).toEqual(['set', 'vault_token']);
  // A word typed twice is searched once: it asks for nothing more.
  expect(searchTerms('log to file or log to stdout')).toEqual(['log', 'file', 'stdout']);
});

test('filler words of questions and comparisons go, in both languages', () => {
  const indexWords = new Set(['跨域', '配置', '生效', '哪个', '还是', '中间']);
  expect(searchTerms('跨域配置不生效', indexWords)).toEqual(['跨域', '配置']);
  expect(searchTerms('配置相关文档', new Set(['配置', '相关', '文档']))).toEqual(['配置', '文档']);
  expect(searchTerms('gin 还是 go-restful 选哪个', indexWords)).toEqual(['gin', 'go', 'restful']);
  expect(searchTerms('which should I use gin or go-restful')).toEqual(['use', 'gin', 'go-restful']);
  expect(searchTerms('how do I load config from a yaml file instead of toml')).toEqual(['load', 'config', 'yaml', 'file', 'toml']);
  expect(searchTerms('I just want the logs in a file instead')).toEqual(['logs', 'file']);
  // The Chinese words of the English ones above: between, these, can or cannot, if, so.
  const sentenceWords = new Set(['模块', '之间', '互相', '调用', '这些', '配置', '能不能', '如果', '所以', '日志']);
  expect(searchTerms('模块之间怎么互相调用', sentenceWords)).toEqual(['模块', '互相', '调用']);
  expect(searchTerms('这些配置能不能改 如果改了日志', sentenceWords)).toEqual(['配置', '日志']);
});

test("the site's name in a question asks for the overview, beside a topic it goes, and all the settings ask for the reference", () => {
  const indexWords = new Set(['全部', '配置', '环境', '变量', '对照', '简介', '命令行']);
  expect(searchTerms('what is mcube')).toEqual(['overview', 'mcube']);
  expect(searchTerms('mcube 简介', indexWords)).toEqual(['概览', 'mcube']);
  // The name alone lists the whole site.
  expect(searchTerms('mcube', indexWords)).toEqual(['mcube']);
  expect(searchTerms('mcube 命令行', indexWords)).toEqual(['命令行']);
  expect(searchTerms('list of all config options')).toEqual(['config', 'options', 'reference']);
  expect(searchTerms('全部配置项 环境变量 对照表', indexWords)).toEqual(['配置', '环境', '变量', '参考']);
  // "every" without a word for settings is no question about every key.
  expect(searchTerms('run something every night')).toEqual(['run', 'something', 'every', 'night']);
});

test('a qualified identifier is searched whole and as its parts, on an English page', () => {
  expect(searchTerms('exception.IsApiException')).toEqual(['exception.isapiexception', 'exception', 'isapiexception']);
  expect(searchTerms('ioc.Config()')).toEqual(['ioc.config()', 'ioc', 'config']);
  // A file name with a folder is no identifier.
  expect(searchTerms('etc/application.toml')).toEqual(['etc/application.toml']);
});

test('comparisons are told apart from other queries, in both languages', () => {
  for (const query of ['gin or go-restful', 'difference between gin and go-restful', 'gin vs go-restful', 'gin 还是 go-restful 选哪个', 'gin 和 go-restful 有什么区别', 'gin和go-restful选哪个', 'gin 怎么选', 'which should I pick, gin']) {
    expect(isComparison(query), query).toBe(true);
  }
  for (const query of ['gin middleware', 'error handling', 'redis 密码', 'orm']) expect(isComparison(query), query).toBe(false);
});

test('a misspelt word is one letter away from the title word it is corrected to, whole before a word being typed, then the most common', () => {
  expect(oneEditApart('swager', 'swagger')).toBe(true);
  expect(oneEditApart('kafak', 'kafka')).toBe(true);
  expect(oneEditApart('mogodb', 'mongodb')).toBe(true);
  expect(oneEditApart('redsi', 'redis')).toBe(true);
  expect(oneEditApart('redis', 'redis')).toBe(false);
  expect(oneEditApart('swagr', 'swagger')).toBe(false);
  const vocabulary = titleVocabulary({
    a: ['docs/a/', 'API documentation (Swagger)', [[10, 'swagger', 'Swagger for Gin'], [20, 'stage']]],
    b: ['docs/b/', 'Stages', [[5, 'stage', 'Stage one']]],
  });
  expect(vocabulary.get('swagger')).toBe(2);
  // Rows of keys (no text) and words under five letters are not in it.
  expect(vocabulary.has('gin')).toBe(false);
  expect(nearestWord('swager', vocabulary)).toBe('swagger');
  expect(nearestWord('swage', vocabulary)).toBe('stage');
  expect(nearestWord('swagg', vocabulary)).toBe(undefined);
  expect(nearestWord('swagge', vocabulary)).toBe('swagger');
  expect(nearestWord('lockk', vocabulary)).toBe(undefined);
});

test("a page's title with words asking for contents names that page; contents words alone name the docs' home; a title alone or beside other words, no page", () => {
  const pages = {
    home: ['docs/', 'mcube documentation', []],
    zhHome: ['zh-Hans/docs/', 'mcube 文档', []],
    config: ['docs/framework/config/', 'Configuration', []],
    reference: ['docs/framework/reference/config/', 'Configuration reference', []],
    mongo: ['docs/framework/component/mongo/', 'MongoDB', []],
    zhConfig: ['zh-Hans/docs/framework/config/', '配置', []],
  } satisfies Record<string, [string, string, []]>;
  expect(titledPage(['configuration', 'docs', 'index'], pages)).toEqual({id: 'config', topic: ['configuration']});
  expect(titledPage(['配置', '章节', '目录'], pages)).toEqual({id: 'zhConfig', topic: ['配置']});
  expect(titledPage(['mongodb', 'index'], pages)).toEqual({id: 'mongo', topic: ['mongodb']});
  expect(titledPage(['reference', 'configuration', 'docs'], pages)).toEqual({id: 'reference', topic: ['reference', 'configuration']});
  // A title alone is searched as any words are; a topic beside the words is no title.
  expect(titledPage(['configuration'], pages)).toBeUndefined();
  expect(titledPage(['create', 'mongodb', 'index'], pages)).toBeUndefined();
  // Contents words alone: the docs' home, searched by those words.
  expect(titledPage(['docs', 'index'], pages)).toEqual({id: 'home', topic: ['docs', 'index']});
  expect(titledPage(['文档', '目录', '开始'], {zhHome: pages.zhHome})).toEqual({id: 'zhHome', topic: ['文档', '目录', '开始']});
});

test('a page is named by a query that holds every word of its title, the site\'s name aside; the docs\' home is not', () => {
  const pages = {
    redis: ['docs/framework/component/redis/', 'Redis', []],
    cron: ['docs/framework/component/cron/', 'Cron jobs', []],
    health: ['docs/framework/config/health_check/', 'Health check', []],
    home: ['docs/', 'mcube documentation', []],
    zhHealth: ['zh-Hans/docs/framework/config/health_check/', '健康检查', []],
    zhServer: ['zh-Hans/docs/framework/config/server/', '应用配置与服务启动', []],
  } satisfies Record<string, [string, string, []]>;
  const english = new Set<string>();
  expect([...pagesNamed(['redis', 'down', 'service', 'starts'], pages, english)]).toEqual(['redis']);
  // A title word may be longer than the query's word that starts it (jobs: job).
  expect([...pagesNamed(['cron', 'job', 'redis'], pages, english)].sort()).toEqual(['cron', 'redis']);
  expect([...pagesNamed(['health', 'endpoint'], pages, english)]).toEqual([]);
  expect([...pagesNamed(['mcube', 'documentation'], pages, english)]).toEqual([]);
  const chinese = new Set(['健康', '检查', '接口', '应用', '配置', '服务', '启动']);
  expect([...pagesNamed(searchTerms('健康检查接口 会检查数据库连接吗', chinese), pages, chinese)]).toEqual(['zhHealth']);
  expect([...pagesNamed(searchTerms('服务 启动', chinese), pages, chinese)]).toEqual([]);
});

test("a word's longer words are looked for in every index chunk that may hold them, by a word each chunk holds; a word of one or two letters only where it is", () => {
  // A chunk starts where its first word differs from the last of the chunk before (gin | gin_cors: gin_).
  const chunks: IndexChunkStart[] = [
    ['findo', 'findone'],
    ['gin_', 'gin_cors'],
    ['groupi', 'groupid'],
    ['排空', '排空'],
    ['文档s', '文档swagger'],
  ];
  expect(extensionChunkWords(['gin'], chunks)).toEqual(['findone', 'gin_cors']);
  expect(extensionChunkWords(['group'], chunks)).toEqual(['gin_cors', 'groupid']);
  expect(extensionChunkWords(['ginframework', 'http'], chunks)).toEqual(['gin_cors', 'groupid']);
  expect(extensionChunkWords(['文档'], chunks)).toEqual(['排空', '文档swagger']);
  // Being typed: a word of one or two letters, or one Chinese character, loads only its own chunk (Pagefind's search does that).
  expect(extensionChunkWords(['gi', 'g', '文'], chunks)).toEqual([]);
});
