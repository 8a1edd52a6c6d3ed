/**
 * The project starter imports only what v2.1.10 has: every package of its catalog is a
 * package of the facts (read from the module's source), and every object such a package
 * registers has its section in the project's config.
 */
import {test, expect} from '@playwright/test';
import facts from '../../facts/mcube-v2.1.10.json';
import {MCUBE_MODULE, addonParts, addons, busPart, componentParts, components, frameworkParts, frameworks} from '../../src/start/catalog';

const packages = new Set(Object.keys(facts.packages));
const objectSections = (path: string) => facts.objects.filter((object) => object.importPath === `${MCUBE_MODULE}/${path}`).map((object) => object.section);

/** Every choice of the catalog in each framework: the packages it imports and the sections it writes. */
const parts = frameworks.flatMap((framework) => [
  {choice: `framework ${framework}`, imports: [frameworkParts[framework].import], sections: [frameworkParts[framework].section]},
  ...addons.map((addon) => ({choice: `${addon} (${framework})`, imports: addonParts[addon].imports[framework], sections: addonParts[addon].sections[framework]})),
  ...components.map((component) => ({choice: component, imports: [componentParts[component].import], sections: componentParts[component].sections})),
  ...(['nats', 'kafka', 'rabbitmq'] as const).map((broker) => ({choice: `bus on ${broker}`, ...busPart([broker]), imports: [busPart([broker]).import]})),
]);

test('every package the starter imports is a package of mcube v2.1.10', () => {
  const missing = parts.flatMap(({choice, imports}) => imports.filter((path) => !packages.has(`${MCUBE_MODULE}/${path}`)).map((path) => `${choice}: ${path}`));
  expect(missing).toEqual([]);
});

test('the starter writes the section of every object its imports register, and only known sections', () => {
  const problems = parts.flatMap(({choice, imports, sections}) => [
    ...imports.flatMap(objectSections).filter((section) => !sections.includes(section)).map((section) => `${choice}: [${section}] missing`),
    ...sections.filter((section) => !(section in facts.sections)).map((section) => `${choice}: [${section}] unknown`),
  ]);
  expect(problems).toEqual([]);
});
