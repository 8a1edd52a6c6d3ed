/** The benchmark's cold build: `docusaurus build` and the postbuild from empty caches, timed by part. */
import {readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import {resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {runCommand} from './common';

/** Seconds of a cold build's parts: `docusaurus build`, then the postbuild and each of its parts. */
export type BuildSplit = {docusaurus: number; postbuild: number; postbuildParts: Record<string, number>};

/** A cold `npm run build` (caches removed first) of the given locales, or all, timed by part. */
export async function buildCold(locales: string[] = []): Promise<BuildSplit> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(resolve(dir), {recursive: true, force: true});
  }
  const start = performance.now();
  await runCommand(resolve('node_modules/.bin/docusaurus'), ['build', ...locales.flatMap((locale) => ['--locale', locale])], {
    ...process.env,
    BROWSERSLIST_IGNORE_OLD_DATA: '1',
  });
  const docusaurus = (performance.now() - start) / 1000;
  // As `npm run build` does after building (postbuild): search index, compressed files…
  const partsFile = resolve(os.tmpdir(), `mcube-postbuild-seconds-${process.pid}.json`);
  const postbuildStart = performance.now();
  await runCommand(resolve('node_modules/.bin/tsx'), [resolve('scripts/postbuild.ts')], {...process.env, POSTBUILD_SECONDS_FILE: partsFile});
  const postbuild = (performance.now() - postbuildStart) / 1000;
  const postbuildParts = JSON.parse(readFileSync(partsFile, 'utf8')) as Record<string, number>;
  rmSync(partsFile, {force: true});
  return {docusaurus, postbuild, postbuildParts};
}
