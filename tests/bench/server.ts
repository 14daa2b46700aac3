/**
 * The server under measurement: the real server in its own process (so the load generator and the
 * browser never share its event loop), on 127.0.0.1 and a free port, on a fresh PGlite folder or
 * a PostgreSQL database of its own, seeded with the demo data (optionally more offers), as one
 * process or as several (WORKERS, PostgreSQL only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { sha256 } from 'js-sha256';
import { PROJECT_ROOT, SERVER_COMMAND_ARGS } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { sessionCookieName } from '../../server/plugins/session';
import { seedDemoData } from '../../server/db/seed';
import { findFreePort } from '../support/free-port';

export type BenchDatabase = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchServer {
  baseUrl: string;
  /** Stops the server and deletes its database. */
  stop(): Promise<void>;
  /** Stops the server only, then runs `inspect` on its database before deleting it. */
  stopAndInspect<T>(inspect: (database: Database) => Promise<T>): Promise<T>;
}

export interface BenchServerOptions {
  database: BenchDatabase;
  /** Built app to serve; without it the server serves the API only. */
  distDir?: string;
  offers?: number;
  /** Runs on the seeded database before the server starts (extra users...). */
  prepare?: (database: Database) => Promise<void>;
  /** Server processes on the one port (WORKERS); 1 by default. */
  workers?: number;
  /** More of the server's environment; with `NODE_ENV: 'test'`, the demo's settings are allowed. */
  env?: Record<string, string>;
  /** More options of the server's Node process (`--cpu-prof`: profile-reads.ts). */
  nodeArgs?: string[];
}

/** A database URL on the same PostgreSQL server, for a database created (and dropped) by the bench. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Waits for the server's own notice, sent on the IPC channel once every process listens (the
 * primary of several waits for all its workers), then checks /health answers.
 */
async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('The bench server was not ready within 2 minutes.')), 120_000);
    const onMessage = (message: unknown) => {
      if ((message as { status?: unknown } | null)?.status === 'ready') done();
    };
    const onExit = (code: number | null) => done(new Error(`The bench server exited (${code}).`));
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
  const health = await fetch(`${baseUrl}/health`);
  if (!health.ok) throw new Error(`The bench server answered /health with ${health.status}.`);
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-bench-'));
  const pgDatabase = `bench_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (options.database === 'postgres') {
    await adminQuery(`CREATE DATABASE ${pgDatabase}`);
    databaseUrl = withDatabase(POSTGRES_URL, pgDatabase);
  }
  const cleanUp = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
  };

  try {
    // Seeded here, before the server starts, so its first start finds the data ready.
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      await seedDemoData(database.db, { offers: options.offers });
      await options.prepare?.(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }

  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), ...SERVER_COMMAND_ARGS], {
    cwd: PROJECT_ROOT,
    // The IPC channel carries the server's "ready" notice.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: options.distDir ?? '',
      SERVE_APP: options.distDir ? 'true' : 'false',
      DATABASE_URL: databaseUrl ?? '',
      WORKERS: String(options.workers ?? 1),
      NODE_ENV: 'production',
      // Required in production (docs/operations.md, "Production checklist"); the bench sends no
      // e-mail, so the SMTP server is never reached.
      PUBLIC_URL: baseUrl,
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      // The load test gives each login connection its own X-Forwarded-For address.
      TRUST_PROXY: 'true',
      ...options.env,
    },
  });
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    child.kill('SIGTERM');
    await cleanUp();
    throw error;
  }

  const halt = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };
  return {
    baseUrl,
    async stop() {
      await halt();
      await cleanUp();
    },
    async stopAndInspect(inspect) {
      await halt();
      try {
        const database = await openDatabase({ dataDir, databaseUrl });
        try {
          return await inspect(database);
        } finally {
          await database.close();
        }
      } finally {
        await cleanUp();
      }
    },
  };
}

/**
 * Logs in as a demo account and answers its cookies as a Cookie header ("__Host-sid=...;
 * signed_in=PRO"):
 * the app asks who is connected only when the signed-in hint is there.
 */
export async function sessionCookie(
  baseUrl: string,
  email: string,
  password = 'demo1234',
  production = true,
): Promise<string> {
  const response = await fetch(`${baseUrl}/form-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ username: email, password: sha256(password) }).toString(),
  });
  const pairs = response.headers.getSetCookie().map((value) => value.split(';')[0] ?? '');
  // The bench's servers run in production (the session cookie has its `__Host-` name), but the
  // push step's (NODE_ENV=test: docs/push.md, the loopback push service).
  const session = `${sessionCookieName(production)}=`;
  if (!response.ok || !pairs.some((pair) => pair.startsWith(session))) {
    throw new Error(`Login failed for ${email}: ${response.status}`);
  }
  return pairs.join('; ');
}

/** The cookies of a Cookie header, for a browser context on `url`. */
export function browserCookies(header: string, url: string) {
  return header.split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    // Chromium takes a `__Host-` cookie for an http address (127.0.0.1 counts as a secure
    // origin) only when given by host and path rather than by URL.
    return name.startsWith('__Host-')
      ? { name, value, domain: new URL(url).hostname, path: '/', secure: true }
      : { name, value, url };
  });
}
