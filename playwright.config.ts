import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium';
import {freePortSync} from './scripts/free-port';

// Where nginx serves the production build during the tests (scripts/nginx.sh): a port free at
// the start of the run, so two checkouts can run the tests at once. The runner picks it; its
// workers read this file again and inherit the choice through the environment.
process.env.E2E_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

const chromiumLaunch = {executablePath: chromiumPath, args: chromiumFlags};

export default defineConfig({
  forbidOnly: !!process.env.CI,
  // Tests of one file share no state, and the per-route files are the longest: spread them too.
  fullyParallel: true,
  retries: 0,
  workers: 2,
  // On GitHub Actions also an HTML report, which the test workflow uploads when a step fails.
  reporter: process.env.GITHUB_ACTIONS ? [['list'], ['html', {open: 'never'}]] : [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  projects: [
    {
      // Checks on the Markdown sources; no browser, no server needed.
      name: 'content',
      testDir: 'tests/content',
    },
    {
      // The project starter's projects, built and run with Go against mcube v2.1.10; no browser.
      name: 'starter',
      testDir: 'tests/starter',
      timeout: 600_000,
    },
    {
      // The pages' programs run against mcube v2.1.10 (after npm run examples); no browser.
      name: 'examples',
      testDir: 'tests/examples',
      timeout: 180_000,
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      use: {
        ...devices['Desktop Chrome'],
        baseURL,
        launchOptions: chromiumLaunch,
        trace: 'off',
      },
    },
  ],
  // The content checks and the starter's Go builds start no web server (and may run beside an e2e run).
  webServer: ['--project=content', '--project=starter', '--project=examples'].some((arg) => process.argv.includes(arg)) ? undefined : {
    // Stopped with the runner even when a signal ends the run (scripts/while-alive.sh).
    command: `bash scripts/while-alive.sh ${process.pid} bash scripts/nginx.sh`,
    // Waits for the port, not a page: the content checks run before the build exists.
    port,
    env: {PORT: String(port)},
    // Never test a server left over from another checkout: a taken port fails the run.
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
