/** The benchmark's cold build: `npm run build` from empty caches, timed by part. */
import {readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import {resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {runCommand} from './common';
import type {BuildSeconds} from '../build';

/** Seconds of a cold `npm run build`, and of its parts as the build timed them (scripts/build.ts). */
export type BuildSplit = BuildSeconds & {total: number};

/**
 * A cold `npm run build` (caches removed first) of the given locales, or all. A build of some
 * languages only has no postbuild (its search index and llms.txt cover every language).
 */
export async function buildCold(locales: string[] = []): Promise<BuildSplit> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(resolve(dir), {recursive: true, force: true});
  }
  const secondsFile = resolve(os.tmpdir(), `mcube-build-seconds-${process.pid}.json`);
  const start = performance.now();
  await runCommand('npm', ['run', '--silent', 'build', '--', ...locales.flatMap((locale) => ['--locale', locale])], {
    ...process.env,
    BROWSERSLIST_IGNORE_OLD_DATA: '1',
    BUILD_SECONDS_FILE: secondsFile,
  });
  const total = (performance.now() - start) / 1000;
  const parts = JSON.parse(readFileSync(secondsFile, 'utf8')) as BuildSeconds;
  rmSync(secondsFile, {force: true});
  return {...parts, total};
}
