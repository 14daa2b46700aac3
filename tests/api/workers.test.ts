/**
 * Several server processes (WORKERS=N, docs/operations.md), the graceful stop and the readiness
 * check, each against the real server started as `node --import tsx server/index.ts` in a child
 * process, on a PostgreSQL database of its own. Every wait is for a fact (a log line, an answer,
 * a lock being waited on, a refused connection), never for a fixed time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestartBudget } from '../../server/cluster';
import { configFromEnv } from '../../server/config';
import { DATABASE_KINDS, TEST_DATABASE_URL } from '../support/api-server';
import { findFreePort } from '../support/free-port';
import {
  ServerProcess,
  connectedUser,
  connectionRefused,
  loginForm,
  requestOn,
  startProxy,
  until,
  type Answer,
  type DatabaseProxy,
} from '../support/server-process';
import { createSeededDatabase } from '../support/test-database';

const POSTGRES = DATABASE_KINDS.includes('postgres');

describe('WORKERS is checked before anything starts', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-workers-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses several processes on the embedded PGlite, in French, with a non-zero exit', async () => {
    const server = new ServerProcess(await findFreePort(), { WORKERS: '2', DATA_DIR: dataDir });
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.stderr).toContain('WORKERS=2 refusé');
    expect(server.stderr).toContain('PGlite');
    expect(server.stderr).toContain('DATABASE_URL');
    expect(server.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  // The refusal reaches stderr and the exit code as above; each value is checked by the config.
  it.each(['0', 'deux', '1.5', '-2', '65'])('refuses WORKERS=%s', (value) => {
    expect(() => configFromEnv({ WORKERS: value, DATABASE_URL: TEST_DATABASE_URL })).toThrow(
      `WORKERS invalide : « ${value} »`,
    );
  });

  it('allows no more than a few restarts of crashing workers in a window', () => {
    const budget = new RestartBudget(2, 1_000);
    expect([budget.allow(0), budget.allow(10), budget.allow(20)]).toEqual([true, true, false]);
    // Once the window has passed, the old exits no longer count.
    expect(budget.allow(2_000)).toBe(true);
  });
});

describe.runIf(POSTGRES)('WORKERS=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createSeededDatabase>>;
  let proxy: DatabaseProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createSeededDatabase('workers');
    proxy = await startProxy(new URL(database.url));
    server = new ServerProcess(await findFreePort(), {
      WORKERS: '2',
      DATABASE_URL: proxy.urlFor(database.url),
    });
    await server.waitUntilUp();
    await server.waitForLine(
      () => server.workerPids().length === 2,
      'telling both workers are ready',
    );
  });

  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await database?.drop();
  });

  it('answers from two processes on one port, and a session opened on one is valid on the other', async () => {
    const login = await requestOn(server, 'POST', '/form-login', loginForm('pro@demo.fr'));
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ success: true });
    const cookie = login.cookies.join('; ');
    expect(cookie).toMatch(/sid=/);

    // The primary hands each new connection to the next worker: the next ones reach the other.
    let other: Answer | undefined;
    for (let attempt = 0; attempt < 10 && !other; attempt++) {
      const answer = await requestOn(server, 'POST', '/router', connectedUser(cookie));
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject([{ result: { email: 'pro@demo.fr' } }]);
      if (answer.pid !== login.pid) other = answer;
    }
    expect(other, 'a second process answered').toBeDefined();
    expect(new Set([login.pid, other!.pid, server.child.pid]).size).toBe(3);
    expect(server.workerPids().sort()).toEqual([login.pid, other!.pid].sort());
  });

  it('is ready while the database answers, not ready while it is cut off, ready again once back', async () => {
    const pids = new Set(server.workerPids());
    /** Probes on new connections until every worker has answered `status` to `url`. */
    const untilEveryWorker = async (url: string, status: number) => {
      const answered = new Set<number>();
      await until(async () => {
        const answer = await requestOn(server, 'GET', url);
        expect(answer.json).toBeDefined();
        if (answer.status === status) answered.add(answer.pid);
        else answered.clear();
        return [...pids].every((pid) => answered.has(pid));
      }, `every worker answering ${status} to ${url}`);
    };

    const ready = await requestOn(server, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready' });
    await untilEveryWorker('/health/ready', 200);

    proxy.cut();
    await untilEveryWorker('/health/ready', 503);
    const notReady = await fetch(`${server.baseUrl}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('cache-control')).toBe('no-store');
    expect(await notReady.json()).toEqual({
      message: expect.stringContaining('La base de données ne répond pas') as unknown,
    });
    // Liveness never depends on the database.
    await untilEveryWorker('/health', 200);
    const alive = await fetch(`${server.baseUrl}/health`);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(await alive.json()).toEqual({ status: 'ok' });

    await proxy.restore();
    await untilEveryWorker('/health/ready', 200);
    await untilEveryWorker('/health', 200);
  }, 120_000);

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = server.workerPids();
    process.kill(victim!, 'SIGKILL');
    const replaced = await server.waitForLine(
      (line) =>
        line.msg === 'Processus de travail prêt' && line.pid !== victim && line.pid !== survivor,
      'from a replacement worker',
    );
    expect(
      server.lines.some(
        (line) => line.role === 'primary' && line.workerPid === victim && /remplacé/.test(line.msg),
      ),
    ).toBe(true);
    await until(
      async () => (await requestOn(server, 'GET', '/health')).pid === replaced.pid,
      'the replacement answering',
    );
  }, 120_000);
});

describe.runIf(POSTGRES).each([1, 2])('SIGTERM with WORKERS=%i on PostgreSQL', (workers) => {
  let database: Awaited<ReturnType<typeof createSeededDatabase>>;
  let locker: pg.Client;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createSeededDatabase('workers');
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await locker?.end().catch(() => undefined);
    await database?.drop();
  });

  async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = new ServerProcess(await findFreePort(), {
      WORKERS: String(workers),
      DATABASE_URL: database.url,
      ...env,
    });
    servers.push(server);
    await server.waitUntilUp();
    await server.waitForLine(
      (line) => /prêt$/.test(line.msg) && server.workerPids().length >= (workers > 1 ? workers : 0),
      'telling the server is ready',
    );
    return server;
  }

  /**
   * Holds a lock on the users table from the test, starts a login (which reads that table) and
   * waits until PostgreSQL shows the server's query waiting on the lock.
   */
  async function loginHeldByLock(server: ServerProcess): Promise<{ login: Promise<Answer> }> {
    locker = new pg.Client({ connectionString: database.url });
    // Dropping the database at the end closes it from the server's side.
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const login = requestOn(server, 'POST', '/form-login', loginForm('agence@demo.fr'));
    login.catch(() => undefined);
    await until(async () => {
      const { rows } = await locker.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return rows[0]!.waiting > 0;
    }, 'the login waiting on the lock');
    // Wrapped: an async function returning the promise itself would wait for it.
    return { login };
  }

  it('finishes the request in progress, refuses new connections, closes the database and exits 0', async () => {
    const server = await start();
    const { login } = await loginHeldByLock(server);

    server.child.kill('SIGTERM');
    await until(() => connectionRefused(server.port), 'new connections refused');
    await locker.query('COMMIT');
    await locker.end();

    const answer = await login;
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      success: true,
      connectedUser: { email: 'agence@demo.fr' },
    });
    expect(answer.cookies.join('; ')).toMatch(/sid=/);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Logged by each server process once its database is closed (the last step of its stop).
    expect(server.lines.filter((line) => line.msg === 'Serveur arrêté')).toHaveLength(workers);
  }, 120_000);

  it('exits non-zero when a request is still in progress at the end of the bound', async () => {
    const server = await start({ STOP_TIMEOUT_SECONDS: '1' });
    const { login } = await loginHeldByLock(server);

    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.lines.some((line) => /^Arrêt forcé/.test(line.msg))).toBe(true);
    await expect(login).rejects.toThrow();
    await locker.query('COMMIT');
    await locker.end();
  }, 120_000);
});
