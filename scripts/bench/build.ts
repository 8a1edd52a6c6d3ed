/** The benchmark's cold build: `docusaurus build` and the postbuild from empty caches, timed by part. */
import {readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import {resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {runCommand} from './common';

/** Seconds of a cold build's parts: `docusaurus build`, then the postbuild and each of its parts. */
export type BuildSplit = {docusaurus: number; postbuild: number; postbuildParts: Record<string, number>};

/**
 * Seconds of a cold `docusaurus build` (caches removed first) of the given locales, or all, as
 * `npm run build` runs it (its Node options) but without the postbuild, which needs every
 * language's pages (llms.txt lists both).
 */
export async function buildDocusaurusCold(locales: string[] = []): Promise<number> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(resolve(dir), {recursive: true, force: true});
  }
  const start = performance.now();
  await runCommand('npm', ['run', '--silent', '--ignore-scripts', 'build', '--', ...locales.flatMap((locale) => ['--locale', locale])], {
    ...process.env,
    BROWSERSLIST_IGNORE_OLD_DATA: '1',
  });
  return (performance.now() - start) / 1000;
}

/** A cold `npm run build` of both languages, timed by part. */
export async function buildCold(): Promise<BuildSplit> {
  const docusaurus = await buildDocusaurusCold();
  // As `npm run build` does after building (postbuild): search index, compressed files…
  const partsFile = resolve(os.tmpdir(), `mcube-postbuild-seconds-${process.pid}.json`);
  const postbuildStart = performance.now();
  await runCommand(resolve('node_modules/.bin/tsx'), [resolve('scripts/postbuild.ts')], {...process.env, POSTBUILD_SECONDS_FILE: partsFile});
  const postbuild = (performance.now() - postbuildStart) / 1000;
  const postbuildParts = JSON.parse(readFileSync(partsFile, 'utf8')) as Record<string, number>;
  rmSync(partsFile, {force: true});
  return {docusaurus, postbuild, postbuildParts};
}
