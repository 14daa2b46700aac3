import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_COMMAND_ARGS } from './server/config';
import { findFreePort } from './tests/support/free-port';

// The config is evaluated again in every worker: the first evaluation picks the port and the
// data folder and hands them down through the environment.
// Real scrypt at a lower work factor, for every server of the run (docs/testing.md).
process.env.PASSWORD_HASH_COST ??= '10';
process.env.E2E_PORT ??= String(await findFreePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'avantages-pro-e2e-'));
// The seeded databases the specs' own servers are copied from (tests/e2e/support/own-server.ts).
process.env.E2E_TEMPLATES_DIR ??= mkdtempSync(path.join(tmpdir(), 'avantages-pro-e2e-templates-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
// A run against another build (DIST_DIR=dist-x) keeps its results apart: each run empties its
// output folder, which would break a run of the default build going on at the same time.
const distDir = process.env.DIST_DIR ?? 'dist';
const suffix = distDir === 'dist' ? '' : `-${path.basename(distDir)}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/remove-run-folders.ts',
  fullyParallel: true,
  workers: 2,
  // No retry, in CI too: CI runs the tests as a newcomer's `npm test` does, and a flaky test fails.
  retries: 0,
  forbidOnly: !!process.env.CI,
  outputDir: `test-results${suffix}`,
  reporter: [
    ['list'],
    ...(process.env.CI
      ? []
      : [['html', { open: 'never', outputFolder: `playwright-report${suffix}` }] as const]),
    // npm test's summary reads the counts from there (tests/run-all.ts).
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as const] : []),
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A desktop screen unless a test says otherwise (below 1300 px the menus fold into the side menu).
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A failure keeps the page's accessibility snapshot and a screenshot. Recording a trace for
    // every test cost about a sixth of the run's CPU (docs/testing.md): ask for one with
    // `npx playwright test <spec> --trace retain-on-failure` when a failure needs more.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The built app served by the real server, started as docs/operations.md starts it, on its own
  // port and its own fresh database.
  webServer: {
    command: ['node', ...SERVER_COMMAND_ARGS].join(' '),
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
