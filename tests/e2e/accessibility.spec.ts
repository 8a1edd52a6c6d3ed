import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, routes, gotoHydrated} from './site';

/** WCAG 2.2 A and AA, and axe's best practices: every rule of those sets, no exception. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

async function violations(page: Page) {
  // Code blocks out of view are not laid out (content-visibility) and axe would read their
  // colours against no background; a reader sees each one drawn, so axe checks them drawn.
  await page.addStyleTag({content: '.theme-code-block { content-visibility: visible !important; }'});
  const results = await new AxeBuilder({page}).withTags(axeTags).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

const paths = [...routes.map((route) => route.path), '/this-page-does-not-exist/'];

for (const width of [1280, 375]) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} mode at ${width} px`, () => {
      test.use({viewport: {width, height: 900}});
      for (const path of paths) {
        test(`${path} has no accessibility violations`, async ({page, guard}) => {
          guard.allowConsoleErrors = path.includes('does-not-exist'); // Chromium logs the page's own 404
          await page.addInitScript((theme) => {
            try {
              window.localStorage.setItem('theme', theme);
            } catch {
              // Storage may be unavailable; the default mode is then tested instead.
            }
          }, mode);
          await gotoHydrated(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  }
}
