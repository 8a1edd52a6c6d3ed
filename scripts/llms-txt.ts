/**
 * /llms.txt and /llms-full.txt of each locale (llmstxt.org): the site's title, a summary,
 * then one section per sidebar category, each line a link to a page's Markdown twin with the
 * page's one-sentence description; llms-full.txt is every twin in the same order.
 * The twins themselves come from @signalwire/docusaurus-plugin-llms-txt; its own llms.txt
 * groups pages by URL folder, so these two files are written here from the sidebars.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import sidebars from '../sidebars';
import llmsEn from '../src/locale/en/llms';
import llmsZh from '../src/locale/zh-Hans/llms';
import {docIds, docSource, docUrl, frontMatter, localePrefix, locales, sidebarDocIds, siteRoot, translations, type Locale, type SidebarItem} from './site-model';

const texts = {en: llmsEn, 'zh-Hans': llmsZh};
type Entry = {path: string; description: string};
type Section = {title: string; entries: Entry[]};

/** The Markdown twin of a page: /docs/x/ → /docs/x.md (as the plugin writes it). */
export const twinPath = (path: string): string => `${path.replace(/\/$/, '')}.md`;

function sections(locale: Locale): Section[] {
  const prefix = localePrefix(locale);
  const docs = translations(locale, 'docusaurus-plugin-content-docs/current.json');
  const navbar = translations(locale, 'docusaurus-theme-classic/navbar.json');
  const doc = (docId: string): Entry => ({path: `${prefix}${docUrl(docId)}`, description: String(frontMatter(docSource(docId, locale)).description ?? '')});
  const framework = (sidebars.framework as SidebarItem[]).map((item): Section => {
    if (typeof item === 'string' || !item.label) throw new Error('scripts/llms-txt.ts expects the framework sidebar to be made of categories');
    const key = `sidebar.framework.category.${item.label}`;
    const generated = item.link?.type === 'generated-index' && item.link.slug
      ? [{path: `${prefix}/docs${item.link.slug}`, description: docs[`${key}.link.generated-index.description`] ?? (item.link as {description?: string}).description ?? ''}]
      : [];
    return {title: docs[key] ?? item.label, entries: [...generated, ...sidebarDocIds([item]).map(doc)]};
  });
  const modules = {title: navbar['item.label.Application modules'] ?? 'Application modules', entries: (sidebars.tutorialSidebar as string[]).map(doc)};
  const all = [...framework, modules];
  // A page in no sidebar (the component overview) opens the section of the pages beside it.
  const listed = new Set(Object.values(sidebars).flatMap((items) => sidebarDocIds(items as SidebarItem[])));
  for (const docId of docIds.filter((id) => !listed.has(id))) {
    const entry = doc(docId);
    const home = all.find((section) => section.entries.some((other) => other.path.startsWith(entry.path)));
    if (!home) throw new Error(`llms.txt: no section for ${docId}, which is in no sidebar`);
    home.entries.unshift(entry);
  }
  return all;
}

export function writeLlmsTxt(buildDir: string, siteUrl = siteRoot): void {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    const read = (path: string) => {
      const file = join(buildDir, twinPath(path));
      if (!existsSync(file)) throw new Error(`llms.txt: no Markdown twin for ${path} at ${file}`);
      return readFileSync(file, 'utf8').trim();
    };
    const header = ['# mcube', '', `> ${texts[locale].summary}`, '', texts[locale].intro(`${siteUrl}${prefix}/llms-full.txt`), ''];
    const index = sections(locale).flatMap(({title, entries}) => [
      `## ${title}`,
      '',
      ...entries.map((entry) => `- [${read(entry.path).match(/^# (.+)$/m)?.[1] ?? entry.path}](${siteUrl}${twinPath(entry.path)}): ${entry.description}`),
      '',
    ]);
    const full = sections(locale).flatMap(({entries}) => entries.map((entry) => read(entry.path)));
    writeFileSync(join(buildDir, prefix, 'llms.txt'), [...header, ...index].join('\n'));
    writeFileSync(join(buildDir, prefix, 'llms-full.txt'), `${[...header, ...full.flatMap((page) => ['---', '', page, ''])].join('\n')}`);
  }
}
