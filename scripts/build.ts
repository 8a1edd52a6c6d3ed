/**
 * `npm run build`: builds each language of the site in a process of its own, side by side, as
 * `docusaurus build` would build them one after another.
 *
 * Docusaurus builds the languages in turn in one process, whose bundling and rendering keep
 * about 1.5 of this machine's 2 cores busy; one process per language keeps both busy (a cold
 * build takes about 3 s less, UPGRADING.md). Each process runs @docusaurus/core's own
 * `buildLocale`, the step `docusaurus build` runs for each language. The command line cannot
 * do it: given one `--locale`, it builds that language at the site's root instead of its folder.
 *
 * Two builds at once must not share a folder. Each language other than the default writes
 * Docusaurus's generated files to `.docusaurus/<locale>/` instead of `.docusaurus/`, and its
 * pages to `.docusaurus/<locale>/build/`: the default language's build empties `build/` when
 * it starts. Its pages are moved to `build/<locale>/` once every build has ended.
 *
 * Then, when every language was built, the postbuild (scripts/postbuild.ts) writes the search
 * index, llms.txt and the files for hosts, and compresses what is left.
 *
 *   usage: npm run build [-- --locale L ...]   (default: every language)
 */
import {spawn} from 'node:child_process';
import {mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {locales, repoRoot, type Locale} from '../src/node/locales';

/** Seconds of a build: its languages side by side, then the postbuild (null when not run) and its parts. */
export type BuildSeconds = {languages: number; postbuild: number | null; postbuildParts: Record<string, number> | null};

const defaultLocale: Locale = locales[0];
const buildDir = join(repoRoot, 'build');

/** Docusaurus's generated files of a language: .docusaurus/ for the default one, .docusaurus/<locale>/ for the others. */
const generatedFilesDirName = (locale: Locale) => (locale === defaultLocale ? '.docusaurus' : join('.docusaurus', locale));
/** Where a language is built: build/ for the default one; the others are moved to build/<locale>/ after. */
const stagingDir = (locale: Locale) => (locale === defaultLocale ? buildDir : join(repoRoot, generatedFilesDirName(locale), 'build'));

function spawnBuild(locale: Locale): Promise<void> {
  const child = spawn(process.execPath, [join(__dirname, 'build-locale.mjs'), locale, stagingDir(locale)], {
    stdio: 'inherit',
    env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedFilesDirName(locale)},
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`building ${locale} failed (${signal ?? `exit code ${code}`})`))));
  });
}

function requestedLocales(args: string[]): Locale[] {
  const requested: Locale[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const value = args[i + 1] as Locale;
    if (args[i] !== '--locale' || !locales.includes(value)) {
      throw new Error(`usage: npm run build [-- --locale ${locales.join('|')} ...] (got: ${args.join(' ')})`);
    }
    requested.push(value);
    i += 1;
  }
  return requested.length > 0 ? requested : [...locales];
}

async function main(args: string[]) {
  const requested = requestedLocales(args);
  const others = requested.filter((locale) => locale !== defaultLocale);
  const start = performance.now();
  for (const locale of others) rmSync(stagingDir(locale), {recursive: true, force: true});
  const builds = requested.map(spawnBuild);
  // Loaded while the languages build, not before: the builds start first. A failure to load
  // is reported where it is awaited, after the builds, not as an unhandled rejection now.
  const postbuildModule = import('./postbuild');
  postbuildModule.catch(() => undefined);
  // Every build is waited for before failing, so that none is left writing after this process ends.
  const results = await Promise.allSettled(builds);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  mkdirSync(buildDir, {recursive: true});
  for (const locale of others) {
    // buildLocale writes a language other than the default into a folder of that name below outDir.
    rmSync(join(buildDir, locale), {recursive: true, force: true});
    renameSync(join(stagingDir(locale), locale), join(buildDir, locale));
    rmSync(stagingDir(locale), {recursive: true, force: true});
  }
  const seconds: BuildSeconds = {languages: elapsed(start), postbuild: null, postbuildParts: null};
  if (requested.length === locales.length) {
    const postbuildStart = performance.now();
    seconds.postbuildParts = await (await postbuildModule).postbuild(buildDir);
    seconds.postbuild = elapsed(postbuildStart);
  } else {
    console.log(`Built ${requested.join(', ')} only: the search index, llms.txt and the other files of every language are written by a build of all.`);
  }
  console.log(`build seconds: ${JSON.stringify(seconds)}`);
  // The benchmark records them (scripts/bench/build.ts).
  if (process.env.BUILD_SECONDS_FILE) writeFileSync(process.env.BUILD_SECONDS_FILE, JSON.stringify(seconds));
}

/** Seconds since `start`, to the hundredth. */
const elapsed = (start: number) => Number(((performance.now() - start) / 1000).toFixed(2));

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
