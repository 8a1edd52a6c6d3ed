/**
 * The HTTP headers of the production site, in one place. From this file:
 * - `npm run headers` writes deploy/nginx/mcube-docs-headers.conf (nginx);
 * - the build writes build/_headers (static hosts that read one: Cloudflare Pages, Netlify);
 * - `npm run serve` (scripts/serve.ts) sends them itself.
 * The browser tests check all three against the same expectations.
 */
import cspHashes from './csp-hashes.json';

/** Files under assets/ have content hashes in their names: they never change under a name. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Everything else (pages, sitemap, images with stable names) is revalidated on every use. */
export const revalidate = 'no-cache';

/**
 * Is this URL path one of the files whose names carry a hash of their content: the build's
 * assets (in any locale) and the search index's pieces?
 */
export const isHashedAsset = (path: string): boolean =>
  /^\/(?:zh-Hans\/)?assets\//.test(path) || /^\/pagefind\/(?:(?:index|fragment)\/|[^/]+\.pf_meta$)/.test(path);

/**
 * The Content-Security-Policy: scripts from the site itself plus the few inline scripts the
 * pages carry (colour mode, announcement bar, the script loader), allowed by their SHA-256
 * hashes, which `npm run headers` reads from the build into csp-hashes.json.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = cspHashes): string {
  return [
    "default-src 'self'",
    // The search engine (Pagefind) compiles WebAssembly on the page's own thread (src/search/engine.ts),
    // on any page, since each has the search box: without 'wasm-unsafe-eval' in the page's policy
    // the search fails (CompileError). It allows compiling WebAssembly and nothing else.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`,
    // The theme sets style attributes (code-block colours, collapsible heights).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sent with every answer, pages, assets and errors alike. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': contentSecurityPolicy(),
};

/**
 * Strict-Transport-Security: browsers must only ever reach the site over HTTPS for two years.
 * Sent only over HTTPS (a plain-HTTP answer must not carry it), so not by the local servers;
 * nginx: the map in deploy/nginx/example-server.conf (keep the two values the same).
 */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/** The headers of an answer for `path`, except Content-Type and Content-Encoding. */
export function headersFor(path: string): Record<string, string> {
  return {...securityHeaders, 'Cache-Control': isHashedAsset(path) ? immutableCache : revalidate};
}
