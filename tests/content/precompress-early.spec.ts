import {test, expect} from '@playwright/test';
import {randomBytes} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

// Docusaurus loads the config, and so the plugin's module, afresh for each language; the last
// language's postBuild must still wait for the default language's compression, left running.

const pluginPath = require.resolve('../../src/plugins/precompressEarly');

/** The plugin as a language's build gets it: from a module loaded afresh. */
function pluginFor(currentLocale: string): Plugin {
  delete require.cache[pluginPath];
  const precompressEarly = (require(pluginPath) as {default: (context: LoadContext) => Plugin}).default;
  return precompressEarly({i18n: {currentLocale, defaultLocale: 'en', locales: ['en', 'zh-Hans']}} as LoadContext);
}

test('the last language waits for the compression the default language left running', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'precompress-early-'));
  try {
    // A page whose Brotli takes a while (text that compresses, written at random).
    const words = Array.from({length: 4000}, () => randomBytes(6).toString('hex'));
    const page = join(outDir, 'docs', 'index.html');
    mkdirSync(join(outDir, 'docs'));
    writeFileSync(page, Array.from({length: 60000}, (_, i) => `<p>${words[i % words.length]} ${i}</p>`).join('\n'));
    mkdirSync(join(outDir, 'zh-Hans'));
    writeFileSync(join(outDir, 'zh-Hans', 'index.html'), `<p>${'文档'.repeat(1000)}</p>`);
    const postBuild = (locale: string, dir: string) => pluginFor(locale).postBuild?.({outDir: dir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);

    await postBuild('en', outDir);
    expect(existsSync(`${page}.br`), 'the default language returns before its compression ends').toBe(false);
    await postBuild('zh-Hans', join(outDir, 'zh-Hans'));
    expect(existsSync(`${page}.br`) && existsSync(`${page}.gz`)).toBe(true);
    expect(existsSync(join(outDir, 'zh-Hans', 'index.html.br'))).toBe(true);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
