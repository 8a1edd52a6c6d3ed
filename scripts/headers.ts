/**
 * `npm run headers`: reads the inline scripts of the build into deploy/csp-hashes.json and
 * writes deploy/nginx/mcube-docs-headers.conf from deploy/headers.ts. Run it after changing
 * an inline script or upgrading the generator (`npm run build && npm run headers`), and
 * commit the result; the browser tests fail while either file is stale.
 */
import {writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {inlineScriptHashes, nginxHeadersConf} from './headers-files';

const hashes = inlineScriptHashes(resolve('build'));
writeFileSync(resolve('deploy/csp-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
writeFileSync(resolve('deploy/nginx/mcube-docs-headers.conf'), nginxHeadersConf(hashes));
console.log(`deploy/csp-hashes.json: ${hashes.length} inline script hashes; deploy/nginx/mcube-docs-headers.conf written`);
