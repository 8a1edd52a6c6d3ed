import {join, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describeFigures, precompress} from '../node/precompress';

/**
 * Compresses each language's pages, scripts and stylesheets as soon as Docusaurus has written
 * them, on zlib's thread pool, while the other plugins' postBuild steps run: the Markdown
 * twins' conversion (@signalwire/docusaurus-plugin-llms-txt) takes 1.5–2 s of one core, and
 * the compression has the other. The postbuild (scripts/postbuild.ts) compresses what is
 * written after this (the twins, the sitemaps, the search index, llms.txt) and skips a file
 * whose compressed copies are newer than it.
 *
 * The default language is built first, and its compression is left running while the next
 * language is bundled and rendered, whose one-threaded parts leave a core idle; the next
 * language's postBuild waits for it (a build of the default language alone ends when it ends).
 * Docusaurus loads the config, and so this module, afresh for each language: the compression
 * left running is kept on `globalThis`, which the languages share.
 */
const leftRunning = Symbol.for('precompress-early.default-language');
const shared = globalThis as typeof globalThis & {[leftRunning]?: Promise<void>};

export default function precompressEarly(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale, locales} = context.i18n;
  return {
    name: 'precompress-early',
    async postBuild({outDir}) {
      // The default language's folder holds the others' (built after it) and the search index.
      const others = currentLocale === defaultLocale ? locales.filter((locale) => locale !== defaultLocale).map((locale) => join(outDir, locale) + sep) : [];
      const searchIndex = join(outDir, 'pagefind') + sep;
      const written = (file: string) => /\.(html|js|css|svg)$/.test(file) && !file.startsWith(searchIndex) && !others.some((folder) => file.startsWith(folder));
      const compression = precompress(outDir, written).then((figures) => console.log(describeFigures(`build, ${currentLocale}`, figures)));
      if (currentLocale === defaultLocale) {
        // Reported when it fails, which fails the build (the next language's postBuild fails too).
        compression.catch((error: unknown) => {
          console.error(error);
          process.exitCode = 1;
        });
        shared[leftRunning] = compression;
      } else {
        await Promise.all([shared[leftRunning], compression]);
      }
    },
  };
}
