import {createRequire} from 'node:module';
import {basename, dirname, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import type {RspackPluginInstance, SwcJsMinimizerRspackPluginOptions} from '@rspack/core';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';

type Rspack = typeof import('@rspack/core');

/**
 * Points four imports of the theme at lighter modules, for the browser and the
 * pre-rendering bundles alike:
 * - prism-react-renderer: the site's own highlighter (src/prism), without ~40 unused grammars
 *   and out of the main script (the pre-rendering bundle gets Prism itself through
 *   `@site-prism-when-prerendering`, the browser's nothing there);
 * - the theme's client module registering extra Prism languages, which would put Prism back
 *   into the main script: the site's Prism has its languages already;
 * - @docusaurus/utils-common: its client functions without the package index, whose CommonJS
 *   `require("tslib")` pulls all of tslib (3 KB gzipped) into every page's main script.
 * The pre-rendering bundle renders pages through React's web stream (src/lean/renderToHtml.ts),
 * which writes no NUL characters into Chinese text as React 18's Node stream does.
 * The theme's route progress bar is drawn by a stylesheet rule (src/lean/routeProgress.ts)
 * instead of the nprogress library.
 * The browser's copies of the site configuration, site metadata, route registry and theme
 * texts leave out what only the build reads (src/lean/browserGeneratedDataLoader.js): 8 KB
 * of every page's main script; so do the docs versions' metadata (the descriptions no card
 * shows: about 1.5 KB of a doc page); the theme's
 * translatable texts lose their notes for translators (src/lean/translationDescriptionsLoader.js).
 * It also lets the browser bundles keep Chinese text as UTF-8: the stock minifier writes
 * every non-ASCII character as a six-byte `\uXXXX` escape, which made each Chinese page's
 * script larger than its English twin's. Every server of the site sends scripts as UTF-8
 * (and a script inherits the UTF-8 of the page that loads it).
 */
export default function leanBundles(context: LoadContext): Plugin {
  // Client modules are required by absolute path, without extension.
  const themeModule = (name: string) =>
    createRequire(resolve(context.siteDir, 'package.json')).resolve(`@docusaurus/theme-classic/lib/${name}.js`).replace(/\.js$/, '');
  const themeLanguagesModule = themeModule('prism-include-languages');
  const themeProgressModule = themeModule('nprogress');
  // In .docusaurus/, or in the folder the build names for a language built alongside (scripts/build.ts).
  const browserDataFiles = new Set(['docusaurus.config.mjs', 'site-metadata.json', 'registry.js', 'codeTranslations.json']);
  // The docs plugin's route props (…/docusaurus-plugin-content-docs/default/p/*.json), of which
  // each version's metadata ("docs-….json", "zh-hans-docs-….json") has every doc's description.
  const isBrowserData = (file: string) =>
    (dirname(file) === context.generatedFilesDir && browserDataFiles.has(basename(file))) ||
    (file.startsWith(context.generatedFilesDir) && /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/.test(file));
  return {
    name: 'lean-bundles',
    configureWebpack(config, isServer, {currentBundler}) {
      if (!isServer && currentBundler.name === 'rspack' && config.optimization?.minimizer) {
        const rspack = currentBundler.instance as unknown as Rspack;
        config.optimization.minimizer = config.optimization.minimizer.map((minimizer) =>
          minimizer instanceof rspack.SwcJsMinimizerRspackPlugin ? (utf8Minimizer(rspack) as unknown as typeof minimizer) : minimizer,
        );
      }
      return {
        module: {
          rules: isServer
            ? []
            : [
                {
                  test: isBrowserData,
                  use: [resolve(context.siteDir, 'src/lean/browserGeneratedDataLoader.js')],
                },
                {
                  test: /[\\/]node_modules[\\/]@docusaurus[\\/](?:theme-classic|theme-common|core[\\/]lib[\\/]client)[\\/].*\.js$/,
                  enforce: 'pre',
                  use: [resolve(context.siteDir, 'src/lean/translationDescriptionsLoader.js')],
                },
                {
                  // The site's own translate() calls and <Translate> elements, likewise (their
                  // notes are in i18n/zh-Hans/code.json): about 250 B gzipped of a doc page.
                  test: /\.tsx?$/,
                  include: ['components', 'theme', 'search'].map((folder) => resolve(context.siteDir, 'src', folder)),
                  enforce: 'pre',
                  use: [resolve(context.siteDir, 'src/lean/translationDescriptionsLoader.js')],
                },
              ],
        },
        // Docusaurus imports its renderer by a relative path, which a resolve alias cannot name.
        plugins: isServer ? [webStreamRenderer(currentBundler.instance as unknown as Rspack, context.siteDir)] : [],
        resolve: {
          alias: {
            '@site-prism-when-prerendering$': resolve(context.siteDir, isServer ? 'src/prism/prism.ts' : 'src/lean/nothing.ts'),
            'prism-react-renderer$': resolve(context.siteDir, 'src/prism/index.ts'),
            '@docusaurus/utils-common$': resolve(context.siteDir, 'src/lean/utilsCommon.ts'),
            [`${themeLanguagesModule}$`]: resolve(context.siteDir, 'src/lean/prismLanguagesRegistered.ts'),
            [`${themeProgressModule}$`]: resolve(context.siteDir, 'src/lean/routeProgress.ts'),
          },
        },
      };
    },
  };
}

/** Docusaurus's renderToHtml module replaced by src/lean/renderToHtml.ts. */
function webStreamRenderer(rspack: Rspack, siteDir: string): WebpackPluginInstance {
  const stockRenderer = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml(\.js)?$/;
  return new rspack.NormalModuleReplacementPlugin(stockRenderer, resolve(siteDir, 'src/lean/renderToHtml.ts')) as unknown as WebpackPluginInstance;
}

/** The stock JS minimizer of Docusaurus Faster, writing non-ASCII characters as they are. */
function utf8Minimizer(rspack: Rspack): RspackPluginInstance {
  const stock = getSwcJsMinimizerOptions() as SwcJsMinimizerRspackPluginOptions['minimizerOptions'] & {format: object};
  return new rspack.SwcJsMinimizerRspackPlugin({
    minimizerOptions: {minify: true, ...stock, format: {...stock.format, ascii_only: false}},
  });
}
