/**
 * The Go tools the pages tell readers to run, built into examples/build/go-tools/ for the run
 * checks (tests/examples). `npx tsx scripts/go-tools.ts` builds them all (a step of npm test,
 * after npm run examples, which empties examples/build/); a check builds a missing one itself.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {examplesBuildDir, examplesDir} from './examples';

type GoTool = {pkg: string; version?: string};

const tools = {
  // `tool` lines of examples/go.mod: built with the modules mcube v2.1.10 pins.
  mcube: {pkg: 'github.com/infraboard/mcube/v2/cmd/mcube'},
  swag: {pkg: 'github.com/swaggo/swag/cmd/swag'},
  // Installed on its own, as `go install …@version` does: as a tool line it would raise
  // grpc-go and OpenTelemetry above the versions the pages are built against.
  grpcurl: {pkg: 'github.com/fullstorydev/grpcurl/cmd/grpcurl', version: 'v1.9.4'},
} satisfies Record<string, GoTool>;

export type GoToolName = keyof typeof tools;

export const goToolsDir = join(examplesBuildDir, 'go-tools');

function install(name: GoToolName): void {
  const tool: GoTool = tools[name];
  const args = tool.version ? ['install', `${tool.pkg}@${tool.version}`] : ['build', '-o', `${goToolsDir}/`, tool.pkg];
  execFileSync('go', args, {cwd: examplesDir, env: {...process.env, GOBIN: goToolsDir}, stdio: ['ignore', 'inherit', 'inherit']});
}

/** The path of the tool's binary, built first when it is missing. */
export function goTool(name: GoToolName): string {
  const binary = join(goToolsDir, name);
  if (!existsSync(binary)) install(name);
  return binary;
}

if (require.main === module) {
  const started = Date.now();
  for (const name of Object.keys(tools) as GoToolName[]) install(name);
  console.log(`Go tools (${Object.keys(tools).join(', ')}) in ${goToolsDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
