/**
 * What the production rules answer, held alike for nginx (deploy/nginx, the tests' base URL)
 * and for the README's serve command (scripts/serve.ts): compression, caching, security
 * headers, not-found pages and methods. Both take their headers from deploy/headers.ts.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {join, relative} from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {contentSecurityPolicy, strictTransportSecurity} from '../../deploy/headers';
import {headersFile, inlineScriptHashes, nginxHeadersConf} from '../../scripts/headers-files';
import {test, expect, gotoHydrated, openNavbarSearch, ui} from './site';
import {repoRoot} from '../../scripts/site-model';
import {listFiles} from '../../src/node/files';
import {compressible, minBytes} from '../../src/node/precompress';

function expectSecurityHeaders(headers: Record<string, string>, context: string) {
  expect(headers['x-content-type-options'], context).toBe('nosniff');
  expect(headers['referrer-policy'], context).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], context).toContain('camera=()');
  expect(headers['x-frame-options'], context).toBe('DENY');
  const csp = headers['content-security-policy'];
  expect(csp, context).toBe(contentSecurityPolicy());
  expect(csp, context).toContain("frame-ancestors 'none'");
  // Scripts: the site's own, the hashed inline ones, and WebAssembly for the search engine.
  expect(csp, context).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp, context).not.toMatch(/[^-]unsafe-eval/);
  expect(csp, context).not.toMatch(/script-src[^;]*unsafe-inline/);
  // HSTS belongs to HTTPS answers only (deploy/nginx/example-server.conf); these are plain HTTP.
  expect(headers['strict-transport-security'], context).toBeUndefined();
}

type Server = {name: string; origin: string};
const servers = (baseURL: string | undefined, serveCommand: string): Server[] => [
  {name: 'nginx', origin: baseURL!},
  {name: 'npm run serve', origin: serveCommand},
];

async function get(request: APIRequestContext, server: Server, path: string, encoding?: string) {
  const response = await request.get(server.origin + path, {headers: encoding ? {'accept-encoding': encoding} : {}, maxRedirects: 0});
  return {response, headers: response.headers(), context: `${server.name} ${path} (${encoding ?? 'any encoding'})`};
}

test('pages are compressed (Brotli, else gzip), revalidated and carry the security headers', async ({request, baseURL, serveCommand}) => {
  for (const server of servers(baseURL, serveCommand)) {
    for (const path of ['/', '/docs/framework/config/server/', '/zh-Hans/docs/intro/', '/search/']) {
      for (const [accepted, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']]) {
        const {response, headers, context} = await get(request, server, path, accepted);
        expect(response.status(), context).toBe(200);
        expect(headers['content-encoding'], context).toBe(expected);
        expect(headers['content-type'], context).toBe('text/html; charset=utf-8');
        expect(headers['cache-control'], context).toBe('no-cache');
        expectSecurityHeaders(headers, context);
      }
    }
  }
});

test('every compressed copy the servers send is its file: each text file of 1 KiB or more has a .gz and a .br that decode to its bytes', () => {
  const files = listFiles(join(repoRoot, 'build'), compressible).filter((file) => statSync(file).size >= minBytes);
  expect(files.length).toBeGreaterThan(200);
  const wrong = files.filter((file) => {
    const content = readFileSync(file);
    const decoded = (suffix: string, decode: (bytes: Buffer) => Buffer) => existsSync(file + suffix) && decode(readFileSync(file + suffix)).equals(content);
    return !decoded('.gz', gunzipSync) || !decoded('.br', brotliDecompressSync);
  });
  expect(wrong.map((file) => relative(repoRoot, file))).toEqual([]);
});

test('hashed assets of both locales are cached for a year as immutable, and compressed', async ({request, baseURL, serveCommand}) => {
  for (const server of servers(baseURL, serveCommand)) {
    for (const page of ['/docs/intro/', '/zh-Hans/docs/intro/']) {
      const html = await (await request.get(server.origin + page)).text();
      const assets = [...html.matchAll(/(?:src|href)=["']?((?:\/zh-Hans)?\/assets\/[^"'\s>]+\.(?:js|css))/g)].map((match) => match[1]);
      expect(assets.length, page).toBeGreaterThan(1);
      for (const asset of assets) {
        const {response, headers, context} = await get(request, server, asset, 'br');
        expect(response.status(), context).toBe(200);
        expect(headers['cache-control'], context).toBe('public, max-age=31536000, immutable');
        expect(headers['content-encoding'], context).toBe('br');
        expectSecurityHeaders(headers, context);
      }
    }
  }
});

test('the search index: its hashed pieces are cached for a year and sent as built, its entry files revalidated and compressed', async ({request, baseURL, serveCommand}) => {
  const buildDir = join(repoRoot, 'build', 'pagefind');
  const pieces = [
    ...readdirSync(join(buildDir, 'index')).slice(0, 2).map((file) => `/pagefind/index/${file}`),
    ...readdirSync(join(buildDir, 'fragment')).slice(0, 2).map((file) => `/pagefind/fragment/${file}`),
    ...readdirSync(buildDir).filter((file) => file.endsWith('.pf_meta')).map((file) => `/pagefind/${file}`),
  ];
  expect(pieces.length).toBeGreaterThan(5);
  for (const server of servers(baseURL, serveCommand)) {
    for (const piece of pieces) {
      const {response, headers, context} = await get(request, server, piece, 'br');
      expect(response.status(), context).toBe(200);
      expect(headers['cache-control'], context).toBe('public, max-age=31536000, immutable');
      // Pagefind compresses them itself: they go out byte for byte.
      expect(headers['content-encoding'], context).toBeUndefined();
      expectSecurityHeaders(headers, context);
    }
    const {response, headers, context} = await get(request, server, '/pagefind/pagefind.js', 'br');
    expect(response.status(), context).toBe(200);
    expect(headers['cache-control'], context).toBe('no-cache');
    expect(headers['content-encoding'], context).toBe('br');
  }
});

test('unknown paths get their locale\'s not-found page with 404, malformed ones with 400, other methods 405', async ({request, baseURL, serveCommand}) => {
  const answers = [
    {path: '/docs/framework/no-such-page/', status: 404, text: ui.en.notFound},
    {path: '/404/', status: 404, text: ui.en.notFound},
    {path: '/zh-Hans/docs/no-such-page/', status: 404, text: ui['zh-Hans'].notFound},
    {path: '/zh-Hans/404/', status: 404, text: ui['zh-Hans'].notFound},
    {path: '/.git/config', status: 404, text: ui.en.notFound},
    {path: '/zh-Hans/.git/config', status: 404, text: ui['zh-Hans'].notFound},
    {path: '/zh-Hans/docs/.env', status: 404, text: ui['zh-Hans'].notFound},
    {path: '/zh-Hans/_headers', status: 404, text: ui['zh-Hans'].notFound},
    {path: '/docs/%00', status: 400, text: ui.en.notFound},
    {path: '/docs/%zz', status: 400, text: ui.en.notFound},
  ];
  for (const server of servers(baseURL, serveCommand)) {
    for (const {path, status, text} of answers) {
      const {response, headers, context} = await get(request, server, path);
      expect(response.status(), context).toBe(status);
      expect(await response.text(), context).toContain(text);
      expectSecurityHeaders(headers, context);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const response = await request.fetch(`${server.origin}/docs/intro/`, {method});
      expect(response.status(), `${server.name} ${method}`).toBe(405);
    }
    const head = await request.head(`${server.origin}/docs/intro/`);
    expect(head.status(), `${server.name} HEAD`).toBe(200);
  }
});

test('files revalidate: an ETag and Last-Modified of the file sent, and 304 for a copy still current', async ({request, baseURL, serveCommand}) => {
  for (const server of servers(baseURL, serveCommand)) {
    for (const [path, encoding] of [['/docs/intro/', 'br'], ['/docs/intro/', 'gzip'], ['/docs/intro/', 'identity'], ['/img/logo.svg', 'identity']]) {
      const {response, headers, context} = await get(request, server, path, encoding);
      expect(response.status(), context).toBe(200);
      expect(headers['etag'], context).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(headers['last-modified'], context).toBeTruthy();
      const validators: Record<string, string>[] = [{'if-none-match': headers['etag']}, {'if-modified-since': headers['last-modified']}];
      for (const validator of validators) {
        const again = await request.get(server.origin + path, {headers: {'accept-encoding': encoding, ...validator}});
        expect(again.status(), `${context} ${JSON.stringify(validator)}`).toBe(304);
        expect((await again.body()).length, context).toBe(0);
        expectSecurityHeaders(again.headers(), context);
      }
      const changed = await request.get(server.origin + path, {headers: {'accept-encoding': encoding, 'if-none-match': '"0-0"'}});
      expect(changed.status(), context).toBe(200);
    }
  }
});

test('an encoding refused with q=0 is not sent', async ({request, baseURL, serveCommand}) => {
  for (const server of servers(baseURL, serveCommand)) {
    for (const [accepted, expected] of [['br;q=0, gzip', 'gzip'], ['gzip;q=0, br;q=0', undefined], ['br; q=0.0', undefined], ['gzip;q=0.5, br;q=1', 'br']]) {
      const {response, headers, context} = await get(request, server, '/docs/intro/', accepted);
      expect(response.status(), context).toBe(200);
      expect(headers['content-encoding'], context).toBe(expected);
    }
  }
});

test('/favicon.ico, which browsers ask for on pages without an icon (the Markdown twins, llms.txt), is an icon', async ({request, baseURL, serveCommand}) => {
  for (const server of servers(baseURL, serveCommand)) {
    const {response, headers, context} = await get(request, server, '/favicon.ico');
    expect(response.status(), context).toBe(200);
    expect(headers['content-type'], context).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // An ICO header: reserved 0, type 1 (icon).
    expect([...(await response.body()).subarray(0, 4)], context).toEqual([0, 0, 1, 0]);
  }
});

test('the committed headers allow exactly the inline scripts of this build, for nginx and static hosts', () => {
  const hashes = inlineScriptHashes(join(repoRoot, 'build'));
  const committed = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
  const stale = 'stale: run `npm run build && npm run headers` and commit the result';
  expect(JSON.parse(committed('deploy/csp-hashes.json')), stale).toEqual(hashes);
  expect(committed('deploy/nginx/mcube-docs-headers.conf'), stale).toBe(nginxHeadersConf(hashes));
  const headers = committed('build/_headers');
  expect(headers).toBe(headersFile());
  expect(headers).toContain(`Content-Security-Policy: ${contentSecurityPolicy(hashes)}`);
  expect(headers).toContain(`Strict-Transport-Security: ${strictTransportSecurity}`);
});

/** The headers a static host gives a path from a _headers file: every matching rule's, joined. */
function staticHostHeaders(rules: string, path: string): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  let matches = false;
  for (const line of rules.split('\n')) {
    if (line.startsWith('/')) {
      // A splat matches any characters, slashes included (Cloudflare Pages and Netlify alike).
      matches = new RegExp(`^${line.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}$`).test(path);
    } else if (matches && line.startsWith('  ')) {
      const [name, value] = line.trim().split(/: (.*)/s);
      (headers[name.toLowerCase()] ??= []).push(value);
    }
  }
  return headers;
}

test('on a static host, build/_headers gives the Markdown twins UTF-8, and no header two values', () => {
  const rules = readFileSync(join(repoRoot, 'build', '_headers'), 'utf8');
  const buildDir = join(repoRoot, 'build');
  const twins = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md')).map((file) => `/${file}`);
  expect(twins.some((twin) => twin.startsWith('/zh-Hans/docs/framework/'))).toBe(true);
  for (const path of [...twins, '/docs/intro/', '/assets/js/main.js', '/pagefind/pagefind.js']) {
    const headers = staticHostHeaders(rules, path);
    for (const [name, values] of Object.entries(headers)) expect(values, `${path} ${name}`).toHaveLength(1);
    expect(headers['content-security-policy'], path).toEqual([contentSecurityPolicy()]);
    if (path.endsWith('.md')) expect(headers['content-type'], path).toEqual(['text/markdown; charset=utf-8']);
  }
});

test('on Netlify, build/_redirects answers an unknown Chinese path with the Chinese not-found page', () => {
  const rules = readFileSync(join(repoRoot, 'build', '_redirects'), 'utf8').split('\n').filter((line) => line.startsWith('/'));
  expect(rules).toEqual(['/zh-Hans/*  /zh-Hans/404.html  404']);
});

test('on a host that answers every miss with /404.html, an unknown Chinese path still shows the Chinese not-found page', async ({page, guard}) => {
  guard.allowConsoleErrors = true;
  const englishNotFound = readFileSync(join(repoRoot, 'build', '404.html'), 'utf8');
  await page.route('**/zh-Hans/docs/no-such-page/', (route) => route.fulfill({status: 404, contentType: 'text/html; charset=utf-8', body: englishNotFound}));
  await gotoHydrated(page, '/zh-Hans/docs/no-such-page/');
  await expect(page.locator('h1')).toHaveText(ui['zh-Hans'].notFound);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page).toHaveTitle(new RegExp(`^${ui['zh-Hans'].notFound}`));
  expect(guard.consoleMessages).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  // The English site keeps its own.
  await gotoHydrated(page, '/docs/no-such-page/');
  await expect(page.locator('h1')).toHaveText(ui.en.notFound);
});

// 'wasm-unsafe-eval' is in every page's policy because the search engine compiles its
// WebAssembly on the page's thread. Should that move into a worker (whose own response carries
// its policy), this fails: then send the keyword with the worker script only.
test("search needs 'wasm-unsafe-eval' in the page's own policy", async ({page, guard}) => {
  guard.allowConsoleErrors = true;
  await page.route(/\/docs\/intro\/$/, async (route) => {
    const response = await route.fetch();
    const headers = {...response.headers(), 'content-security-policy': contentSecurityPolicy().replace(" 'wasm-unsafe-eval'", '')};
    await route.fulfill({response, headers});
  });
  await gotoHydrated(page, '/docs/intro/');
  const input = await openNavbarSearch(page);
  await input.fill('redis');
  await expect.poll(() => guard.consoleMessages.join('\n')).toMatch(/CompileError: WebAssembly\.instantiate\(\): .*Content Security Policy/);
  await expect(page.locator('.navbar [role="option"]')).toHaveCount(0);
});

// Every route of both languages is visited under the console guard (routes.spec.ts), which
// fails on the console error Chromium logs for any CSP violation; this test also catches
// violations that log nothing, on one page of each kind and in the search worker.
test('no page reports a Content-Security-Policy violation, search included', async ({page}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const collected: string[] = [];
  for (const path of ['/', '/docs/framework/core/arch/', '/zh-Hans/', '/zh-Hans/docs/framework/core/ioc/', '/zh-Hans/search/?q=redis']) {
    await gotoHydrated(page, path);
    collected.push(...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)));
  }
  // The search runs in a web worker and loads its index: both must pass the policy too.
  await gotoHydrated(page, '/docs/intro/');
  const input = await openNavbarSearch(page);
  await input.fill('redis');
  await expect(page.locator('.navbar [role="option"]').first()).toBeVisible();
  collected.push(...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)));
  expect(collected).toEqual([]);
});
