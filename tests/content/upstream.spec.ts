/**
 * The details of the installed Docusaurus that the site's departures from stock rely on
 * (UPGRADING.md). Each departure works around one of them; when an upgrade changes the
 * detail, its check here fails, naming the departure to revisit: adapt it, or delete it and
 * return to stock if the reason is gone. Reads node_modules; no browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {repoRoot} from '../../scripts/site-model';

const installed = (path: string) => readFileSync(join(repoRoot, 'node_modules', path), 'utf8');

const details: {departure: string; file: string; detail: string | RegExp}[] = [
  {
    departure: 'DocSidebar/Mobile: the theme sorts the names of shallow-memoized props with localeCompare',
    file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    detail: 'deps.sort((a, b) => a[0].localeCompare(b[0]))',
  },
  {
    departure: 'DocSidebar/Mobile: the drawer filler shallow-memoizes its props',
    file: '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js',
    detail: 'useShallowMemoObject(props)',
  },
  {
    departure: 'CodeBlock/index.tsx: the theme remounts every code block after hydration',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    detail: 'key={String(isBrowser)}',
  },
  {
    departure: 'LastUpdated: the theme formats the date with Intl.DateTimeFormat',
    file: '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    detail: 'useDateTimeFormat(',
  },
  {
    departure: 'src/lean/utilsCommon.ts: the package index requires tslib',
    file: '@docusaurus/utils-common/lib/index.js',
    detail: 'require("tslib")',
  },
  {
    departure: 'the announcement reset script: the theme stores the announcement under these keys',
    file: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    detail: /createStorageSlot\('docusaurus\.announcement\.dismiss'\)[\s\S]*createStorageSlot\('docusaurus\.announcement\.id'\)/,
  },
  {
    departure: 'the colour-mode tests: the theme stores the mode under the key "theme"',
    file: '@docusaurus/theme-common/lib/contexts/colorMode.js',
    detail: "ColorModeStorageKey = 'theme'",
  },
  {
    departure: 'CodeBlock/Content/index.tsx: the theme exports useCodeBlockContext from its internal module',
    file: '@docusaurus/theme-common/lib/internal.js',
    detail: /\buseCodeBlockContext\b/,
  },
  {
    departure: 'the postcss-without-config-search plugin: postcss-loader skips its config search when postcssOptions.config is false',
    file: 'postcss-loader/dist/index.js',
    detail: 'typeof options.postcssOptions.config === "undefined" ? true : options.postcssOptions.config',
  },
  {
    departure: 'SearchBar: Infima styles the navbar search box',
    file: 'infima/dist/css/default/default.css',
    detail: '.navbar__search-input {',
  },
];

for (const {departure, file, detail} of details) {
  test(`${departure} (${file})`, () => {
    const source = installed(file);
    if (typeof detail === 'string') expect(source.includes(detail), `${file} contains ${detail}`).toBe(true);
    else expect(source).toMatch(detail);
  });
}

test('the alias of src/lean/prismLanguagesRegistered.ts still names the theme module it replaces', () => {
  expect(existsSync(join(repoRoot, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'))).toBe(true);
  expect(installed('@docusaurus/theme-classic/lib/index.js')).toContain('prism-include-languages');
});

test('src/ssr-template.ts uses exactly the variables of the generator’s own page template', () => {
  const variables = (template: string) => [...new Set(template.match(/\bit\.\w+/g))].sort();
  const stock = variables(installed('@docusaurus/core/lib/ssg/ssgTemplate.html.js'));
  expect(stock.length).toBeGreaterThan(5);
  expect(variables(readFileSync(join(repoRoot, 'src/ssr-template.ts'), 'utf8'))).toEqual(stock);
});

test('the project has no PostCSS config file, which the build would ignore (postcss-without-config-search)', () => {
  const configFiles = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.ts', '.postcssrc', '.postcssrc.json', '.postcssrc.yaml', '.postcssrc.yml', '.postcssrc.js', '.postcssrc.cjs', '.postcssrc.mjs'];
  expect(configFiles.filter((file) => existsSync(join(repoRoot, file)))).toEqual([]);
  expect(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))).not.toHaveProperty('postcss');
});
