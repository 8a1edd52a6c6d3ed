/**
 * The Go tools the pages tell readers to run, built into examples/build/go-tools/ for the run
 * checks (tests/examples). `npx tsx scripts/go-tools.ts` builds them all (a step of npm test,
 * after npm run examples, which empties examples/build/); a check builds a missing one itself.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {delimiter, dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {examplesBuildDir, examplesDir} from './examples';

/** The version of a module that examples/go.mod selects: the one mcube pins. */
export const pinnedVersion = (module: string): string =>
  execFileSync('go', ['list', '-m', '-f', '{{.Version}}', module], {cwd: examplesDir, encoding: 'utf8'}).trim();

// Each tool is installed with the line its page shows, `go install <package>@<version>` (the
// CLI and API documentation checks assert that the page's line is this one): mcube's CLI at
// the release the pages describe, swag at the release mcube v2.1.10 pins, grpcurl at v1.9.4
// (the gRPC page names no version). Each builds in its own module graph, as on a reader's
// machine.
const tools = {
  mcube: {pkg: 'github.com/infraboard/mcube/v2/cmd/mcube', module: 'github.com/infraboard/mcube/v2'},
  swag: {pkg: 'github.com/swaggo/swag/cmd/swag', module: 'github.com/swaggo/swag'},
  grpcurl: {pkg: 'github.com/fullstorydev/grpcurl/cmd/grpcurl', version: 'v1.9.4'},
};

export type GoToolName = keyof typeof tools;

export const goToolsDir = join(examplesBuildDir, 'go-tools');

/** The line that installs the tool, as its page shows it. */
export function installLine(name: GoToolName): string {
  const tool: {pkg: string; module?: string; version?: string} = tools[name];
  return `go install ${tool.pkg}@${tool.version ?? pinnedVersion(tool.module!)}`;
}

/**
 * The machine's module proxy with Go's module cache in front of it. `go install …@version`
 * also reads the module's version list (for a deprecation notice), which some proxies refuse
 * for a module they serve by exact version (this machine's does for mcube); the cache holds
 * the list of the versions downloaded, mcube's among them once examples/ is. A module missing
 * from the cache is fetched from the machine's proxy as usual.
 */
function moduleCacheFirst(): string {
  const goEnv = (name: string) => execFileSync('go', ['env', name], {encoding: 'utf8'}).trim();
  return `${pathToFileURL(join(goEnv('GOMODCACHE'), 'cache', 'download')).href},${goEnv('GOPROXY')}`;
}

function install(name: GoToolName): void {
  const [command, ...args] = installLine(name).split(' ');
  execFileSync(command, args, {cwd: examplesDir, env: {...process.env, GOBIN: goToolsDir, GOPROXY: moduleCacheFirst()}, stdio: ['ignore', 'inherit', 'inherit']});
}

/** The path of the tool's binary, built first when it is missing. */
export function goTool(name: GoToolName): string {
  const binary = join(goToolsDir, name);
  if (!existsSync(binary)) install(name);
  return binary;
}

/** Runs a page's shell line in `cwd` with the tool on PATH, as after the page's install line. */
export function runWithTool(name: GoToolName, line: string, cwd: string): {output: string; status: number | null} {
  const PATH = `${dirname(goTool(name))}${delimiter}${process.env.PATH}`;
  const run = spawnSync('bash', ['-c', line], {cwd, env: {...process.env, PATH}, encoding: 'utf8', timeout: 60_000});
  return {output: run.stdout + run.stderr, status: run.status};
}

if (require.main === module) {
  const started = Date.now();
  for (const name of Object.keys(tools) as GoToolName[]) install(name);
  console.log(`Go tools (${Object.keys(tools).join(', ')}) in ${goToolsDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
