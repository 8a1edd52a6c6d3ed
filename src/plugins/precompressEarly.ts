import type {LoadContext, Plugin} from '@docusaurus/types';
import {describeFigures, precompress} from '../node/precompress';

/**
 * Compresses each language's pages, scripts and stylesheets as soon as Docusaurus has written
 * them, on zlib's thread pool, while the other plugins' postBuild steps run: the Markdown
 * twins' conversion (@signalwire/docusaurus-plugin-llms-txt) keeps one core busy for about 2 s,
 * and the compression uses what is left. The postbuild (scripts/postbuild.ts) compresses what
 * is written after this (the twins, the sitemaps, the search index, llms.txt) and skips a file
 * whose compressed copies are newer than it.
 *
 * The language's build ends with it: `npm run build` builds each language in a process of its
 * own (scripts/build.ts), and Docusaurus empties a language's folder before building it, so the
 * folder holds this language's files only.
 */
export default function precompressEarly(context: LoadContext): Plugin {
  return {
    name: 'precompress-early',
    async postBuild({outDir}) {
      const figures = await precompress(outDir, (file) => /\.(html|js|css|svg)$/.test(file));
      console.log(describeFigures(`build, ${context.i18n.currentLocale}`, figures));
    },
  };
}
