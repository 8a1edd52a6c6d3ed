/**
 * Every output the build writes for readers and their tools links only to what the site
 * serves: the pages' HTML, the Markdown twins, llms.txt and llms-full.txt of both languages
 * and the sitemaps. Each distinct link to the site is requested from nginx once; an anchor
 * must be an id of the page it names (for a twin, of its HTML page). The twins also carry
 * the text's own characters, not character references.
 */
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect} from './site';
import {listFiles} from '../../src/node/files';
import {repoRoot, siteRoot} from '../../scripts/site-model';

const buildDir = join(repoRoot, 'build');
const sitePrefix = siteRoot.replace(/\/$/, '');
const sitePath = new URL(`${sitePrefix}/`).pathname;

/** Outputs with their links: the file's site path and each link as written. */
function outputLinks(): {from: string; links: string[]}[] {
  const outputs: {from: string; links: string[]}[] = [];
  const pathOf = (file: string) => `${sitePath}${relative(buildDir, file)}`;
  for (const file of listFiles(buildDir, /\.html$/)) {
    // Links inside the inert template of app scripts and the JSON data are not links.
    const markup = readFileSync(file, 'utf8')
      .replace(/<template id="?app-scripts"?>[\s\S]*?<\/template>/, '')
      .replace(/<script[\s\S]*?<\/script>/g, '');
    const links = [...markup.matchAll(/\s(?:href|src|content)=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)]
      .map((match) => (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&'))
      .filter((link) => link.startsWith(`${sitePrefix}/`) || (link.startsWith('/') && !link.startsWith('//')));
    outputs.push({from: pathOf(file).replace(/index\.html$/, ''), links});
  }
  for (const file of listFiles(buildDir, /(\.md|llms(-full)?\.txt)$/)) {
    const text = readFileSync(file, 'utf8');
    const links = [...text.matchAll(/\]\((\S+?)\)|<(https?:\/\/[^>\s]+)>/g)].map((match) => match[1] ?? match[2]);
    outputs.push({from: pathOf(file), links: links.filter((link) => link.startsWith(`${sitePrefix}/`))});
  }
  for (const file of listFiles(buildDir, /sitemap\.xml$/)) {
    const xml = readFileSync(file, 'utf8');
    const links = [...xml.matchAll(/<loc>([^<]+)<\/loc>|\shref="([^"]+)"/g)].map((match) => match[1] ?? match[2]);
    outputs.push({from: pathOf(file), links});
  }
  return outputs;
}

const idsOf = new Map<string, Set<string>>();
async function idsAt(request: {get: (url: string) => Promise<{text: () => Promise<string>}>}, path: string) {
  if (!idsOf.has(path)) {
    const html = await (await request.get(path)).text();
    idsOf.set(path, new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>"']+))/g)].map((match) => match[1] ?? match[2])));
  }
  return idsOf.get(path)!;
}

test('every link to the site in the HTML, the Markdown twins, the llms files and the sitemaps is served, with its anchor', async ({request}) => {
  test.setTimeout(180_000);
  const outputs = outputLinks();
  expect(outputs.filter((output) => output.from.endsWith('.md')).length, 'twins of both languages').toBeGreaterThan(70);
  const firstSeen = new Map<string, string>();
  for (const {from, links} of outputs) {
    for (const link of links) {
      const url = new URL(link, `${sitePrefix}${from}`);
      if (url.origin !== new URL(sitePrefix).origin) continue;
      const key = `${url.pathname}${url.hash}`;
      if (!firstSeen.has(key)) firstSeen.set(key, from);
    }
  }
  const problems: string[] = [];
  const statusOf = new Map<string, number>();
  for (const [key, from] of firstSeen) {
    const [path, hash = ''] = key.split('#');
    if (/\/(zh-Hans)\/\1\//.test(path)) problems.push(`${from}: ${key} doubles the locale`);
    // The not-found page is served at every unknown path; its own address is no page.
    if (/^\/(zh-Hans\/)?404(\.html)?\/$/.test(path) && /404\.html$/.test(from)) continue;
    // The built pages live at the site's root whatever origin and path they are built for.
    const served = `/${path.slice(sitePath.length)}`;
    if (!statusOf.has(served)) statusOf.set(served, (await request.get(served, {maxRedirects: 0})).status());
    const status = statusOf.get(served)!;
    if (status !== 200) {
      problems.push(`${from}: ${key} answers ${status}`);
      continue;
    }
    const page = served.endsWith('.md') ? `${served.slice(0, -3)}/` : served;
    if (hash && page.endsWith('/') && !(await idsAt(request, page)).has(decodeURIComponent(hash))) problems.push(`${from}: ${key} has no such anchor`);
  }
  console.log(`${firstSeen.size} distinct links (${statusOf.size} distinct paths) checked from ${outputs.length} files`);
  expect(firstSeen.size).toBeGreaterThan(300);
  expect(problems).toEqual([]);
});

test('the Markdown twins and llms-full.txt hold characters, not character references', () => {
  const problems: string[] = [];
  for (const file of listFiles(buildDir, /(\.md|llms-full\.txt)$/)) {
    // Outside code, where a reference could only stand for a character of the text.
    const prose = readFileSync(file, 'utf8').replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
    for (const match of prose.matchAll(/.{0,12}&#x?[0-9a-f]+;/gi)) problems.push(`${relative(buildDir, file)}: ${match[0]}`);
  }
  expect(problems).toEqual([]);
});
