/**
 * Odd and hostile input: paths, methods, query strings and hashes an attacker or a broken link
 * might send, and markup typed into search. The server must answer each with the page, a
 * same-origin redirect or the not-found page, never a 5xx or a file outside build/; and no
 * injected script may run in the browser.
 */
import {request as httpRequest} from 'node:http';
import {connect} from 'node:net';
import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, gotoHydrated, openNavbarSearch} from './site';

/**
 * page: 200 with a page of the site. redirect: 3xx to `location`, a same-origin relative URL.
 * not-found: 404 with the site's not-found page. bad-request: 400 with the not-found page, for a
 * path that cannot name a file (a bad escape, a NUL, `..` above the root). method-not-allowed:
 * 405, the right answer to a method a static site does not support (200 would claim a POST or
 * DELETE succeeded).
 */
type Outcome = 'page' | 'redirect' | 'not-found' | 'bad-request' | 'method-not-allowed';
/** `asSent`: the outcome when the path goes byte for byte, where it differs from the parsed URL's. */
type HostileRequest = {what: string; path: string; outcome: Outcome; asSent?: Outcome; method?: string; location?: string};

const longSegment = 'a'.repeat(3000 - '/docs/'.length);

/** Paths are written as they go on the wire: characters outside printable ASCII are percent-encoded. */
const hostileRequests: HostileRequest[] = [
  // Path traversal, plain, encoded, double-encoded and with Windows separators.
  {what: 'traversal to /etc/passwd', path: '/../../etc/passwd', outcome: 'not-found', asSent: 'bad-request'},
  {what: 'traversal from a folder', path: '/docs/../../../../etc/passwd', outcome: 'not-found', asSent: 'bad-request'},
  {what: 'traversal with %2e%2e', path: '/%2e%2e/%2e%2e/etc/passwd', outcome: 'not-found', asSent: 'bad-request'},
  {what: 'traversal with encoded slashes', path: '/docs/..%2f..%2f..%2fetc%2fpasswd', outcome: 'bad-request'},
  {what: 'traversal double-encoded', path: '/docs/%252e%252e/%252e%252e/etc/passwd', outcome: 'not-found'},
  {what: 'traversal with encoded backslashes', path: '/..%5c..%5cwindows%5cwin.ini', outcome: 'not-found'},
  {what: 'traversal out of /assets/', path: '/assets/../../etc/passwd', outcome: 'not-found', asSent: 'bad-request'},
  {what: 'traversal out of /assets/ with %2e%2e', path: '/assets/%2e%2e/%2e%2e/etc/passwd', outcome: 'not-found', asSent: 'bad-request'},
  {what: 'traversal with overlong UTF-8 dots', path: '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', outcome: 'not-found'},
  {what: 'traversal with an overlong UTF-8 slash', path: '/docs/..%c0%af..%c0%afetc%c0%afpasswd', outcome: 'not-found'},
  {what: 'traversal with ..; segments', path: '/docs/intro/..;/..;/etc/passwd', outcome: 'not-found'},
  {what: 'dot segments that stay inside the site', path: '/docs/framework/../intro/', outcome: 'page'},
  {what: 'an encoded single dot segment', path: '/docs/%2e/intro/', outcome: 'page'},
  // Files that exist next to build/ or on any server.
  {what: '/etc/passwd at the root', path: '/etc/passwd', outcome: 'not-found'},
  {what: 'the git config', path: '/.git/config', outcome: 'not-found'},
  {what: 'an env file', path: '/.env', outcome: 'not-found'},
  {what: 'the repository package.json', path: '/package.json', outcome: 'not-found'},
  {what: 'the nginx rules of the repository', path: '/deploy/nginx/mcube-docs.conf', outcome: 'not-found'},
  // Files of the build that are not pages: the rules for static hosts, hidden files.
  {what: 'the static hosts\' header rules', path: '/_headers', outcome: 'not-found'},
  {what: 'the static hosts\' redirect rules', path: '/_redirects', outcome: 'not-found'},
  {what: 'a hidden file', path: '/.archive-commit', outcome: 'not-found'},
  {what: 'a file named as a folder', path: '/img/logo.svg/', outcome: 'not-found'},
  // NUL, CR/LF and other control characters.
  {what: 'a NUL byte after a page', path: '/docs/intro/%00', outcome: 'bad-request'},
  {what: 'a NUL byte before .html', path: '/docs/intro%00.html', outcome: 'bad-request'},
  {what: 'CR LF with a header (response splitting)', path: '/docs/%0d%0aSet-Cookie:%20pwned=1', outcome: 'not-found'},
  {what: 'CR LF in a redirected .html path', path: '/docs/%0d%0aSet-Cookie:%20pwned=1.html', outcome: 'redirect', location: '/docs/%0d%0aSet-Cookie:%20pwned=1/'},
  {what: 'control characters', path: '/docs/%01%02%1b%7f', outcome: 'not-found'},
  {what: 'a malformed percent escape', path: '/docs/%zz', outcome: 'bad-request'},
  // Length.
  {what: 'a 3,000-character path', path: `/docs/${longSegment}`, outcome: 'not-found'},
  {what: 'a 6,000-character query string', path: `/docs/intro/?q=${'x'.repeat(6000)}`, outcome: 'page'},
  {what: 'a query string of 500 parameters', path: `/docs/intro/?${Array.from({length: 500}, (_, i) => `p${i}=${i}`).join('&')}`, outcome: 'page'},
  // Slashes, and redirects that must not leave the site.
  {what: 'double slashes', path: '//docs//intro/', outcome: 'page'},
  {what: 'a host after a double slash, with index.html', path: '//evil.example/index.html', outcome: 'not-found'},
  {what: 'a host after a double slash, with .html', path: '//evil.example/x.html', outcome: 'not-found'},
  {what: 'a host after a slash and a backslash', path: '/\\evil.example/index.html', outcome: 'not-found'},
  {what: 'a host after an encoded backslash', path: '/%5cevil.example/x.html', outcome: 'redirect', location: '/%5cevil.example/x/'},
  // A folder's trailing-slash redirect is written from the resolved path, never the raw one.
  {what: 'a host, then a traversal to a folder', path: '//evil.example/..%2fdocs', outcome: 'redirect', location: '/docs/'},
  {what: 'a host, then a traversal to a folder, with a query', path: '//evil.example/..%2fdocs?x=1', outcome: 'redirect', location: '/docs/?x=1'},
  {what: 'an encoded slash and a host, then a traversal', path: '/%2fevil.example/..%2fdocs', outcome: 'redirect', location: '/docs/'},
  {what: 'an encoded backslash and a host, then a traversal', path: '/%5cevil.example/..%2fdocs', outcome: 'redirect', location: '/docs/'},
  {what: 'a backslash and a host, then a traversal', path: '/\\evil.example/..%2fdocs', outcome: 'redirect', location: '/docs/'},
  {what: 'a host, then an encoded traversal to a Chinese folder', path: '//evil.example/..%2Fzh-Hans%2Fdocs', outcome: 'redirect', location: '/zh-Hans/docs/'},
  // Unicode: CJK, emoji, bidirectional override, zero-width space, byte-order mark.
  {what: 'a Chinese path', path: '/docs/%E4%B8%AD%E6%96%87/', outcome: 'not-found'},
  {what: 'an emoji path', path: '/docs/%F0%9F%98%80/', outcome: 'not-found'},
  {what: 'an emoji after a page', path: '/docs/intro/%F0%9F%98%80', outcome: 'not-found'},
  {what: 'a right-to-left override', path: '/docs/%E2%80%AEtxt.exe/', outcome: 'not-found'},
  {what: 'a zero-width space in a page path', path: '/docs/intro%E2%80%8B/', outcome: 'not-found'},
  {what: 'a byte-order mark in a page path', path: '/docs/%EF%BB%BFintro/', outcome: 'not-found'},
  // Markup in the path, the query and the hash (the hash never reaches the server).
  {what: '<script> in the path', path: '/docs/%3Cscript%3Ealert(1)%3C/script%3E/', outcome: 'not-found'},
  {what: 'raw <script> in the path', path: '/docs/<script>alert(1)</script>/', outcome: 'not-found'},
  {what: '<script> in the query', path: '/docs/intro/?q=%3Cscript%3Ealert(1)%3C/script%3E', outcome: 'page'},
  {what: '<script> in the hash', path: '/docs/intro/#%3Cscript%3Ealert(1)%3C/script%3E', outcome: 'page'},
  {what: 'img onerror in the search query', path: '/search/?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', outcome: 'page'},
  // Canonical URLs: missing slash, index.html, .html.
  {what: 'a page without its trailing slash', path: '/docs/intro', outcome: 'redirect', location: '/docs/intro/'},
  {what: 'a page with index.html', path: '/docs/intro/index.html', outcome: 'redirect', location: '/docs/intro/'},
  {what: 'a page with .html', path: '/docs/intro.html', outcome: 'redirect', location: '/docs/intro/'},
  {what: 'the home page as index.html', path: '/index.html', outcome: 'redirect', location: '/'},
  {what: 'index.html keeps a hostile query encoded', path: '/docs/intro/index.html?q=%3Cscript%3E', outcome: 'redirect', location: '/docs/intro/?q=%3Cscript%3E'},
  {what: 'the not-found page by its file name', path: '/404.html', outcome: 'redirect', location: '/404/'},
  {what: 'a path parameter', path: '/docs/intro;jsessionid=1', outcome: 'not-found'},
  // Folders of build/ that have no page of their own.
  {what: 'a docs folder without a page', path: '/docs/framework/core/', outcome: 'not-found'},
  {what: 'the image folder', path: '/img/', outcome: 'not-found'},
  {what: 'the script folder', path: '/assets/js/', outcome: 'not-found'},
  // Methods other than GET on a page.
  {what: 'HEAD', method: 'HEAD', path: '/docs/intro/', outcome: 'page'},
  {what: 'OPTIONS', method: 'OPTIONS', path: '/docs/intro/', outcome: 'method-not-allowed'},
  {what: 'POST', method: 'POST', path: '/docs/intro/', outcome: 'method-not-allowed'},
  {what: 'PUT', method: 'PUT', path: '/docs/intro/', outcome: 'method-not-allowed'},
  {what: 'DELETE', method: 'DELETE', path: '/docs/intro/', outcome: 'method-not-allowed'},
  {what: 'TRACE', method: 'TRACE', path: '/docs/intro/', outcome: 'method-not-allowed'},
];

/** Text of files outside build/ that no response may contain. */
const outsideFiles = [
  'root:x:0:0', // /etc/passwd
  '[core]', // .git/config
  '[extensions]', // win.ini
  'try_files', // the nginx rules
  '"devDependencies"', // package.json
];

type Answer = {status: number; location?: string; setCookie?: unknown; body: string};

/** As a browser or URL library sends it: the URL is parsed first, which resolves `..`, `%2e%2e` and `\`. */
async function sendParsed(request: APIRequestContext, baseURL: string, {path, method = 'GET'}: HostileRequest): Promise<Answer> {
  const response = await request.fetch(baseURL + path, {method, maxRedirects: 0});
  const headers = response.headers();
  return {status: response.status(), location: headers['location'], setCookie: headers['set-cookie'], body: await response.text()};
}

/** Byte for byte as written, the way `curl --path-as-is` or an attack tool sends it. */
function sendAsIs(baseURL: string, {path, method = 'GET'}: HostileRequest): Promise<Answer> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({host: hostname, port, path, method, agent: false}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, location: response.headers.location, setCookie: response.headers['set-cookie'], body}),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function expectOutcome(answer: Answer, request: HostileRequest, baseURL: string, how: string) {
  const hostile = how.endsWith('sent as-is') && request.asSent ? {...request, outcome: request.asSent} : request;
  const context = `${hostile.method ?? 'GET'} ${hostile.path.slice(0, 120)} (${how})`;
  expect(answer.status, context).toBeLessThan(500);
  for (const secret of outsideFiles) expect(answer.body, context).not.toContain(secret);
  expect(answer.setCookie, `${context}: no header injected`).toBeUndefined();
  if (answer.location !== undefined) {
    // Any redirect stays on the site: not `//host` or `/\host`, which browsers send elsewhere.
    expect(new URL(answer.location, baseURL).origin, `${context}: redirect to ${answer.location}`).toBe(new URL(baseURL).origin);
  }

  switch (hostile.outcome) {
    case 'page':
      expect(answer.status, context).toBe(200);
      if (hostile.method !== 'HEAD') expect(answer.body, context).toMatch(/<h1[ >]/);
      expect(answer.body, context).not.toContain('Page Not Found');
      break;
    case 'redirect':
      expect(Math.floor(answer.status / 100), `${context}: status ${answer.status}`).toBe(3);
      expect(answer.location, context).toBe(hostile.location);
      break;
    case 'not-found':
    case 'bad-request':
      expect(answer.status, context).toBe(hostile.outcome === 'not-found' ? 404 : 400);
      expect(answer.body, `${context}: the site's not-found page`).toContain('Page Not Found');
      break;
    case 'method-not-allowed':
      expect(answer.status, context).toBe(405);
      break;
  }
}

test.describe('odd and hostile requests, to nginx and to the serve command alike', () => {
  for (const hostile of hostileRequests) {
    const path = hostile.path.length > 80 ? `${hostile.path.slice(0, 40)}… (${hostile.path.length} characters)` : hostile.path;
    test(`${hostile.method ?? 'GET'} ${hostile.what}: ${path} → ${hostile.outcome}`, async ({request, baseURL, serveCommand}) => {
      for (const [server, origin] of [['nginx', baseURL!], ['npm run serve', serveCommand]]) {
        expectOutcome(await sendParsed(request, origin, hostile), hostile, origin, `${server}, parsed URL`);
        expectOutcome(await sendAsIs(origin, hostile), hostile, origin, `${server}, sent as-is`);
      }
    });
  }
});

/** What a server writes back to raw bytes, until it closes the connection or 3 s pass. */
function rawExchange(origin: string, bytes: string): Promise<string> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    setTimeout(() => socket.destroy(), 3000);
  });
}

test('an HTTP/0.9 request gets no headerless page (it would carry no security headers)', async ({baseURL, serveCommand}) => {
  for (const origin of [baseURL!, serveCommand]) {
    const answer = await rawExchange(origin, 'GET /docs/intro/\r\n');
    expect(answer, origin).not.toContain('<html');
    // Nothing at all, or a refusal with a status line.
    if (answer) expect(answer, origin).toMatch(/^HTTP\/1\.1 4\d\d /);
  }
});

/** Sets the flag and opens a dialog: either is proof that injected code ran. */
const run = 'window.__pwned=true;alert(1)';

/** Records every dialog (and dismisses it, so the page does not hang) and tells whether the payload ran. */
function watchForInjectedCode(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    async expectNothingRan() {
      // Once the network is idle, an injected <img onerror> or <svg onload> would have fired.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as {__pwned?: boolean}).__pwned), 'window.__pwned').toBeUndefined();
      expect(dialogs, 'dialogs opened').toEqual([]);
      // And the markup exists only as text: no element carries an injected handler.
      expect(await page.locator('[onerror], [onload], [onmouseover], [onfocus], img[src="x"]').count(), 'injected elements').toBe(0);
    },
  };
}

test.describe('no injected script runs', () => {
  test('the detector catches a payload that does run', async ({page}) => {
    const watch = watchForInjectedCode(page);
    await page.setContent(`<img src=x onerror="${run}">`);
    await expect.poll(() => page.evaluate(() => (window as {__pwned?: boolean}).__pwned)).toBe(true);
    await expect(watch.expectNothingRan()).rejects.toThrow();
  });

  const hostileUrls = [
    {what: '<script> in the path', path: `/docs/<script>${run}</script>/`, status: 404},
    {what: 'img onerror in the path', path: `/docs/"><img src=x onerror=${run}>/`, status: 404},
    {what: 'a javascript: URL as the path', path: `/javascript:${run}`, status: 404},
    {what: '<script> in the query', path: `/docs/intro/?q=<script>${run}</script>`, status: 200},
    {what: 'an event handler in the query', path: `/docs/intro/?x=" onmouseover="${run}" y="`, status: 200},
    {what: 'a javascript: URL in the query', path: `/docs/intro/?next=javascript:${run}`, status: 200},
    {what: 'markup in the search-highlight parameter', path: `/docs/intro/?_highlight=<img src=x onerror="${run}">&_highlight="><svg/onload=${run}>`, status: 200},
    {what: 'markup in the theme parameters', path: `/docs/intro/?docusaurus-theme="><img src=x onerror=${run}>&docusaurus-data-x=<svg onload=${run}>`, status: 200},
    {what: 'img onerror in the hash', path: `/docs/intro/#"><img src=x onerror=${run}>`, status: 200},
    {what: 'a javascript: URL in the hash', path: `/docs/intro/#javascript:${run}`, status: 200},
    {what: 'an event handler in the hash', path: `/docs/intro/#x" onmouseover="${run}`, status: 200},
  ];

  for (const {what, path, status} of hostileUrls) {
    test(what, async ({page, guard, baseURL}) => {
      // Chromium logs the 404 of the page itself; anything else would be a real error.
      guard.allowConsoleErrors = status === 404;
      const watch = watchForInjectedCode(page);
      const response = await gotoHydrated(page, baseURL + path);
      expect(response?.status()).toBe(status);
      // Event-handler payloads need the pointer over the page.
      await page.mouse.move(200, 300);
      await page.mouse.move(640, 500);
      await watch.expectNothingRan();
      if (status === 404) {
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        expect(guard.consoleMessages).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
      }
    });
  }
});

test.describe('hostile text in search runs no script', () => {
  const payloads = [
    `<script>${run}</script>`,
    `"><img src=x onerror="${run}">`,
    `<svg onload=${run}>`,
    `javascript:${run}`,
    `' onfocus='${run}' autofocus='`,
    // Matches documents, so the results and their highlighting render too.
    '<i>ioc</i>',
  ];

  for (const payload of payloads) {
    test(`typed into the navbar search box: ${payload}`, async ({page}) => {
      const watch = watchForInjectedCode(page);
      await gotoHydrated(page, '/');
      const box = await openNavbarSearch(page);
      await box.pressSequentially(payload);
      const popup = page.locator('.navbar [aria-busy="false"]');
      await expect(popup.getByRole('option').first().or(popup.getByText('No page matches'))).toBeVisible();
      await expect(box).toHaveValue(payload);
      await watch.expectNothingRan();
    });

    test(`in the search page's query string: ${payload}`, async ({page}) => {
      const watch = watchForInjectedCode(page);
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(payload)}`);
      // The query is shown as text, exactly as typed.
      await expect(page.locator('h1')).toHaveText(`Search results for "${payload}"`);
      await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(payload);
      const content = page.getByRole('main');
      await expect(content.locator('ol li').first().or(content.getByText('No page matches'))).toBeVisible();
      await watch.expectNothingRan();
    });
  }

  // A pasted page of Chinese text (9 KB once encoded) would make a URL nginx refuses with 414.
  const pasted = '链路追踪和配置'.repeat(143).slice(0, 1000);
  const searched = pasted.slice(0, 120);
  const queryInUrl = (page: Page) => new URL(page.url()).searchParams.get('q');

  test('a pasted 1,000-character query leaves only the 120 searched characters in the URL, from the navbar box', async ({page}) => {
    await gotoHydrated(page, '/zh-Hans/docs/intro/');
    const box = await openNavbarSearch(page);
    await box.fill(pasted);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zh-Hans\/search\/\?q=/);
    expect(queryInUrl(page)).toBe(searched);
    // Reloading or sharing the address works.
    expect((await page.reload())?.status()).toBe(200);
  });

  test('a pasted 1,000-character query leaves only the 120 searched characters in the URL, from the search page\'s box', async ({page}) => {
    await gotoHydrated(page, '/zh-Hans/search/');
    await page.getByRole('main').getByRole('searchbox').fill(pasted);
    await expect.poll(() => queryInUrl(page)).toBe(searched);
    await expect(page.getByRole('main').locator('ol li').first().or(page.getByRole('main').getByText('没有页面'))).toBeVisible();
    expect((await page.reload())?.status()).toBe(200);
  });

  // 50,000 combining accents on one letter: written whole into the heading, they froze the tab for 12 s.
  const accents = `a${'\u0301'.repeat(50_000)}`;
  const cutNote = {en: 'Only the first 120 characters are searched; the rest was cut.', 'zh-Hans': '只搜索前 120 个字符，其余部分已截去。'};
  for (const locale of ['en', 'zh-Hans'] as const) {
    const prefix = locale === 'en' ? '' : '/zh-Hans';
    test(`${locale}: 50,000 pasted combining accents are cut to the 120 searched characters, and the page says so`, async ({page}) => {
      await gotoHydrated(page, `${prefix}/search/`);
      const box = page.getByRole('main').getByRole('searchbox');
      await box.fill(accents);
      await expect(page.getByRole('main').getByText(cutNote[locale])).toBeVisible();
      expect(await box.inputValue()).toBe(accents.slice(0, 120));
      await expect(page.locator('h1')).toContainText(accents.slice(0, 120));
      expect((await page.locator('h1').textContent())!.length).toBeLessThan(200);
      await expect.poll(() => queryInUrl(page)).toBe(accents.slice(0, 120));
      // The page answers the next query as before.
      await box.fill('kafka');
      await expect(page.getByRole('main').getByText(cutNote[locale])).toHaveCount(0);
      await expect(page.getByRole('main').locator('ol > li h2 a').first()).toHaveAttribute('href', `${prefix}/docs/framework/component/kafka/`);
    });

    test(`${locale}: the navbar box keeps the 120 searched characters of a huge paste, and says the rest was cut`, async ({page}) => {
      await gotoHydrated(page, `${prefix}/docs/intro/`);
      const box = await openNavbarSearch(page);
      await box.fill(accents);
      await expect(page.locator('.navbar').getByText(cutNote[locale])).toBeVisible();
      expect(await box.inputValue()).toBe(accents.slice(0, 120));
    });
  }

  test('a linked query longer than 120 characters is cut to them, and the page says so', async ({page}) => {
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(`${'kafka '.repeat(400)}`)}`);
    await expect(page.getByRole('main').getByText(cutNote.en)).toBeVisible();
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('kafka '.repeat(20).trim());
  });

  // Parameters the search page does not read are left alone, whatever they carry.
  for (const [parameter, value] of [
    ['ctx', `<svg onload=${run}>`],
    ['version', `javascript:${run}`],
  ]) {
    test(`markup in the search page's ${parameter} parameter runs no script, and the query is still answered`, async ({page}) => {
      const watch = watchForInjectedCode(page);
      await gotoHydrated(page, `/search/?q=ioc&${parameter}=${encodeURIComponent(value)}`);
      await expect(page.locator('h1')).toHaveText('Search results for "ioc"');
      await watch.expectNothingRan();
      await expect(page.getByRole('main').locator('ol li').first()).toBeVisible();
    });
  }
});
