import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {starterCovering, starterLinksFile} from '../../scripts/examples';
import {MCUBE_MODULE, addons, components, frameworks} from '../../src/start/catalog';
import {mcubeImports, type Choices} from '../../src/start/generate';
import goFiles from '../../src/start/go-files';
import type {StarterLinks} from '../../src/start/code-links';

/**
 * /start/ links the lines of Go it writes from src/start/code-links.json, which npm run
 * examples writes from the type-checked programs of the starter's covering choices (each
 * framework with every add-on and component). That is right for any project only if every
 * line any choices write is a line of those programs: checked here for each framework with
 * no add-on, each one alone and all, each component alone and all.
 */
const goLines = (choices: Choices) =>
  goFiles(choices, mcubeImports(choices).map((path) => `${MCUBE_MODULE}/${path}`)).flatMap((file) =>
    file.content.replaceAll(choices.module, '<module>').replaceAll(choices.app, '<app>').split('\n'),
  );

test('every line of Go the starter can write is a line of its covering programs', () => {
  const covered = new Set(starterCovering.flatMap(goLines));
  const missing = new Set<string>();
  let checked = 0;
  for (const framework of frameworks) {
    const addonSets = [[], ...addons.map((addon) => [addon]), [...addons]];
    const componentSets = [[], ...components.map((component) => [component]), [...components]];
    for (const chosenAddons of addonSets) {
      for (const chosenComponents of componentSets) {
        const choices: Choices = {module: 'github.com/acme/shop', app: 'shop', port: 8080, framework, addons: chosenAddons, components: chosenComponents};
        for (const line of goLines(choices)) {
          checked++;
          if (!covered.has(line)) missing.add(line);
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(10_000);
  expect([...missing]).toEqual([]);
});

test("the starter's links are pkg.go.dev anchors of lines it writes, mcube's at v2.1.10", () => {
  const links = JSON.parse(readFileSync(starterLinksFile, 'utf8')) as StarterLinks;
  const covered = new Set(starterCovering.flatMap(goLines));
  const problems: string[] = [];
  for (const [line, ranges] of Object.entries(links.lines)) {
    if (!covered.has(line)) problems.push(`"${line}" is no line of the starter's programs`);
    for (const [column, length, target] of ranges) {
      const text = line.slice(column, column + length);
      const [href] = links.targets[target];
      if (!/^[A-Z]\w*$/.test(text) || !href.endsWith(`#${text}`) && !href.endsWith(`.${text}`)) problems.push(`"${line}": "${text}" → ${href}`);
    }
  }
  expect(problems).toEqual([]);
  const mcube = links.targets.filter(([href]) => href.startsWith('https://pkg.go.dev/github.com/infraboard/mcube/v2/'));
  expect(mcube.length).toBeGreaterThan(10);
  expect(mcube.filter(([href]) => !href.includes('@v2.1.10#'))).toEqual([]);
});
