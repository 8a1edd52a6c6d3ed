/**
 * `npm run serve`: the production build on http://127.0.0.1:3000/, answered as the nginx
 * rules of deploy/nginx answer it, so the README's main command shows the real site:
 * precompressed files with Content-Encoding, the headers of deploy/headers.ts, ETag and
 * Last-Modified with 304, canonical redirects, each locale's not-found page with status 404,
 * 400 for a malformed path and 405 for methods other than GET and HEAD. It listens on loopback only (`docusaurus serve`
 * listens on every interface, whatever --host says). A build made for a sub-path
 * (DOCS_BASE_URL, MAINTAINING.md, "Deploy") is served under that path when the same variable is set.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {existsSync, readFileSync, statSync, type Stats} from 'node:fs';
import {extname, join, resolve, sep} from 'node:path';
import {headersFor} from '../deploy/headers';

const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const buildDir = resolve(process.env.BUILD_DIR ?? 'build'); // npm runs scripts from the repository root
/** Where the build is served: `/`, or the sub-path it was built for, such as `/mcube-docs/`. */
const basePath = process.env.DOCS_BASE_URL ?? '/';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The path as nginx reads it: percent escapes decoded (a bad escape or a NUL is malformed),
 * repeated slashes merged, `.` and `..` segments resolved (`..` above the root is malformed).
 * Undefined when malformed.
 */
function normalisedPath(rawPath: string): string | undefined {
  const bytes: number[] = [];
  for (let index = 0; index < rawPath.length; index += 1) {
    if (rawPath[index] !== '%') {
      bytes.push(...Buffer.from(rawPath[index], 'latin1'));
      continue;
    }
    const hex = rawPath.slice(index + 1, index + 3);
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
    bytes.push(parseInt(hex, 16));
    index += 2;
  }
  if (bytes.includes(0) || bytes[0] !== 0x2f) return undefined;
  const segments: string[] = [];
  const parts = Buffer.from(bytes).toString('utf8').split('/');
  for (const part of parts) {
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else if (part !== '.' && part !== '') {
      segments.push(part);
    }
  }
  const last = parts[parts.length - 1];
  const folder = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${folder ? '/' : ''}`;
}

/** The not-found page of the locale a path belongs to. */
const notFoundPage = (path: string) => (path.startsWith('/zh-Hans/') ? '/zh-Hans/404.html' : '/404.html');

/**
 * Files of the build that are not pages of the site: hidden ones (but /.well-known/), and the
 * rules for static hosts (`_headers`, `_redirects`), which those hosts read and never serve.
 */
const isPrivateFile = (path: string): boolean => /\/\.(?!well-known\/)|^\/(?:zh-Hans\/)?_(?:headers|redirects)$/.test(path);

/**
 * A file of the build for a URL path, or undefined; never a path outside the build, and
 * never a file named with a trailing slash (`/logo.svg/`), which nginx does not find either.
 */
function fileOf(path: string): string | undefined {
  if (path.endsWith('/') || isPrivateFile(path)) return undefined;
  const file = resolve(buildDir, `.${path}`);
  if (file !== buildDir && !file.startsWith(buildDir + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

type Encoding = 'br' | 'gzip' | undefined;

/** Whether an Accept-Encoding header accepts a coding: listed, and not with q=0. */
function accepts(accepted: string, coding: string): boolean {
  return accepted.split(',').some((entry) => {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return name === coding && !(quality && Number(quality.slice(2)) === 0);
  });
}

/** The precompressed form of a file to send, as nginx's brotli_static and gzip_static choose it. */
function encodingOf(file: string, accepted: string): Encoding {
  if (accepts(accepted, 'br') && existsSync(`${file}.br`)) return 'br';
  if (accepts(accepted, 'gzip') && existsSync(`${file}.gz`)) return 'gzip';
  return undefined;
}

/** nginx's validator of a file: its modification time and size, in hexadecimal. */
const entityTag = (stats: Stats) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

/** Whether the client's cached copy is still current, as nginx decides for a 200 answer. */
function notModified(request: IncomingMessage, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((tag) => [etag, '*'].includes(tag.trim()));
  return request.headers['if-modified-since'] === lastModified;
}

function send(request: IncomingMessage, response: ServerResponse, status: number, urlPath: string, file: string) {
  const encoding = encodingOf(file, String(request.headers['accept-encoding'] ?? ''));
  const sent = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
  const stats = statSync(sent);
  const validators = {ETag: entityTag(stats), 'Last-Modified': stats.mtime.toUTCString()};
  const headers = {...headersFor(urlPath), Vary: 'Accept-Encoding', ...(status === 200 ? validators : {})};
  if (status === 200 && notModified(request, validators.ETag, validators['Last-Modified'])) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const body = readFileSync(sent);
  response.writeHead(status, {
    ...headers,
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    ...(encoding ? {'Content-Encoding': encoding} : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function notFound(request: IncomingMessage, response: ServerResponse, path: string) {
  const page = notFoundPage(path);
  send(request, response, 404, page, join(buildDir, page));
}

const server = createServer((request, response) => {
  try {
    answer(request, response);
  } catch {
    // Whatever went wrong came from the request (a name the file system or a header refuses).
    if (!response.headersSent) response.writeHead(400, {...headersFor('/'), 'Content-Type': 'text/plain; charset=utf-8'});
    response.end();
  }
});

function answer(request: IncomingMessage, response: ServerResponse) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, {...headersFor('/'), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
    response.end('Method Not Allowed\n');
    return;
  }
  // A fragment never belongs in a request; nginx drops one a client sends anyway.
  const [rawPath, query = ''] = (request.url ?? '/').replace(/#.*/s, '').split(/\?(.*)/s, 2);
  const path = normalisedPath(rawPath);
  if (path === undefined) {
    // Malformed: nginx answers 400, and the site's rules add the not-found page.
    send(request, response, 400, '/404.html', join(buildDir, '404.html'));
    return;
  }
  const search = query ? `?${query}` : '';
  if (basePath !== '/') {
    // Outside the sub-path there is no site: the English not-found page says so.
    if (`${path}/` === basePath) return redirect(response, '/', basePath + search);
    if (!path.startsWith(basePath)) return notFound(request, response, '/');
    answerInSite(request, response, rawPath, path.slice(basePath.length - 1), search);
    return;
  }
  answerInSite(request, response, rawPath, path, search);
}

/**
 * A decoded path written back as a URL path, as nginx writes its Location: never the raw
 * request path, which may read as another host (`//evil.example/..%2fdocs`).
 */
const encodedPath = (path: string) => encodeURI(path).replace(/[?#]/g, encodeURIComponent);

/** The answer for a path of the site (below its base path), as nginx's rules give it. */
function answerInSite(request: IncomingMessage, response: ServerResponse, rawPath: string, path: string, search: string) {
  // /x/index.html and /x.html are the page /x/: redirect to it, as sent (still encoded).
  // A path starting with // or /\ is never a target: browsers read it as another host.
  const canonical = /^[/\\]{2}/.test(rawPath)
    ? undefined
    : (rawPath.match(/^(.*\/)index\.html$/)?.[1] ?? rawPath.match(/^(.*[^/])\.html$/)?.[1]?.concat('/'));
  if (canonical) {
    redirect(response, path, canonical + search);
    return;
  }
  const file = fileOf(path) ?? (path.endsWith('/') ? fileOf(`${path}index.html`) : undefined);
  if (file) send(request, response, 200, path, file);
  else if (!path.endsWith('/') && fileOf(`${path}/index.html`)) redirect(response, path, `${encodedPath(basePath.slice(0, -1) + path)}/${search}`);
  else notFound(request, response, path);
}

function redirect(response: ServerResponse, path: string, location: string) {
  response.writeHead(301, {...headersFor(path), Location: location});
  response.end();
}

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('No production build in build/: run `npm run build` first.');
  process.exit(1);
}
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} on ${host} is taken: stop what listens there, or set PORT.` : `Cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`mcube docs: http://${host}:${port}${basePath}`);
});
