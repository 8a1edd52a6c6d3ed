/**
 * The nginx rules of deploy/nginx load on the nginx MAINTAINING.md names (Debian's, "Deploy"), as a
 * deployer installs them: example-server.conf included from the http block, the snippets in a
 * snippets folder, a certificate of their own (a throwaway one here). `nginx -t` reads every
 * file and checks each directive without binding a port or serving anything.
 */
import {spawn, spawnSync, execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {repoRoot} from '../../scripts/site-model';
import {freePort} from '../../scripts/free-port';

const deployDir = join(repoRoot, 'deploy', 'nginx');
const configFiles = readdirSync(deployDir).filter((file) => file.endsWith('.conf'));

/**
 * Installs deploy/nginx in a fresh prefix as a deployer would (`edit` changes each file's text
 * further) and returns the prefix, with nginx.conf including example-server.conf.
 */
function install(edit: (text: string) => string = (text) => text): string {
  const prefix = mkdtempSync(join(tmpdir(), 'mcube-docs-nginx-t-'));
  mkdirSync(join(prefix, 'snippets'));
  const certificate = join(prefix, 'fullchain.pem');
  const key = join(prefix, 'privkey.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=www.mcube.top', '-keyout', key, '-out', certificate], {stdio: 'ignore'});
  // The files as a deployer installs them: only the certificate and snippet paths change.
  for (const file of configFiles) {
    const text = readFileSync(join(deployDir, file), 'utf8')
      .replaceAll('/etc/ssl/mcube.top/fullchain.pem', certificate)
      .replaceAll('/etc/ssl/mcube.top/privkey.pem', key)
      .replaceAll('/etc/nginx/snippets/', `${prefix}/snippets/`);
    writeFileSync(join(prefix, 'snippets', file), edit(text));
  }
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid ${prefix}/nginx.pid;
error_log stderr;
events {}
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  access_log off;
  include ${prefix}/snippets/example-server.conf;
}
`,
  );
  return prefix;
}

test('every nginx config file in deploy/ loads without an error or a warning', () => {
  const prefix = install();
  try {
    const check = spawnSync('nginx', ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {encoding: 'utf8'});
    expect(check.error, 'nginx is installed (scripts/install-system-deps.sh)').toBeUndefined();
    expect(check.stderr).toContain('test is successful');
    expect(check.stderr.split('\n').filter((line) => /\[(warn|emerg|alert|crit|error)\]/.test(line))).toEqual([]);
    expect(check.status).toBe(0);

    // -T prints every file it read: the check above covered each file of deploy/nginx.
    const dump = spawnSync('nginx', ['-T', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {encoding: 'utf8'}).stdout;
    const read = [...dump.matchAll(/^# configuration file .*\/snippets\/([^/:]+):$/gm)].map((match) => match[1]);
    expect(new Set(read)).toEqual(new Set(configFiles));
  } finally {
    rmSync(prefix, {recursive: true, force: true});
  }
});

test('the plain-HTTP server of example-server.conf names no nginx version either', async () => {
  // The deployer's files with the listening ports moved to free loopback ones.
  const [http, https] = [await freePort(), await freePort()];
  const prefix = install((text) =>
    text
      .replace(/listen \[::\]:\d+[^;]*;\n\s*/g, '')
      .replace('listen 80;', `listen 127.0.0.1:${http};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`),
  );
  const nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {stdio: 'ignore'});
  try {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 100 && !response; attempt += 1) {
      response = await fetch(`http://127.0.0.1:${http}/docs/`, {redirect: 'manual', headers: {host: 'www.mcube.top'}}).catch(() => undefined);
      if (!response) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('https://www.mcube.top/docs/');
    expect(response?.headers.get('server')).toBe('nginx');
  } finally {
    nginx.kill('SIGTERM');
    await new Promise((resolve) => nginx.once('exit', resolve));
    rmSync(prefix, {recursive: true, force: true});
  }
});
