/**
 * The GitHub Actions workflows run the README's commands, not a copy of the test logic: the
 * test workflow runs the README's test command on pull requests and on pushes to main, and the
 * Pages workflow builds with the README's build command. actionlint (scripts/test.sh) checks
 * that they are valid workflows; this checks that they run what the README says.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {parse as parseYaml} from 'yaml';
import {repoRoot} from '../../scripts/site-model';

type Step = {run?: string; uses?: string};
type Workflow = {on?: unknown; jobs?: Record<string, {steps?: Step[]}>};

const workflowsDir = join(repoRoot, '.github', 'workflows');
const workflowFiles = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const readWorkflow = (name: string) => readFileSync(join(workflowsDir, name), 'utf8');

/** The commands of the README's bash line that contains `command`: `npm ci && npm test` → both. */
function readmeCommands(command: string): string[] {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/^```bash\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  const line = blocks.flatMap((block) => block.split('\n')).find((text) => text.split(/\s*&&\s*/).includes(command));
  if (!line) throw new Error(`README.md has no bash line that runs ${command}`);
  return line.split(/\s*&&\s*/).map((part) => part.trim());
}

/** The events a workflow runs on, each with the branches it is limited to (undefined: every branch). */
function triggers(workflow: Workflow): Map<string, string[] | undefined> {
  const on = workflow.on;
  if (typeof on === 'string') return new Map([[on, undefined]]);
  if (Array.isArray(on)) return new Map(on.map((event: string) => [event, undefined]));
  return new Map(Object.entries((on ?? {}) as Record<string, {branches?: string[]} | null>).map(([event, filter]) => [event, filter?.branches]));
}

/**
 * Why a workflow does not run `commands` one after another in one job on `events` (each with
 * main among its branches), or '' when it does. Each step's `run` is cut into its commands.
 */
function whyNotRun(text: string, commands: string[], events: string[]): string {
  const workflow = parseYaml(text) as Workflow;
  const on = triggers(workflow);
  const missing = events.filter((event) => !on.has(event) || (on.get(event) !== undefined && !on.get(event)!.includes('main')));
  if (missing.length > 0) return `not run on ${missing.join(', ')} (for main)`;
  for (const job of Object.values(workflow.jobs ?? {})) {
    const run = (job.steps ?? []).flatMap((step) => (step.run ?? '').split(/\s*(?:&&|\n)\s*/)).map((part) => part.trim());
    let next = 0;
    for (const command of run) if (command === commands[next]) next += 1;
    if (next === commands.length) return '';
  }
  return `no job runs ${commands.join(' && ')}`;
}

const testCommand = readmeCommands('npm test');
const buildCommands = readmeCommands('npm run build').filter((command) => command !== 'npm run serve');

test('the README names its test command and its build command', () => {
  expect(testCommand).toEqual(['npm ci', 'npm test']);
  expect(buildCommands).toEqual(['npm ci', 'npm run build']);
});

test("a workflow runs the README's test command on pull requests and on pushes to main", () => {
  const reasons = workflowFiles.map((name) => `${name}: ${whyNotRun(readWorkflow(name), testCommand, ['pull_request', 'push'])}`);
  expect(reasons.filter((reason) => reason.endsWith(': ')), reasons.join('\n')).toHaveLength(1);
});

test("the Pages workflow builds with the README's build command and publishes build/ with the official actions", () => {
  const text = readWorkflow('pages.yml');
  expect(whyNotRun(text, buildCommands, ['push', 'workflow_dispatch'])).toBe('');
  const uses = Object.values((parseYaml(text) as Workflow).jobs ?? {}).flatMap((job) => (job.steps ?? []).map((step) => step.uses?.replace(/@.*/, '')));
  expect(uses).toEqual(expect.arrayContaining(['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']));
});

test('a planted workflow that does not run the test command, or not on pull requests, is refused', () => {
  const good = readWorkflow('test.yml');
  expect(whyNotRun(good, testCommand, ['pull_request', 'push'])).toBe('');
  // Its own test logic instead of the README's command.
  const ownLogic = good.replace(/- run: npm test\n/, '- run: npx playwright test --project=e2e\n');
  expect(ownLogic).not.toBe(good);
  expect(whyNotRun(ownLogic, testCommand, ['pull_request', 'push'])).toBe('no job runs npm ci && npm test');
  // The command in the wrong order.
  const reordered = good.replace(/- run: npm ci\n(\s*)- run: npm test\n/, '- run: npm test\n$1- run: npm ci\n');
  expect(reordered).not.toBe(good);
  expect(whyNotRun(reordered, testCommand, ['pull_request', 'push'])).toBe('no job runs npm ci && npm test');
  // Not on pull requests; on pushes to another branch only.
  expect(whyNotRun(good.replace(/^  pull_request:\n/m, ''), testCommand, ['pull_request', 'push'])).toBe('not run on pull_request (for main)');
  expect(whyNotRun(good.replace('branches: [main]', 'branches: [release]'), testCommand, ['pull_request', 'push'])).toBe('not run on push (for main)');
});
