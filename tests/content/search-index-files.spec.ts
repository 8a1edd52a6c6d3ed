/**
 * The build waits for, or writes again, Pagefind files that do not read whole
 * (scripts/search-index.ts): a cut gzip file, a cut pagefind-entry.json, a cut pagefind.js.
 */
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect} from '@playwright/test';
import {unfinishedFiles} from '../../scripts/search-index';

test('files that do not read whole are named, whole ones are not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pagefind-files-'));
  try {
    mkdirSync(join(dir, 'fragment'));
    const fragment = gzipSync(Buffer.from('pagefind_dcd{"url":"/docs/"}'));
    const files: Record<string, Buffer | string> = {
      'fragment/en_whole.pf_fragment': fragment,
      'fragment/en_cut.pf_fragment': fragment.subarray(0, fragment.length - 6),
      'wasm.unknown.pagefind': Buffer.alloc(0),
      'pagefind-entry.json': '{"version":"1.5.2","languages":{"en":',
      'pagefind.js': 'const a=1;export{init,search};',
      'pagefind-ui.js': '(()=>{', // not read by the site: deleted after the write
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const named = (paths: string[]) => paths.map((path) => path.slice(dir.length + 1).split('\\').join('/')).sort();
    expect(named(unfinishedFiles(dir))).toEqual(['fragment/en_cut.pf_fragment', 'pagefind-entry.json', 'wasm.unknown.pagefind']);
    writeFileSync(join(dir, 'pagefind.js'), 'const a=1;export{init,sea');
    writeFileSync(join(dir, 'pagefind-entry.json'), '{"version":"1.5.2","languages":{}}');
    expect(named(unfinishedFiles(dir))).toEqual(['fragment/en_cut.pf_fragment', 'pagefind.js', 'wasm.unknown.pagefind']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
