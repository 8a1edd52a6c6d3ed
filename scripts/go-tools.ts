/**
 * The Go tools the pages tell readers to run, built into examples/build/go-tools/ for the run
 * checks (tests/examples). `npx tsx scripts/go-tools.ts` builds them all (a step of npm test,
 * after npm run examples, which empties examples/build/); a check builds a missing one itself.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {delimiter, dirname, join} from 'node:path';
import {examplesBuildDir, examplesDir} from './examples';

/** The version of a module that examples/go.mod selects: the one mcube pins. */
export const pinnedVersion = (module: string): string =>
  execFileSync('go', ['list', '-m', '-f', '{{.Version}}', module], {cwd: examplesDir, encoding: 'utf8'}).trim();

// mcube's CLI and swag are `tool` lines of examples/go.mod: the releases mcube v2.1.10 is and
// pins, built with its modules (go install …@version, the pages' line, cannot read the version
// list this machine's module proxy refuses). grpcurl is installed in its own module graph: as
// a tool line it would raise grpc-go and OpenTelemetry above the versions the pages build against.
const tools = {
  mcube: {pkg: 'github.com/infraboard/mcube/v2/cmd/mcube'},
  swag: {pkg: 'github.com/swaggo/swag/cmd/swag'},
  grpcurl: {pkg: 'github.com/fullstorydev/grpcurl/cmd/grpcurl', version: 'v1.9.4'},
};

export type GoToolName = keyof typeof tools;

export const goToolsDir = join(examplesBuildDir, 'go-tools');

function install(name: GoToolName): void {
  const tool: {pkg: string; version?: string} = tools[name];
  const args = tool.version ? ['install', `${tool.pkg}@${tool.version}`] : ['build', '-o', `${goToolsDir}/`, tool.pkg];
  execFileSync('go', args, {cwd: examplesDir, env: {...process.env, GOBIN: goToolsDir}, stdio: ['ignore', 'inherit', 'inherit']});
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
