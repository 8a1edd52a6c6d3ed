import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {contentSecurityPolicy, inlineScriptHashes} from '../../scripts/csp-policy';
import {test, expect, routes, gotoHydrated, openNavbarSearch} from './site';

const repoRoot = join(__dirname, '..', '..');
const gzip = {'accept-encoding': 'gzip'};

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
}

test('pages are compressed, revalidated and carry the security headers', async ({request}) => {
  for (const path of ['/', '/docs/framework/config/server/', '/search/']) {
    const response = await request.get(path, {headers: gzip});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding'], path).toBe('gzip');
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(headers);
  }
});

test('hashed assets are cached for a year as immutable, and compressed', async ({request}) => {
  const html = await (await request.get('/docs/intro/')).text();
  const assets = [...html.matchAll(/(?:src|href)=["']?(\/assets\/[^"'\s>]+\.(?:js|css))/g)].map((match) => match[1]);
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const response = await request.get(asset, {headers: gzip});
    expect(response.status(), asset).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding'], asset).toBe('gzip');
    expectSecurityHeaders(headers);
  }
});

test('unknown paths get the not-found page with status 404 and the same headers', async ({request}) => {
  const response = await request.get('/docs/framework/no-such-page/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  expectSecurityHeaders(response.headers());
});

test('the policy in deploy/ allows exactly the inline scripts of this build', () => {
  const committed = readFileSync(join(repoRoot, 'deploy', 'nginx', 'mcube-docs-csp.conf'), 'utf8');
  const expected = contentSecurityPolicy(inlineScriptHashes(join(repoRoot, 'build')));
  expect(committed, 'stale policy: run `npm run build && npm run csp`').toContain(`"${expected}"`);
});

test('no page reports a Content-Security-Policy violation, search included', async ({page}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const collected: string[] = [];
  for (const route of routes) {
    await gotoHydrated(page, route.path);
    collected.push(...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)));
  }
  // The search runs in a web worker and loads its index: both must pass the policy too.
  const input = await openNavbarSearch(page);
  await input.fill('redis');
  await expect(page.locator('.navbar [role="option"]').first()).toBeVisible();
  collected.push(...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)));
  expect(collected).toEqual([]);
});

test('the page cannot be framed by another site', async ({request}) => {
  const response = await request.get('/');
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
