import budgets from '../budgets.json';
import {test, expect, routes, firstVisitAssets} from './site';

/**
 * What a first visit of each page costs in JavaScript and CSS, compressed as nginx sends it.
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
    console.log(`${route.path}: JS ${javascript} B, CSS ${css} B (compressed)`);
    expect(javascript, `${route.path} loads ${javascript - javascriptBudget(route.path)} B of JS over budget`).toBeLessThanOrEqual(
      javascriptBudget(route.path),
    );
    expect(css, `${route.path} loads ${css - budgets.cssBytes} B of CSS over budget`).toBeLessThanOrEqual(budgets.cssBytes);
    expect(javascript, 'nothing measured: are responses compressed and counted?').toBeGreaterThan(10_000);
  });
}
