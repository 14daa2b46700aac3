import { test as base } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../../support/free-port';
import { SERVER_COMMAND_ARGS } from '../../../server/config';

/**
 * A server of the test's own, like the config's web server (the tested build, a fresh PGlite
 * database with the demo data), for tests that swap the build or change demo accounts that
 * other specs read at the same time.
 */
export interface OwnServer {
  baseURL: string;
  /** The copy of the build this server serves (tests may change it). */
  distDir: string;
  /**
   * Stops the server's process, keeping its database: the server is unreachable, as from a
   * device without network, until `resume`.
   */
  interrupt(): Promise<void>;
  /** Starts the server again on the same port and database. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

async function waitForHealth(url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not start.`);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The seeded PGlite folder own servers with `offers` offers start from. The first server of the
 * run that needs it seeds it (`npm run seed`), the others wait, and each server starts on a copy:
 * a copy takes half a second where creating, migrating and seeding a database takes five
 * (docs/testing.md). The run's templates live in E2E_TEMPLATES_DIR (playwright.config.ts).
 */
async function seededTemplate(offers: number | undefined): Promise<string> {
  const root = process.env.E2E_TEMPLATES_DIR;
  if (!root) throw new Error('E2E_TEMPLATES_DIR is set by playwright.config.ts.');
  const template = path.join(root, `offers-${offers ?? 'default'}`);
  // The first to make the folder claims the template; the others find it there.
  const claimed = await mkdir(`${template}.claimed`).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (claimed) {
    const building = `${template}.building`;
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/db/seed-cli.ts',
        ...(offers === undefined ? [] : ['--offers', String(offers)]),
      ],
      { env: { ...process.env, DATA_DIR: building, DATABASE_URL: '', NODE_ENV: 'test' } },
    );
    // Whole or absent: a waiting server never copies a half-written folder.
    await rename(building, template);
    return template;
  }
  const deadline = Date.now() + 90_000;
  while (!(await exists(template))) {
    if (Date.now() > deadline) throw new Error(`The template ${template} was not made.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return template;
}

export interface OwnServerOptions {
  /** How many offers the demo data holds (`npm run seed -- --offers N`); the default otherwise. */
  offers?: number;
  /** More of the server's environment (docs/operations.md, "Configuration"). */
  env?: Record<string, string>;
}

export async function startOwnServer(options: OwnServerOptions = {}): Promise<OwnServer> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-own-'));
  const distDir = path.join(workDir, 'dist');
  await cp(path.resolve(process.env.DIST_DIR ?? 'dist'), distDir, { recursive: true });
  const port = await findFreePort();
  const baseURL = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DIST_DIR: distDir,
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  await cp(await seededTemplate(options.offers), env.DATA_DIR, { recursive: true });
  // One process (no npx, no tsx wrapper): stopping it stops the server for sure.
  const launch = async () => {
    const child: ChildProcess = spawn(process.execPath, SERVER_COMMAND_ARGS, {
      env,
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await waitForHealth(baseURL);
    return async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    };
  };
  let stopProcess: (() => Promise<void>) | null = await launch();
  return {
    baseURL,
    distDir,
    async interrupt() {
      await stopProcess?.();
      stopProcess = null;
    },
    async resume() {
      stopProcess ??= await launch();
    },
    async stop() {
      await stopProcess?.();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * `test` whose pages talk to a server of their own (one per worker) instead of the config's:
 * `page.goto('/login')` and `page.request` go there.
 */
export function testWithOwnServerOf(options: OwnServerOptions) {
  return base.extend<object, { ownServer: OwnServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
      async ({}, use) => {
        const server = await startOwnServer(options);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.baseURL),
  });
}

export const testWithOwnServer = testWithOwnServerOf({});

/**
 * `test` whose every test gets a server of its own, for tests that change what the demo accounts
 * are (a password, an admin's second factor): on the worker's shared server they would break the
 * specs that run after them in that worker.
 */
export const testWithServerPerTest = base.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.stop();
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseURL),
});
