/**
 * What each choice of the starter makes a project load, by Go's own account: a project is
 * generated per choice, `go mod tidy` settles its go.mod, `go mod why` names the packages tidy
 * loads (every tag and platform, and other modules' tests) and `go list -deps` those go build
 * compiles. A module path equal to a module whose packages the project loads, or to a package it
 * loads, fails there (src/start/generate.ts, modulePathProblem). `npx tsx scripts/starter-required.ts`
 * writes src/start/required.json; tests/starter/inputs.spec.ts fails when it is out of date.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
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

/** The package directories of a module's files, as import paths (not testdata, _ or . folders, nor nested modules). */
function modulePackages(path: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, importPath: string) => {
    const entries = readdirSync(folder, {withFileTypes: true});
    if (entries.some((entry) => entry.isFile() && entry.name.endsWith('.go') && !entry.name.endsWith('_test.go'))) found.push(importPath);
    for (const entry of entries) {
      if (!entry.isDirectory() || /^[._]|^testdata$/.test(entry.name)) continue;
      if (existsSync(join(folder, entry.name, 'go.mod'))) continue;
      walk(join(folder, entry.name), `${importPath}/${entry.name}`);
    }
  };
  walk(dir, path);
  return found;
}

/**
 * The packages go mod tidy loads, each with the package that imports it on its shortest path
 * from the project: go mod why reads every build tag and platform and the tests of every loaded
 * package, as tidy does (go list reads one platform's default tags: Gin imports sonic only under
 * its "sonic" tag, and sonic's JIT imports golang-asm).
 */
function tidyLoads(dir: string): Map<string, {module: string; importer: string}> {
  const modules = go(dir, ['list', '-m', '-f', '{{.Path}}\t{{.Dir}}', 'all'])
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([path, folder], i) => i > 0 && path && folder);
  const moduleOf = new Map(modules.flatMap(([path, folder]) => modulePackages(path, folder).map((pkg) => [pkg, path] as const)));
  const loads = new Map<string, {module: string; importer: string}>();
  const candidates = [...moduleOf.keys()];
  for (let i = 0; i < candidates.length; i += 1000) {
    for (const stanza of go(dir, ['mod', 'why', ...candidates.slice(i, i + 1000)]).split('\n# ').map((text) => text.replace(/^# /, '').trim().split('\n'))) {
      const [pkg, ...chain] = stanza;
      if (chain.length < 2) continue; // "(main module does not need package …)"
      loads.set(pkg, {module: moduleOf.get(pkg)!, importer: chain.at(-2)!.replace(/\.test$/, '')});
    }
  }
  return loads;
}

function loaded(framework: Framework, chosenAddons: Addon[], chosenComponents: Component[]): Loaded {
  const work = mkdtempSync(join(tmpdir(), 'mcube-starter-required-'));
  try {
    const module = 'example.com/required';
    const dir = writeProject(work, 'project', {...defaultChoices, module, framework, addons: chosenAddons, components: chosenComponents});
    go(dir, ['mod', 'tidy']);
    const own = (path: string) => path === module || path.startsWith(`${module}/`);
    // What go build compiles, on each platform the project may be built for.
    const built = new Set<string>();
    for (const goos of ['linux', 'darwin', 'windows']) {
      go(dir, ['list', '-e', '-deps', '-f', '{{.ImportPath}}', 'all'], {...goEnv, GOOS: goos})
        .split('\n')
        .forEach((path) => built.add(path));
    }
    const modules = new Set<string>();
    // The standard library's packages (fmt, net/http) are found twice too: in GOROOT and in the project.
    const packages = new Set([...built].filter((path) => path && !own(path) && !/^[^/]*\./.test(path)));
    for (const [pkg, {module: from, importer}] of tidyLoads(dir)) {
      if (own(pkg)) continue;
      const inModule = (path: string) => path === from || path.startsWith(`${from}/`);
      if (pkg === from) {
        // A module's root package resolves to the project's own main package when the module path
        // is the project's: go build refuses to import a program, tidy (a test's or a tag's import) does not.
        if (built.has(pkg)) {
          modules.add(from);
          packages.add(pkg);
        }
        continue;
      }
      packages.add(pkg);
      // Another module's package that imports it stays loaded, and the project does not have it;
      // reached only through its own module's root, it is not loaded at all once that root is the project's.
      if (built.has(pkg) || !inModule(importer)) modules.add(from);
    }
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
