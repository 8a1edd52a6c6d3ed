/**
 * The built HTML against what it was built from. Every internal link of the built site
 * resolves, in any element: the generator checks the links it renders itself, not those
 * written as raw HTML (the announcement bar, an `<a href>` in MDX) nor their anchors. Every
 * doc page renders the headings of its source: a code fence left open swallows the headings
 * after it, and the build does not notice. Reads build/ directly; no browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect} from './site';
import {listFiles} from '../../src/node/files';
import {docSource, localePrefix, repoRoot, routes} from '../../scripts/site-model';
import {headingIds} from '../../scripts/i18n-files';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkConfigReference from '../../src/markdown/remarkConfigReference';
import remarkUpgradeChanges from '../../src/markdown/remarkUpgradeChanges';
import type {Node} from '../../src/markdown/mdast';

const buildDir = join(repoRoot, 'build');

/** Attribute values in minified HTML: quoted or not. */
const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'g'))].map((match) => match[1] ?? match[2] ?? match[3]);

const idsOf = new Map<string, Set<string>>();
function ids(file: string): Set<string> {
  if (!idsOf.has(file)) idsOf.set(file, new Set(attributeValues(readFileSync(file, 'utf8'), 'id')));
  return idsOf.get(file)!;
}

/** The file a site path is served from, as nginx finds it. */
function fileOf(path: string): string | undefined {
  const decoded = decodeURIComponent(path);
  const candidates = decoded.endsWith('/') ? [join(buildDir, decoded, 'index.html')] : [join(buildDir, decoded)];
  return candidates.find((candidate) => existsSync(candidate));
}

test('every internal link and anchor of every built page resolves', () => {
  const pages = listFiles(buildDir, /\.html$/);
  expect(pages.length).toBeGreaterThan(70);
  const broken = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const pagePath = `/${relative(buildDir, page).replace(/index\.html$/, '')}`;
    // Links inside the inert template of app scripts and the JSON data are not links.
    const markup = html.replace(/<template id="?app-scripts"?>[\s\S]*?<\/template>/, '').replace(/<script[\s\S]*?<\/script>/g, '');
    for (const link of [...attributeValues(markup, 'href'), ...attributeValues(markup, 'src')]) {
      if (/^(https?:|mailto:|data:|\/\/)/.test(link) || link === '#') continue;
      const url = new URL(link.replace(/&amp;/g, '&'), `http://site${pagePath}`);
      // The not-found page's language switcher points at the other language's not-found page.
      if (/^\/(zh-Hans\/)?404\/$/.test(url.pathname) && /404\.html$/.test(page)) continue;
      const target = fileOf(url.pathname);
      if (!target) {
        broken.add(`${pagePath}: ${link} (no such page or file)`);
      } else if (url.hash && target.endsWith('.html') && !ids(target).has(decodeURIComponent(url.hash.slice(1)))) {
        broken.add(`${pagePath}: ${link} (no such anchor)`);
      }
    }
  }
  expect([...broken]).toEqual([]);
});

/**
 * The headings of a source, with those a generator directive (`::config-reference`, the
 * upgrade page's two) adds at its place, as the build's remark plugins make them.
 */
function sourceHeadings(path: string, locale: string): string[] {
  const parts = readFileSync(path, 'utf8').split(/^::(config-reference|upgrade-picker|upgrade-changes)[ \t]*$/m);
  return parts.flatMap((part, index) => {
    if (index % 2 === 0) return headingIds(part).map(({depth, id}) => `h${depth}#${id}`);
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkConfigReference, {locale}).use(remarkUpgradeChanges, {locale});
    const tree = processor.runSync(processor.parse(`::${part}\n`), {path} as never) as Node;
    return (tree.children ?? []).filter((node) => node.type === 'heading').map((node) => `h${node.depth}#${(node.data?.hProperties as {id: string}).id}`);
  });
}

test('every doc page renders the headings of its source, in order', () => {
  const docRoutes = routes.filter((route) => route.docId);
  expect(docRoutes.length).toBeGreaterThan(60);
  const differences: string[] = [];
  for (const route of docRoutes) {
    const source = sourceHeadings(docSource(route.docId!, route.locale), route.locale);
    const file = fileOf(route.path);
    if (!file) {
      differences.push(`${route.path}: not built`);
      continue;
    }
    const article = readFileSync(file, 'utf8').match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
    const rendered = [...article.matchAll(/<h([2-6])\b[^>]*?\sid="?([^"\s>]+)/g)].map((match) => `h${match[1]}#${match[2]}`);
    if (rendered.join(' ') !== source.join(' ')) {
      differences.push(`${route.path} (${localePrefix(route.locale) || 'en'}): source ${source.join(' ')} | rendered ${rendered.join(' ')}`);
    }
  }
  expect(differences).toEqual([]);
});
