// Builds one language of the site as `docusaurus build` does, for scripts/build.ts, which runs
// one of these per language side by side. Plain JavaScript, run by Node itself: a TypeScript
// loader's hooks would see each of the thousands of modules Docusaurus loads (about 2 s of CPU
// a language).
//   usage: node scripts/build-locale.mjs LOCALE OUT_DIR
// Docusaurus's generated-files folder is named by DOCUSAURUS_GENERATED_FILES_DIR_NAME.
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const [locale, outDir] = process.argv.slice(2);
const siteDir = fileURLToPath(new URL('..', import.meta.url));
// `docusaurus build` sets these two before building.
process.env.BABEL_ENV = 'production';
process.env.NODE_ENV = 'production';
const {buildLocale} = createRequire(import.meta.url)('@docusaurus/core/lib/commands/build/buildLocale.js');
await buildLocale({siteDir, locale, cliOptions: {outDir}});
