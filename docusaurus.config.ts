import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  ANNOUNCEMENT_ID,
  COPYRIGHT_YEAR,
  FILING,
  MCUBE_REPO_URL,
  MCUBE_VERSION,
  SITE_REPO_BRANCH,
  SITE_REPO_URL,
  SITE_URL,
} from './src/site-constants';
import {codeTheme} from './src/code-theme';
import leanBundles from './src/plugins/leanBundles';
import precompressEarly from './src/plugins/precompressEarly';
import localeTexts from './src/plugins/localeTexts';
import startData from './src/plugins/startData';
import checkData from './src/plugins/checkData';
import codeLinks from './src/plugins/codeLinks';
import {ssrTemplate} from './src/ssr-template';
import {hasFullGitHistory, quietUntrackedPageNotice, readLastCommitsInOneLog} from './scripts/git-history';
import type {PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import rehypeDocusaurusMarkdown from './src/markdown/rehypeDocusaurusMarkdown';
import remarkAbsoluteLinks from './src/markdown/remarkAbsoluteLinks';
import remarkEmphasisPunctuation from './src/markdown/remarkEmphasisPunctuation';
import remarkKeyTableMarks from './src/markdown/remarkKeyTableMarks';
import remarkConfigReference from './src/markdown/remarkConfigReference';
import remarkUpgradeChanges from './src/markdown/remarkUpgradeChanges';
import rehypeTables from './src/markdown/rehypeTables';
// CommonMark does not close `**粗体**后` before a CJK letter; this parser extension does.
import remarkCjkFriendly from 'remark-cjk-friendly';

/**
 * Stock 3.8.1 hides the bar before hydration from the "dismissed" flag alone, so after the
 * announcement id changes the new bar stays hidden until a second reload. This runs first
 * (head scripts run before the theme's body script) and resets the flag when the id is new,
 * which is what the theme's React code would do, only before the first paint.
 */
const announcementResetScript = `(function () {
  try {
    var idKey = 'docusaurus.announcement.id';
    if (localStorage.getItem(idKey) !== ${JSON.stringify(ANNOUNCEMENT_ID)}) {
      localStorage.setItem(idKey, ${JSON.stringify(ANNOUNCEMENT_ID)});
      localStorage.setItem('docusaurus.announcement.dismiss', 'false');
    }
  } catch (e) {}
})();`;

/** The locale being built: the generator loads this config once per locale. */
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE === 'zh-Hans' ? 'zh-Hans' : 'en';

/** Where the site is served; set both for a build under another origin or a sub-path (MAINTAINING.md, "Deploy"). */
const siteUrl = process.env.DOCS_SITE_URL ?? SITE_URL;
/** The repository the doc pages' edit and report links open; a fork's build sets its own (MAINTAINING.md, "Deploy"). */
const repositoryUrl = (process.env.DOCS_REPOSITORY_URL || SITE_REPO_URL).replace(/\/$/, '');
if (!/^https:\/\/[^/]+\/[^/]+\/[^/]+$/.test(repositoryUrl)) {
  throw new Error(`DOCS_REPOSITORY_URL must be a repository's address, https://github.com/OWNER/REPO (got: ${repositoryUrl})`);
}
// Right dates or none: a source archive or a shallow clone has no history to read them from.
const hasDatesFromGit = hasFullGitHistory(__dirname);
// A page not yet committed gets no date, without a warning; the dates come from one `git log` (scripts/git-history.ts).
quietUntrackedPageNotice();
if (hasDatesFromGit) readLastCommitsInOneLog();
const baseUrl = process.env.DOCS_BASE_URL ?? '/';
/** The root of the locale being built, for the few links written as raw HTML. */
const localeBaseUrl = locale === 'en' ? baseUrl : `${baseUrl}${locale}/`;

const localized = {
  en: {
    tagline: 'A Go framework for progressive microservices: start as one binary of modules, split into services when you need to.',
    releaseNotes: `mcube ${MCUBE_VERSION} release notes`,
    announcement: `These docs describe mcube ${MCUBE_VERSION}: every config key, environment variable and default on this site is checked against that release. New here? <a href="${localeBaseUrl}docs/framework/quickstart/">Run your first service</a>.`,
  },
  'zh-Hans': {
    tagline: '渐进式微服务 Go 框架：先把业务模块组成一个二进制文件，需要时再拆分成独立服务。',
    releaseNotes: `mcube ${MCUBE_VERSION} 发布说明`,
    announcement: `本文档对应 mcube ${MCUBE_VERSION}：站内每个配置项、环境变量和默认值都按该版本核对过。第一次来？<a href="${localeBaseUrl}docs/framework/quickstart/">运行你的第一个服务</a>。`,
  },
}[locale];

const config = {
  title: 'mcube',
  tagline: localized.tagline,
  favicon: 'img/favicon.svg',

  url: siteUrl,
  baseUrl,
  trailingSlash: true,
  // The page template shows its own bad-base-URL banner: this one's check runs before the app's scripts (src/ssr-template.ts).
  baseUrlIssueBanner: false,

  // A broken link, anchor or route fails `npm run build` itself, not only the test command.
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  customFields: {
    // One search index for all locales, at the site root (scripts/search-index.ts).
    searchBundleUrl: `${baseUrl}pagefind/`,
  },

  future: {
    v4: true,
    experimental_faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh-Hans'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'},
      'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory'},
    },
  },

  plugins: [
    // The site has no PostCSS config file, but postcss-loader searches every folder above each
    // stylesheet for one: 1.3 s of a build without cache (UPGRADING.md).
    () => ({name: 'postcss-without-config-search', configurePostCss: (options) => ({...options, config: false})}),
    leanBundles,
    localeTexts,
    precompressEarly,
    startData,
    checkData,
    codeLinks,
    [
      // A Markdown twin of every doc page (/docs/x/ → /docs/x.md), converted from the built
      // HTML; src/markdown/ adapts Docusaurus's markup (code, tabs, admonitions, diagrams).
      '@signalwire/docusaurus-plugin-llms-txt',
      {
        onRouteError: 'throw',
        logLevel: 0,
        content: {
          enableMarkdownFiles: true,
          // llms.txt and llms-full.txt are written from the sidebars by scripts/llms-txt.ts.
          enableLlmsFullTxt: false,
          // Root-relative links that remarkAbsoluteLinks prefixes with the origin: with false the
          // plugin prefixes url + baseUrl, and a Chinese link (/zh-Hans/docs/…) became /zh-Hans/zh-Hans/docs/….
          relativePaths: true,
          includeDocs: true,
          includePages: false,
          includeBlog: false,
          includeGeneratedIndex: true,
          // The /docs/ landing is a React page that lives under /docs/: not a doc.
          excludeRoutes: [`${localeBaseUrl}docs/`],
          contentSelectors: ['.theme-doc-markdown', 'main article'],
          beforeDefaultRehypePlugins: [rehypeDocusaurusMarkdown],
          remarkPlugins: [[remarkAbsoluteLinks, {siteUrl: siteUrl.replace(/\/$/, '')}], remarkEmphasisPunctuation],
        },
      } satisfies LlmsTxtOptions,
    ],
  ],

  ssrTemplate,

  headTags: [
    {tagName: 'script', attributes: {}, innerHTML: announcementResetScript},
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          showLastUpdateTime: hasDatesFromGit,
          // "Edit this page" opens the page's source; a Chinese page its Chinese file under i18n/.
          editUrl: `${repositoryUrl}/edit/${SITE_REPO_BRANCH}/`,
          editLocalizedFiles: true,
          // Key tables note the release that added a key and the default before its last change.
          remarkPlugins: [remarkCjkFriendly, [remarkKeyTableMarks, {locale}]],
          // Long code in tables may break after _ . / - and nowhere inside a word; cells labelled for phones.
          rehypePlugins: [rehypeTables],
          // The reference pages' tables, generated from facts/ (before the default plugins, which
          // give their headings ids, list them in the table of contents and resolve their links).
          beforeDefaultRemarkPlugins: [
            [remarkConfigReference, {locale}],
            [remarkUpgradeChanges, {locale}],
          ],
          // A frozen release (npm run docusaurus docs:version vX.Y.Z) goes under /docs/vX.Y.Z/.
          lastVersion: 'current',
          versions: {
            // The docs describe this mcube release; its name links to the release notes (src/theme/DocVersionBadge).
            current: {label: MCUBE_VERSION, path: '', badge: true},
          },
        },
        blog: {
          showReadingTime: false,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {remarkPlugins: [remarkCjkFriendly]},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The search page is a tool, not content, and is marked noindex.
          ignorePatterns: ['/search/**'],
          lastmod: hasDatesFromGit ? 'date' : null,
          changefreq: null,
          priority: null,
          // Generated category pages have no source file: they change when the pages they list do.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
            const items = await defaultCreateSitemapItems(params);
            const newest = items.map((item) => item.lastmod ?? '').sort().at(-1) || null;
            return items.map((item) => ({...item, lastmod: item.lastmod ?? newest}));
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'mcube, Go, golang, microservices, IoC, framework, documentation'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: localized.announcement,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: true},
    },
    navbar: {
      title: 'mcube',
      hideOnScroll: true,
      logo: {
        alt: 'mcube logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'doc', docId: 'framework', label: 'Framework guide', position: 'left'},
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Application modules', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {href: `${MCUBE_REPO_URL}/releases/tag/${MCUBE_VERSION}`, label: localized.releaseNotes},
          ],
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
        {href: MCUBE_REPO_URL, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Framework guide', to: '/docs/framework/'},
            {label: 'Quickstart', to: '/docs/framework/quickstart/'},
            {label: 'Application modules', to: '/docs/intro/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Issues and questions', href: `${MCUBE_REPO_URL}/issues`},
            {label: 'Releases', href: `${MCUBE_REPO_URL}/releases`},
            {label: 'Example programs', href: `${MCUBE_REPO_URL}/tree/${MCUBE_VERSION}/examples`},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub repository', href: MCUBE_REPO_URL},
            {label: 'About these docs', to: '/markdown-page/'},
          ],
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} mcube · <a href="${FILING.url}" target="_blank" rel="noopener noreferrer">${FILING.number}</a>`,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      // vsDark in both modes, with its few low-contrast token colours made readable. One theme for
      // both modes lets code blocks keep their server-rendered colours (src/theme/CodeBlock).
      theme: codeTheme,
      darkTheme: codeTheme,
      // No additionalLanguages: the site's Prism has every language of the docs (src/prism/prism.ts).
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
