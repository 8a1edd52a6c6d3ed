/**
 * Serves the production build on http://127.0.0.1:3000/ (loopback only, unlike
 * `docusaurus serve`, which listens on every interface whatever --host says).
 * Unknown paths get build/404.html with status 404.
 */
import {createServer} from 'node:http';
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import serveHandler from 'serve-handler';

const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const buildDir = resolve('build'); // npm runs scripts from the repository root

if (!existsSync(resolve(buildDir, 'index.html'))) {
  console.error('No production build in build/: run `npm run build` first.');
  process.exit(1);
}

const server = createServer((request, response) => {
  void serveHandler(request, response, {
    public: buildDir,
    cleanUrls: true,
    trailingSlash: true,
    directoryListing: false,
  });
});

server.listen(port, host, () => {
  console.log(`mcube docs: http://${host}:${port}/`);
});
