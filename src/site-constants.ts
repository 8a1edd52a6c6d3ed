/**
 * Values that appear in several places (config, pages, tests) and must change together.
 * Kept free of imports so that docusaurus.config.ts, React code and the tests can share it.
 */

/** Production origin of the site; canonical URLs, the sitemap and social cards use it. */
export const SITE_URL = 'https://www.mcube.top';

/** The mcube release these docs describe. */
export const MCUBE_VERSION = 'v2.1.10';
export const MCUBE_MODULE = 'github.com/infraboard/mcube/v2';
export const MCUBE_REPO_URL = 'https://github.com/infraboard/mcube';

/**
 * The site's own repository: every doc page's "Edit this page" and "Report a problem" open it.
 * A fork builds with DOCS_REPOSITORY_URL set to its own (the Pages workflow sets it).
 */
export const SITE_REPO_URL = 'https://github.com/infraboard/mcube-docs';
/** The branch "Edit this page" opens a page's source on. */
export const SITE_REPO_BRANCH = 'main';

/** Change this id to show a new announcement to every reader, including those who dismissed the last one. */
export const ANNOUNCEMENT_ID = 'docs-cover-v2-1-10';

/** The copyright year is fixed, never computed from the current date. */
export const COPYRIGHT_YEAR = 2025;

/** Filing number of the site (required for sites hosted in mainland China) and where it links. */
export const FILING = {
  number: '蜀ICP备2024044884号-1',
  url: 'https://beian.miit.gov.cn/',
} as const;
