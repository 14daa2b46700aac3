/**
 * The real server as a child process, started as docs/operations.md starts it
 * (`SERVER_COMMAND_ARGS`), for the tests of how it runs as processes: several workers, stops,
 * database outages. Every wait is for a fact (a log line, an answer, a refused connection), never
 * for a fixed time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { sha256 } from 'js-sha256';
import { PROJECT_ROOT, SERVER_COMMAND_ARGS } from '../../server/config';

export const PASSWORD_HASH = sha256('demo1234');
/** How long a wait for a fact may take before the test fails (a busy machine is slow). */
export const FACT_TIMEOUT_MS = 60_000;

export interface LogLine {
  pid: number;
  msg: string;
  role?: string;
  workerPid?: number;
  code?: number | null;
  req?: { url: string; remotePort: number };
}

/** One server process and what it printed. */
export class ServerProcess {
  readonly child: ChildProcess;
  readonly lines: LogLine[] = [];
  stderr = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly events = new EventEmitter();

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, SERVER_COMMAND_ARGS, {
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
        // Production refuses the tests' lower hash cost (docs/testing.md): it hashes at the default.
        ...(env.NODE_ENV === 'production' ? { PASSWORD_HASH_COST: '' } : {}),
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
    // 'close', not 'exit': the process may exit before its last output is read, and a log line
    // still in the pipe would be taken for one never printed.
    this.exited = once(this.child, 'close').then(([code, signal]) => {
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

export interface Answer {
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
export async function requestOn(
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

export const loginForm = (email: string) =>
  ({
    body: new URLSearchParams({ username: email, password: PASSWORD_HASH }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }) as const;

export const connectedUser = (cookie: string) => ({
  body: JSON.stringify({ action: 'userBoController', method: 'getConnectedUser' }),
  headers: { 'content-type': 'application/json', cookie },
});

/** Whether a new TCP connection to the port is refused right now. */
export function connectionRefused(port: number): Promise<boolean> {
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
export async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + FACT_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Never saw: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A TCP proxy between the server and PostgreSQL, to take the database away from the server only:
 * `cut()` closes every connection and each new one at once (a network fault, a pooler's reset);
 * `stop()` closes them and stops listening, so new connections are refused (a stopped database);
 * `restore()` lets connections through again, on the same port.
 */
export async function startProxy(target: URL) {
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
  const closeAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
  };
  return {
    port,
    /** `url` with its host replaced by the proxy's. */
    urlFor(url: string): string {
      const through = new URL(url);
      through.host = `127.0.0.1:${port}`;
      return through.toString();
    },
    cut() {
      cut = true;
      closeAll();
    },
    async stop() {
      cut = true;
      const closed = once(server, 'close');
      server.close();
      closeAll();
      await closed;
    },
    async restore() {
      cut = false;
      if (!server.listening) {
        server.listen(port, '127.0.0.1');
        await once(server, 'listening');
      }
    },
    async close() {
      if (server.listening) await this.stop();
    },
  };
}

export type DatabaseProxy = Awaited<ReturnType<typeof startProxy>>;
