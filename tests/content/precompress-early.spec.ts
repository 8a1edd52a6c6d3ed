import {test, expect} from '@playwright/test';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import precompressEarly from '../../src/plugins/precompressEarly';

// A language's build ends with its pages compressed: `npm run build` builds each language in a
// process of its own, which ends when Docusaurus's postBuild steps have returned.

test("a language's postBuild returns once its pages are compressed, and leaves the Markdown twins to the postbuild", async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'precompress-early-'));
  try {
    const page = join(outDir, 'docs', 'index.html');
    const twin = join(outDir, 'docs.md');
    mkdirSync(join(outDir, 'docs'));
    writeFileSync(page, Array.from({length: 20000}, (_, i) => `<p>文档 ${i}</p>`).join('\n'));
    writeFileSync(twin, '# Docs\n'.repeat(400));
    const plugin = precompressEarly({i18n: {currentLocale: 'zh-Hans', defaultLocale: 'en', locales: ['en', 'zh-Hans']}} as LoadContext);
    await plugin.postBuild?.({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).equals(readFileSync(page))).toBe(true);
    expect(gunzipSync(readFileSync(`${page}.gz`)).equals(readFileSync(page))).toBe(true);
    expect(existsSync(`${twin}.br`) || existsSync(`${twin}.gz`)).toBe(false);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
