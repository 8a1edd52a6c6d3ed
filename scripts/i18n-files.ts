/**
 * Which English doc pages have a Chinese twin, and whether the twin translates the English
 * page as it is now. Shared by the content checks and `npm run i18n`.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {listMarkdown} from '../src/node/files';
import {docsDir, repoRoot} from './site-model';

export {repoRoot};
const englishDocsDir = docsDir('en');
const chineseDocsDir = docsDir('zh-Hans');

/** First 12 hex digits of the SHA-256 of the English source, line endings normalised. */
export const englishHash = (text: string): string =>
  createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);

/** The `translation_of` value in a twin's front matter. */
export const stampOf = (text: string): string | undefined =>
  text.replace(/\r\n/g, '\n').match(/^---\n[\s\S]*?^translation_of:\s*(\S+)\s*$[\s\S]*?^---\s*$/m)?.[1];

export type DocTranslation = {
  /** English source, relative to the repository. */
  english: string;
  /** Where its Chinese twin lives, relative to the repository. */
  twin: string;
  stamp?: string;
  state: 'current' | 'missing' | 'stale';
};

export function docTranslations(): DocTranslation[] {
  return listMarkdown(englishDocsDir).map((file) => {
    const twinPath = join(chineseDocsDir, relative(englishDocsDir, file));
    const english = relative(repoRoot, file);
    const twin = relative(repoRoot, twinPath);
    if (!existsSync(twinPath)) return {english, twin, state: 'missing'};
    const stamp = stampOf(readFileSync(twinPath, 'utf8'));
    const state = stamp === englishHash(readFileSync(file, 'utf8')) ? 'current' : 'stale';
    return {english, twin, stamp, state};
  });
}

export type HeadingId = {line: number; depth: number; text: string; id: string; explicit: boolean};

/**
 * The anchor ids of a page's `##`…`######` headings: the explicit `{#id}` when there is one,
 * else the id the docs plugin derives from the text (inline code and emphasis removed).
 */
export function headingIds(source: string): HeadingId[] {
  const slugger = createSlugger();
  const headings: HeadingId[] = [];
  let fence: string | null = null;
  source.replace(/\r\n?/g, '\n').split('\n').forEach((line, index) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length && !/\S/.test(line.trim().slice(marker.length))))) {
      fence = fence ? null : marker;
      return;
    }
    const match = !fence && line.match(/^(#{2,6})\s+(.*?)\s*$/);
    if (!match) return;
    const explicit = match[2].match(/^(.*?)\s*\{#([^}]+)\}$/);
    const text = (explicit ? explicit[1] : match[2]).replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`|\*\*/g, '');
    const id = explicit ? explicit[2] : slugger.slug(text);
    headings.push({line: index + 1, depth: match[1].length, text, id, explicit: Boolean(explicit)});
  });
  return headings;
}
