/**
 * What each choice of the starter makes a project load, by Go's own account: a project is
 * generated per choice, `go mod tidy` settles its go.mod, and `go list -deps -test all` (for
 * Linux, macOS and Windows, as tidy reads every platform's files) lists its packages. A
 * module path equal to a module the project requires, or to a package it loads, fails there
 * (src/start/generate.ts, requiredPathProblem). `npx tsx scripts/starter-required.ts`
 * writes src/start/required.json; tests/starter/inputs.spec.ts fails when it is out of date.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {addons, components, frameworks, type Addon, type Component, type Framework} from '../../src/start/catalog';
import {defaultChoices, requiredParts, type RequiredPaths} from '../../src/start/generate';
import {goEnv, writeProject} from './project';
import facts from '../../facts/mcube-v2.1.10.json';
import {MCUBE_MODULE} from '../../src/site-constants';

function go(dir: string, args: string[], env: NodeJS.ProcessEnv = goEnv): string {
  const run = spawnSync('go', args, {cwd: dir, env, encoding: 'utf8', maxBuffer: 64 << 20});
  if (run.status !== 0) throw new Error(`go ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** The modules the tidied go.mod requires and the packages the project loads. */
type Loaded = {modules: string[]; packages: string[]};

function loaded(framework: Framework, chosenAddons: Addon[], chosenComponents: Component[]): Loaded {
  const work = mkdtempSync(join(tmpdir(), 'mcube-starter-required-'));
  try {
    const module = 'example.com/required';
    const dir = writeProject(work, 'project', {...defaultChoices, module, framework, addons: chosenAddons, components: chosenComponents});
    go(dir, ['mod', 'tidy']);
    // Only modules that provide a package the project loads: a module the go.mod requires for
    // nothing loaded here (sonic, whose files need an older Go) leaves its path free.
    const modules = new Set<string>();
    const packages = new Set<string>();
    const own = (path: string) => path === module || path.startsWith(`${module}/`);
    for (const goos of ['linux', 'darwin', 'windows']) {
      const list = () =>
        go(dir, ['list', '-e', '-deps', '-f', '{{.ImportPath}}\t{{with .Module}}{{.Path}}{{end}}', 'all'], {...goEnv, GOOS: goos})
          .split('\n')
          .map((line) => line.split('\t'));
      const add = ([path, from]: string[]) => {
        packages.add(path);
        if (from) modules.add(from);
      };
      list().filter(([path]) => path && !own(path)).forEach(add);
      // Tests of other modules' packages are left out: a main module's go mod tidy (a pruned
      // module graph) accepts their paths (github.com/go-playground/assert/v2 in a Gin project).
    }
    modules.delete(module);
    return {modules: [...modules], packages: [...packages]};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

/** Every path a choice makes a project require or load, grouped by the choices that do ("*": every project). */
export function requiredPaths(): RequiredPaths {
  const byPath = {modules: new Map<string, Set<string>>(), packages: new Map<string, Set<string>>()};
  const record = (part: string, found: Loaded, base?: Loaded) => {
    for (const kind of ['modules', 'packages'] as const) {
      for (const path of found[kind]) if (!base?.[kind].includes(path)) byPath[kind].set(path, (byPath[kind].get(path) ?? new Set()).add(part));
    }
  };
  const bases = new Map<Framework, Loaded>();
  for (const framework of frameworks) {
    bases.set(framework, loaded(framework, [], []));
    record(framework, bases.get(framework)!);
    for (const addon of addons) record(`${framework}:${addon}`, loaded(framework, [addon], []), bases.get(framework));
  }
  for (const component of components) {
    // The bus's backend follows the broker chosen with it: one part per backend.
    const sets = component === 'bus' ? (['nats', 'kafka', 'rabbitmq'] as const).map((broker) => ['bus', broker] as Component[]) : [[component]];
    for (const chosen of sets) {
      const part = requiredParts({...defaultChoices, addons: [], components: chosen}).at(-1)!;
      // What the component adds to each framework's project.
      for (const framework of frameworks) record(part, loaded(framework, [], chosen), bases.get(framework));
    }
  }
  const grouped = (kind: 'modules' | 'packages') => {
    const groups: Record<string, string[]> = {};
    for (const [path, parts] of [...byPath[kind]].sort(([a], [b]) => a.localeCompare(b))) {
      // A root package of a module is refused as the module.
      if (kind === 'packages' && byPath.modules.has(path)) continue;
      // A framework's own project needs it: its add-ons need not be named; both frameworks: every project.
      const named = [...parts].filter((part) => !frameworks.some((framework) => part.startsWith(`${framework}:`) && parts.has(framework)));
      const key = frameworks.every((framework) => parts.has(framework)) ? '*' : named.join(' ');
      (groups[key] ??= []).push(path);
    }
    return groups;
  };
  const packages = grouped('packages');
  // Every project requires mcube, and its own root package (main.go) takes the module path: a path
  // that is any package of mcube's is found twice by go mod tidy (ambiguous import), loaded or not.
  const mcubePackages = Object.keys(facts.packages).filter((path) => path !== MCUBE_MODULE);
  for (const key of Object.keys(packages)) packages[key] = packages[key].filter((path) => !mcubePackages.includes(path));
  packages['*'] = [...(packages['*'] ?? []), ...mcubePackages].sort((a, b) => a.localeCompare(b));
  return {modules: grouped('modules'), packages};
}
