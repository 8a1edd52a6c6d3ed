/**
 * npm run examples: turns every Go block of the site (both languages) into Go packages and
 * builds and vets them against the real mcube module (tools/docexamples does the Go part).
 *
 *   npm run examples                      all pages
 *   npm run examples -- framework/api/http  the pages whose id starts with that (or with any
 *                                         of several prefixes)
 *   npm run examples -- tidy              after a page imports a new package: rewrites
 *                                         examples/imports.go and runs go mod tidy
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {loadSiteMarkdown} from '../src/node/markdown';
import {codeKey, type CodeLinks} from '../src/code-links/key';
import {docsDir, repoRoot} from './site-model';
import {mainGo} from '../src/components/HelloService/snippets';
import {MCUBE_MODULE, addons, components, frameworks} from '../src/start/catalog';
import {defaultChoices, mcubeImports, type Choices} from '../src/start/generate';
import goFiles from '../src/start/go-files';

export const examplesDir = join(repoRoot, 'examples');
/** Where the packages are written (ignored by git): examples/build/<locale>/set<N>/… */
export const examplesBuildDir = join(examplesDir, 'build');
const toolDir = join(repoRoot, 'tools', 'docexamples');
const importsFile = join(examplesDir, 'imports.go');
/** The identifiers of the Go blocks that link to their documentation (committed, read by the build). */
export const codeLinksFile = join(examplesDir, 'code-links.json');

/** The key="value" attributes of a fence's meta string (title, program, wrap, …). */
export function fenceAttributes(meta: string): Record<string, string> {
  return Object.fromEntries([...meta.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/**
 * Every Go block of the doc pages, with what the Go tool needs to place it, and the .proto
 * files of their programs (protoc generates the Go code the gRPC page's program imports).
 */
export function goBlocks(pagePrefix = '') {
  const docBlocks = loadSiteMarkdown().docs.flatMap((doc) => {
    const page = relative(docsDir(doc.locale), doc.path).replace(/\.mdx?$/, '');
    if (!page.startsWith(pagePrefix)) return [];
    return doc.blocks
      .filter((block) => block.language === 'go' || (block.language === 'protobuf' && fenceAttributes(block.meta).title?.endsWith('.proto')))
      .map((block) => ({locale: doc.locale, page, source: block.file, line: block.line, code: block.code, attrs: fenceAttributes(block.meta)}));
  });
  const others = [homePageProgram, ...starterPrograms()].filter((block) => block.page.startsWith(pagePrefix));
  return [...docBlocks, ...others];
}

/**
 * The home page's hello service (one program for both languages): built and vetted like a
 * page's, its code links written with theirs, and run by tests/examples/home.spec.ts.
 */
const homePage = 'home';
const homePageProgram = {
  locale: 'en',
  page: homePage,
  source: 'src/components/HelloService/snippets.ts',
  line: 1,
  code: mainGo,
  attrs: {title: 'main.go', program: 'hello'},
};

/**
 * The project starter's Go files, for each framework with every add-on and component, as
 * programs of the pages start/<framework>: every line the starter can write is in one of
 * them (tests/content/start-code-links.spec.ts checks it), so their links, by line, are the
 * links of any project the page shows (src/start/code-links.json).
 */
export const starterPage = (framework: string) => `start/${framework}`;
export const starterCovering = frameworks.map((framework): Choices => ({...defaultChoices, module: `example.com/start${framework}`, framework, addons: [...addons], components: [...components]}));
/** The starter's links by line of code (read by /start/ when it shows other code than it was served with). */
export const starterLinksFile = join(repoRoot, 'src', 'start', 'code-links.json');

/** The links of the starter's programs by the text of their lines; a line linked two ways is an error. */
export function starterLinksJson(links: CodeLinks): string {
  const byLine = new Map<string, string>();
  const usedTargets: [string, string][] = [];
  const targetIndex = (target: number) => {
    const at = usedTargets.indexOf(links.targets[target]);
    return at >= 0 ? at : usedTargets.push(links.targets[target]) - 1;
  };
  for (const block of starterPrograms()) {
    const lines = block.code.replace(/\n$/, '').split('\n');
    const ranges = links.blocks[codeKey(block.code)] ?? [];
    lines.forEach((text, index) => {
      const onLine = ranges.filter(([line]) => line === index + 1).map(([, column, length, target]) => [column, length, links.targets[target][0]]);
      if (!onLine.length) return;
      const seen = byLine.get(text);
      if (seen !== undefined && seen !== JSON.stringify(onLine)) throw new Error(`the starter's line "${text.trim()}" links differently in two files: make the lines differ`);
      byLine.set(text, JSON.stringify(onLine));
    });
  }
  const lines = Object.fromEntries(
    [...byLine.keys()].sort().map((text) => {
      const ranges = JSON.parse(byLine.get(text)!) as [number, number, string][];
      return [text, ranges.map(([column, length, href]) => [column, length, targetIndex(links.targets.findIndex(([url]) => url === href))])];
    }),
  );
  return `${JSON.stringify({about: 'Written by npm run examples: the links of each line of Go the project starter writes, as [column, length, target].', targets: usedTargets, lines}, null, 1)}\n`;
}

function starterPrograms() {
  return starterCovering.flatMap((choices) =>
    goFiles(choices, mcubeImports(choices).map((path) => `${MCUBE_MODULE}/${path}`)).map((file) => ({
      locale: 'en',
      page: starterPage(choices.framework),
      source: 'src/start/go-files.ts',
      line: 1,
      code: file.content,
      attrs: {title: file.path, program: choices.framework},
    })),
  );
}

/** Runs the Go tool; its report goes to the terminal unless the output is wanted. */
function docexamples(args: string[], manifest: unknown, capture = false): string {
  mkdirSync(examplesBuildDir, {recursive: true});
  const manifestPath = join(examplesBuildDir, '..', 'build-manifest.json');
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return execFileSync('go', ['run', '.', '-manifest', manifestPath, '-out', examplesBuildDir, '-template', examplesDir, ...args], {
    cwd: toolDir,
    encoding: 'utf8',
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
  }) ?? '';
}

/** examples/imports.go as the pages need it: a blank import of every package they use. */
function importsGo(): string {
  const packages = docexamples(['-list-imports'], goBlocks(), true).trim().split('\n').filter(Boolean);
  return [
    '// Code generated by npm run examples -- tidy. DO NOT EDIT.',
    '',
    '// Package examples imports every package the Go blocks of the site import, so that',
    '// go.mod and go.sum hold exactly the modules (at the versions mcube pins) that building',
    '// them needs. The blocks themselves are built from the pages by npm run examples.',
    'package examples',
    '',
    'import (',
    ...packages.map((path) => `\t_ "${path}"`),
    ')',
    '',
  ].join('\n');
}

function main() {
  const [arg = ''] = process.argv.slice(2);
  if (arg === 'tidy') {
    writeFileSync(importsFile, importsGo());
    execFileSync('go', ['mod', 'tidy'], {cwd: examplesDir, stdio: 'inherit'});
    return;
  }
  const started = Date.now();
  // The Go tool names a fragment's packages from the modules in Go's module cache: on a fresh
  // machine those of examples/go.mod must be there first, or its packages go unnamed.
  execFileSync('go', ['mod', 'download'], {cwd: examplesDir, stdio: 'inherit'});
  if (!arg && (!existsSync(importsFile) || readFileSync(importsFile, 'utf8') !== importsGo())) {
    console.error('examples/imports.go does not list what the pages import: run npm run examples -- tidy');
    process.exit(1);
  }
  // Several prefixes build those pages together: `npm run examples -- framework/config/log framework/component`.
  const prefixes = process.argv.slice(2);
  // A run over every page also writes the code links (the identifiers that link to pkg.go.dev).
  const freshLinks = join(examplesBuildDir, 'code-links.json');
  try {
    docexamples(arg ? [] : ['-links', freshLinks], prefixes.length > 1 ? prefixes.flatMap((prefix) => goBlocks(prefix)) : goBlocks(arg));
  } catch {
    process.exit(1);
  }
  if (!arg) {
    const fresh = readFileSync(freshLinks, 'utf8');
    const stale = [
      [codeLinksFile, fresh],
      [starterLinksFile, starterLinksJson(JSON.parse(fresh) as CodeLinks)],
    ].filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
    for (const [file, text] of stale) {
      writeFileSync(file, text);
      console.error(`${relative(repoRoot, file)} was out of date and is rewritten: commit it`);
    }
    if (stale.length) process.exit(1);
  }
  console.log(`Go blocks built and vetted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) main();
