/** The repository's root, the site's locales and where each locale's Markdown sources live. */
import {join} from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

export const locales = ['en', 'zh-Hans'] as const;
export type Locale = (typeof locales)[number];

/** Folder of a locale's doc sources. */
export const docsDir = (locale: Locale): string =>
  locale === 'en' ? join(repoRoot, 'docs') : join(repoRoot, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

/** Folder of a locale's Markdown pages (src/pages for English). */
export const pagesDir = (locale: Locale): string =>
  locale === 'en' ? join(repoRoot, 'src', 'pages') : join(repoRoot, 'i18n', locale, 'docusaurus-plugin-content-pages');
