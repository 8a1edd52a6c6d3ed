/**
 * Every internal link of the built site resolves, in any element: the generator checks the
 * links it renders itself, not those written as raw HTML (the announcement bar, an `<a href>`
 * in MDX) nor their anchors. Reads build/ directly; no browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect} from './site';
import {listFiles} from '../files';
import {repoRoot} from '../site-model';

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
