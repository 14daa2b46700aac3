/**
 * Several server processes (WORKERS=N, docs/operations.md), the graceful stop and the readiness
 * check, each against the real server started as `node --import tsx server/index.ts` in a child
 * process, on a PostgreSQL database of its own. Every wait is for a fact (a log line, an answer,
 * a lock being waited on, a refused connection), never for a fixed time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sha256 } from 'js-sha256';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestartBudget } from '../../server/cluster';
import { PROJECT_ROOT } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { TEST_DATABASE_URL, postgresReachable } from '../support/api-server';
import { findFreePort } from '../support/free-port';

const PASSWORD_HASH = sha256('demo1234');
/** How long a wait for a fact may take before the test fails (a busy machine is slow). */
const FACT_TIMEOUT_MS = 60_000;

interface LogLine {
  pid: number;
  msg: string;
  role?: string;
  workerPid?: number;
  code?: number | null;
  req?: { url: string; remotePort: number };
}

/** One `node --import tsx server/index.ts` and what it printed. */
class ServerProcess {
  readonly child: ChildProcess;
  readonly lines: LogLine[] = [];
  stderr = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly events = new EventEmitter();

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_APP: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        TRUST_PROXY: 'false',
        WORKERS: '',
        DATABASE_URL: '',
        STOP_TIMEOUT_SECONDS: '',
        ...env,
      },
    });
    let pending = '';
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const text of complete) {
        try {
          const line = JSON.parse(text) as LogLine;
          this.lines.push(line);
          this.events.emit('line', line);
        } catch {
          // not a log line
        }
      }
    });
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr += chunk;
    });
    this.exited = once(this.child, 'exit').then(([code, signal]) => {
      this.events.emit('exit');
      return { code: code as number | null, signal: signal as NodeJS.Signals | null };
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The first log line (already printed or to come) that `matches`. */
  waitForLine(matches: (line: LogLine) => boolean, what: string): Promise<LogLine> {
    const found = this.lines.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`No log line ${what}.`)), FACT_TIMEOUT_MS);
      const onLine = (line: LogLine) => {
        if (matches(line)) done(undefined, line);
      };
      const onExit = () => done(new Error(`Exited before a log line ${what}: ${this.stderr}`));
      const done = (error?: Error, line?: LogLine) => {
        clearTimeout(timer);
        this.events.off('line', onLine);
        this.events.off('exit', onExit);
        if (error) reject(error);
        else resolve(line!);
      };
      this.events.on('line', onLine);
      this.events.on('exit', onExit);
    });
  }

  /** Polls /health until it answers 200. */
  async waitUntilUp(): Promise<void> {
    const deadline = Date.now() + FACT_TIMEOUT_MS * 2;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) {
        throw new Error(`The server exited (${this.child.exitCode}): ${this.stderr}`);
      }
      try {
        if ((await fetch(`${this.baseUrl}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The server did not answer /health.');
  }

  /** The pids of the workers the primary reported as ready. */
  workerPids(): number[] {
    return this.lines.filter((l) => l.msg === 'Processus de travail prêt').map((l) => l.pid);
  }

  /**
   * Kills the server if it still runs. Only the primary: its workers exit as soon as their
   * channel to it closes (node:cluster), and a pid seen earlier may belong to another process now.
   */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}

interface Answer {
  status: number;
  text: string;
  json: unknown;
  cookies: string[];
  /** The process that answered, from its `incoming request` log line. */
  pid: number;
}

/**
 * One request on a connection of its own (the primary hands each new connection to the next
 * worker), and the pid of the process that answered it, found by the client port it logged.
 */
async function requestOn(
  server: ServerProcess,
  method: string,
  url: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  let localPort = 0;
  const response = await new Promise<{ status: number; text: string; setCookie: string[] }>(
    (resolve, reject) => {
      const request = http.request(
        `${server.baseUrl}${url}`,
        { method, agent: false, headers: { origin: server.baseUrl, ...init.headers } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              text,
              setCookie: res.headers['set-cookie'] ?? [],
            }),
          );
          res.on('error', reject);
        },
      );
      request.on('socket', (socket) =>
        socket.on('connect', () => {
          localPort = socket.localPort ?? 0;
        }),
      );
      request.on('error', reject);
      request.end(init.body);
    },
  );
  const logged = await server.waitForLine(
    (line) => line.msg === 'incoming request' && line.req?.remotePort === localPort,
    `for the request from port ${localPort}`,
  );
  let json: unknown;
  try {
    json = JSON.parse(response.text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    text: response.text,
    json,
    cookies: response.setCookie.map((cookie) => cookie.split(';')[0] ?? ''),
    pid: logged.pid,
  };
}

const loginForm = (email: string) =>
  ({
    body: new URLSearchParams({ username: email, password: PASSWORD_HASH }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }) as const;

const connectedUser = (cookie: string) => ({
  body: JSON.stringify({ action: 'userBoController', method: 'getConnectedUser' }),
  headers: { 'content-type': 'application/json', cookie },
});

/** Whether a new TCP connection to the port is refused right now. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Polls `check` until it holds; fails after FACT_TIMEOUT_MS. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + FACT_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Never saw: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A TCP proxy between the server and PostgreSQL that can be cut (every connection closed, new
 * ones closed at once) and restored, to make the database unreachable for the server only.
 */
async function startProxy(target: URL) {
  let cut = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const close = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      cut = true;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    restore() {
      cut = false;
    },
    async close() {
      this.cut();
      server.close();
      await once(server, 'close');
    },
  };
}

const POSTGRES = await postgresReachable();

/** A database of its own on the test PostgreSQL, migrated and seeded with the demo data. */
async function createSeededDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `workers_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

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

  it.each(['0', 'deux', '1.5', '-2', '65'])('refuses WORKERS=%s', async (value) => {
    const server = new ServerProcess(await findFreePort(), {
      WORKERS: value,
      DATA_DIR: dataDir,
      DATABASE_URL: TEST_DATABASE_URL,
    });
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    expect(server.stderr).toContain(`WORKERS invalide : « ${value} »`);
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
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createSeededDatabase();
    const target = new URL(database.url);
    proxy = await startProxy(target);
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    server = new ServerProcess(await findFreePort(), {
      WORKERS: '2',
      DATABASE_URL: throughProxy.toString(),
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

    proxy.restore();
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
    database = await createSeededDatabase();
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
