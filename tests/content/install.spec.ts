/**
 * A quiet, explicit install: npm runs no dependency's install script unless package.json's
 * `allowScripts` says so, and warns on `npm ci` about every package it does not cover. Every
 * package of the lock file that has an install script gets a decision there (MAINTAINING.md, "A quiet
 * install", says why each is denied), and every scripted command of Docusaurus runs without
 * its update box (the site pins its version on purpose: UPGRADING.md).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {repoRoot} from '../../scripts/site-model';

const readJson = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

test('every package with an install script has a decision in package.json allowScripts', () => {
  const lock = readJson('package-lock.json') as {packages: Record<string, {hasInstallScript?: boolean}>};
  const {allowScripts = {}} = readJson('package.json') as {allowScripts?: Record<string, boolean>};
  const scripted = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(scripted.length).toBeGreaterThan(0);
  const decided = new Set(Object.keys(allowScripts).map((key) => key.replace(/(.)@[^@]*$/, '$1')));
  expect(scripted.filter((name) => !decided.has(name)), 'packages npm ci would warn about').toEqual([]);
});

test('the Docusaurus commands of package.json run without the update notice', () => {
  const {scripts} = readJson('package.json') as {scripts: Record<string, string>};
  const docusaurus = Object.entries(scripts).filter(([, command]) => /\bdocusaurus\b/.test(command));
  expect(docusaurus.length).toBeGreaterThan(0);
  expect(docusaurus.filter(([, command]) => !command.startsWith('NO_UPDATE_NOTIFIER=1 ')).map(([name]) => name)).toEqual([]);
  // The strict build runs the npm script above.
  expect(readFileSync(join(repoRoot, 'scripts', 'build-strict.sh'), 'utf8')).toMatch(/^npm run --silent build\b/m);
});
