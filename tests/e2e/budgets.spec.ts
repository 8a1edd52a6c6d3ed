import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import budgets from '../budgets.json';
import {repoRoot} from '../../scripts/site-model';
import {test, expect, routes, firstVisitAssets} from './site';

/**
 * What a plain gzip host sends for a file of the build: nginx with `gzip on` and no other
 * setting compresses at level 1 (GitHub Pages and most static hosts do no better).
 */
const gzipLevel1Bytes = (path: string) => gzipSync(readFileSync(join(repoRoot, 'build', decodeURIComponent(path))), {level: 1}).length;

/**
 * What a first visit of each page costs in JavaScript and CSS, compressed as nginx sends it
 * (Brotli), and its JavaScript as a plain gzip host would send the same files.
 * Prefetches of other pages (resource type "other") are not part of the visit.
 */
/** The project starter's page carries its generator and data (no other page loads them): a budget of its own. */
const javascriptBudget = (path: string) => (path.endsWith('/start/') ? budgets.startJavascriptBytes : budgets.javascriptBytes);

for (const route of routes) {
  test(`a first visit of ${route.path} stays within the JS and CSS budgets`, async ({page}) => {
    const loaded = await firstVisitAssets(page, route.path);
    const total = (type: string) => loaded.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0);
    const javascript = total('script');
    const css = total('stylesheet');
    const scripts = loaded.filter((entry) => entry.type === 'script');
    const javascriptGzip = scripts.reduce((sum, entry) => sum + gzipLevel1Bytes(entry.path), 0);
    console.log(`${route.path}: JS ${javascript} B Brotli, ${javascriptGzip} B gzip -1; CSS ${css} B Brotli`);
    expect(javascript, `${route.path} loads ${javascript - javascriptBudget(route.path)} B of JS over budget`).toBeLessThanOrEqual(
      javascriptBudget(route.path),
    );
    expect(javascriptGzip, `${route.path} loads ${javascriptGzip - budgets.javascriptGzipLevel1Bytes} B of JS over budget on a gzip host`).toBeLessThanOrEqual(
      budgets.javascriptGzipLevel1Bytes,
    );
    expect(css, `${route.path} loads ${css - budgets.cssBytes} B of CSS over budget`).toBeLessThanOrEqual(budgets.cssBytes);
    expect(javascript, 'nothing measured: are responses compressed and counted?').toBeGreaterThan(10_000);
    // Brotli as sent is always smaller than gzip at its fastest level: both were measured.
    expect(javascriptGzip).toBeGreaterThan(javascript);
  });
}
