/**
 * Login limits shared by every server process and per account, the device cookies that keep the
 * real user's allowance during an attack, and sessions stored by the hash of their token
 * (docs/http-contract.md, "Sessions" and "Login limits").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PROJECT_ROOT, SERVER_COMMAND_ARGS } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { sha256Hex } from '../../server/db/passwords';
import { loginFailures, sessions, users } from '../../server/db/schema';
import { deviceCookieName } from '../../server/plugins/login-throttle';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { findFreePort } from '../support/free-port';
import { copySeededPglite, createSeededDatabase } from '../support/test-database';

const PASSWORD = sha256Hex('demo1234');
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const WRONG = sha256Hex('pas-le-bon');

const ADDRESS_MESSAGE =
  'Trop de tentatives de connexion échouées. Réessayez dans une quinzaine de minutes.';
const ACCOUNT_MESSAGE =
  'Trop de tentatives de connexion échouées pour ce compte. Réessayez dans une quinzaine de ' +
  'minutes, ou depuis un appareil sur lequel vous vous êtes déjà connecté.';
const DEVICE_MESSAGE =
  'Trop de tentatives de connexion échouées depuis cet appareil. Réessayez dans une quinzaine ' +
  'de minutes.';

interface Answer {
  status: number;
  body: unknown;
}

/** One login attempt; `ip` is the client address told by the trusted proxy, when there is one. */
function login(client: ApiClient, username: string, password: string, ip?: string) {
  return client.request<unknown>('POST', '/form-login', {
    form: { username, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
}

/** The n-th address of a test network (198.18.0.0/15, reserved for benchmarks). */
function address(block: number, n: number): string {
  return `198.18.${block}.${n}`;
}

const accepted = (answer: Answer) => answer.status === 200;
const failure = { status: 200, body: { success: false } };
const blockedWith = (message: string) => ({ status: 429, body: { message } });
const summary = ({ status, body }: Answer) => ({ status, body });

/** The raw value (as sent back in a Cookie header) of the client's device cookie for `login`. */
function deviceCookie(client: ApiClient, login: string): string {
  const value = client.cookie(deviceCookieName(login));
  if (!value) throw new Error(`no device cookie for ${login} in "${client.cookieHeader}"`);
  return value;
}

describe.each(DATABASE_KINDS)('login limits (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('issues a signed device cookie at login, kept by the browser and sent only to /form-login', async () => {
    const client = server.client();
    const response = await login(client, ' Julien.Moreau@demo.fr ', PASSWORD, address(0, 1));
    expect(response.body).toMatchObject({ success: true });
    const setCookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${deviceCookieName('julien.moreau@demo.fr')}=`));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\/form-login/i);
    expect(setCookie).not.toMatch(/; Secure/i); // served over plain http here
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie!)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    const [login_, generation, nonce, signature] = decodeURIComponent(
      deviceCookie(client, 'julien.moreau@demo.fr'),
    ).split('|');
    expect(login_).toBe('julien.moreau@demo.fr');
    // The account's device-cookie generation, raised by a password change (account-takeover.test.ts).
    expect(generation).toBe('0');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A failed login issues none.
    const other = server.client();
    await login(other, 'sarah.lefevre@demo.fr', WRONG, address(0, 2));
    expect(other.cookieHeader).toBe('');
  });

  it('blocks an account after 30 failures from 60 addresses, but not its real user holding a device cookie', async () => {
    // The real user logged in from this browser before the attack: it holds a device cookie.
    const realUser = server.client();
    expect((await login(realUser, 'pro@demo.fr', PASSWORD, address(1, 250))).body).toMatchObject({
      success: true,
    });
    await realUser.post('/logout');

    const attack: Answer[] = [];
    for (let n = 1; n <= 60; n++) {
      attack.push(await login(server.client(), 'pro@demo.fr', WRONG, address(1, n)));
    }
    expect(attack.slice(0, 30).map(summary)).toEqual(Array(30).fill(failure));
    expect(attack.slice(30).map(summary)).toEqual(Array(30).fill(blockedWith(ACCOUNT_MESSAGE)));

    // A browser that never logged in is refused even with the right password...
    const fresh = server.client();
    const refused = await login(fresh, 'pro@demo.fr', PASSWORD, address(1, 251));
    expect(summary(refused)).toEqual(blockedWith(ACCOUNT_MESSAGE));
    expect(fresh.cookieHeader).toBe('');

    // ...while the real user's browser still gets in, from its usual address or any other.
    const back = await login(realUser, 'pro@demo.fr', PASSWORD, address(1, 250));
    expect(back.body).toMatchObject({ success: true });
    expect((await realUser.router('getConnectedUser')).status).toBe(200);
    const elsewhere = await login(realUser, 'pro@demo.fr', PASSWORD, address(1, 252));
    expect(elsewhere.body).toMatchObject({ success: true });

    // Other accounts are not affected.
    expect(
      (await login(server.client(), 'agence@demo.fr', PASSWORD, address(1, 253))).body,
    ).toMatchObject({ success: true });
  }, 180_000);

  it('gives a device cookie an allowance of its own: 10 failures, then that device is blocked too', async () => {
    const device = server.client();
    expect(
      (await login(device, 'emilie.roux@demo.fr', PASSWORD, address(2, 250))).body,
    ).toMatchObject({ success: true });

    // From a different address each time, so that only the device's own counter can stop it.
    for (let n = 1; n <= 10; n++) {
      expect(summary(await login(device, 'emilie.roux@demo.fr', WRONG, address(2, n)))).toEqual(
        failure,
      );
    }
    expect(summary(await login(device, 'emilie.roux@demo.fr', PASSWORD, address(2, 11)))).toEqual(
      blockedWith(DEVICE_MESSAGE),
    );

    // The device's failures were not taken from the account's allowance for other browsers.
    expect(
      (await login(server.client(), 'emilie.roux@demo.fr', PASSWORD, address(2, 12))).body,
    ).toMatchObject({ success: true });
  }, 120_000);

  it('gives no allowance to a forged, tampered or another account’s device cookie', async () => {
    const account = 'hugo.blanc@demo.fr';
    const legit = server.client();
    expect((await login(legit, account, PASSWORD, address(3, 250))).body).toMatchObject({
      success: true,
    });
    const genuine = decodeURIComponent(deviceCookie(legit, account));
    const someoneElse = server.client();
    await someoneElse.login('ines.faure@demo.fr', 'demo1234');
    const othersCookie = deviceCookie(someoneElse, 'ines.faure@demo.fr');

    for (let n = 1; n <= 30; n++) {
      expect(summary(await login(server.client(), account, WRONG, address(3, n)))).toEqual(failure);
    }

    const [name, generation, nonce, signature] = genuine.split('|') as [
      string,
      string,
      string,
      string,
    ];
    // The same signature bytes, its last character's spare bits set (the base64 of 32 bytes
    // ends with 4 bits of data and 2 spare ones): not the text the server signed.
    const last = BASE64URL.indexOf(signature.at(-1)!);
    const spare = BASE64URL[last ^ 0b01]!;
    // A character in the middle: the last one of a base64 text carries spare bits.
    const tampered = [...signature];
    tampered[20] = tampered[20] === 'A' ? 'B' : 'A';
    const candidates: [string, string][] = [
      ['forged', `${account}|0|${randomBytes(16).toString('base64url')}|${'A'.repeat(43)}`],
      ['tampered signature', `${name}|${generation}|${nonce}|${tampered.join('')}`],
      [
        'signature in another spelling',
        `${name}|${generation}|${nonce}|${signature.slice(0, -1)}${spare}`,
      ],
      ['tampered nonce', `${name}|${generation}|${nonce.slice(0, -1)}x|${signature}`],
      ['another generation', `${name}|${Number(generation) + 1}|${nonce}|${signature}`],
      ['without its generation', `${name}|${nonce}|${signature}`],
      ['unsigned', `${name}|${generation}|${nonce}`],
      ['another account’s', decodeURIComponent(othersCookie)],
    ];
    for (const [what, value] of candidates) {
      const response = await server.client().request('POST', '/form-login', {
        form: { username: account, password: PASSWORD },
        headers: {
          'x-forwarded-for': address(3, 251),
          cookie: `${deviceCookieName(account)}=${encodeURIComponent(value)}`,
        },
      });
      expect(summary(response), what).toEqual(blockedWith(ACCOUNT_MESSAGE));
    }
    // Another account's device cookie, held as that account's cookie, counts for nothing here.
    expect(summary(await login(someoneElse, account, PASSWORD, address(3, 252)))).toEqual(
      blockedWith(ACCOUNT_MESSAGE),
    );

    // The genuine cookie still opens the account.
    expect((await login(legit, account, PASSWORD, address(3, 253))).body).toMatchObject({
      success: true,
    });
  }, 120_000);

  it('counts parallel guesses as they happen: 20 at once from one address get 10 tries', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        login(server.client(), 'partenaire@demo.fr', WRONG, address(4, 1)),
      ),
    );
    expect(burst.filter(accepted).map(summary)).toEqual(Array(10).fill(failure));
    expect(burst.filter((answer) => !accepted(answer)).map(summary)).toEqual(
      Array(10).fill(blockedWith(ADDRESS_MESSAGE)),
    );
    expect(
      summary(await login(server.client(), 'partenaire@demo.fr', PASSWORD, address(4, 1))),
    ).toEqual(blockedWith(ADDRESS_MESSAGE));
  }, 60_000);

  it('counts parallel guesses from many addresses: 40 at once on one account get 30 tries', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        login(server.client(), 'reseau@demo.fr', WRONG, address(5, n + 1)),
      ),
    );
    expect(burst.filter(accepted)).toHaveLength(30);
    expect(burst.filter((answer) => !accepted(answer)).map(summary)).toEqual(
      Array(10).fill(blockedWith(ACCOUNT_MESSAGE)),
    );
  }, 120_000);

  it('forgets failures older than 15 minutes', async () => {
    const ip = address(6, 1);
    for (let n = 0; n < 10; n++) {
      await login(server.client(), 'admin@demo.fr', WRONG, ip);
    }
    expect((await login(server.client(), 'admin@demo.fr', PASSWORD, ip)).status).toBe(429);
    await server.database.db
      .update(loginFailures)
      .set({ failedAt: sql`${loginFailures.failedAt} - interval '16 minutes'` });
    expect((await login(server.client(), 'admin@demo.fr', PASSWORD, ip)).body).toMatchObject({
      success: true,
    });
  });

  it('stores only the SHA-256 of the session token: a copy of the sessions table opens nothing', async () => {
    const client = await server.loginAs('agence@demo.fr');
    const token = client.cookie('sid')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [agence] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'agence@demo.fr'));
    const stored = await server.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, agence!.id));
    const ids = stored.map((row) => row.id);
    expect(ids).toContain(sha256Hex(token));
    expect(ids).not.toContain(token);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);

    for (const id of ids) {
      const copied = await server.client().request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        headers: { cookie: `sid=${id}` },
      });
      expect(copied.status).toBe(401);
    }
    expect((await client.router('getConnectedUser')).status).toBe(200);

    // Logout deletes the row of that token.
    await client.post('/logout');
    const left = await server.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token)));
    expect(left).toEqual([]);
  });
});

describe('login limits across a restart (pglite)', () => {
  let dataDir: string;
  let server: TestServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-login-limits-'));
    await copySeededPglite(dataDir);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * A server on the data folder, with the database opened afresh as a new process would (its
   * `close` closes that database too, and leaves the folder).
   */
  async function start(): Promise<TestServer> {
    return startTestServer('pglite', { database: await openDatabase({ dataDir }), dataDir });
  }

  it('keeps the counters and the device-cookie key', async () => {
    server = await start();
    const device = server.client();
    await login(device, 'pro@demo.fr', PASSWORD, address(7, 250));
    const ip = address(7, 1);
    for (let n = 0; n < 10; n++) {
      expect(summary(await login(server.client(), 'agence@demo.fr', WRONG, ip))).toEqual(failure);
    }
    for (let n = 2; n <= 31; n++) {
      await login(server.client(), 'pro@demo.fr', WRONG, address(7, n));
    }
    await server.close();
    server = undefined;

    server = await start();
    expect(summary(await login(server.client(), 'agence@demo.fr', PASSWORD, ip))).toEqual(
      blockedWith(ADDRESS_MESSAGE),
    );
    expect(summary(await login(server.client(), 'pro@demo.fr', PASSWORD, address(7, 40)))).toEqual(
      blockedWith(ACCOUNT_MESSAGE),
    );
    // The device cookie issued before the restart is still recognised.
    const again = new ApiClient(server.baseUrl);
    const response = await again.request('POST', '/form-login', {
      form: { username: 'pro@demo.fr', password: PASSWORD },
      headers: {
        'x-forwarded-for': address(7, 250),
        cookie: `${deviceCookieName('pro@demo.fr')}=${deviceCookie(device, 'pro@demo.fr')}`,
      },
    });
    expect(response.body).toMatchObject({ success: true });
  }, 120_000);
});

interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `server/index.ts` in a process of its own, as `npm start` runs it; resolves once it answers. */
async function startProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(process.execPath, SERVER_COMMAND_ARGS, {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SERVE_APP: 'false',
      // Behind a trusted proxy, so that the test can speak from several addresses.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  let ready = false;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!ready) {
    if (gone) throw new Error(`The server process exited before answering:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server process did not answer /health within 60 s:\n${stderr}`);
    }
    ready = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    // Polled until the fact holds; a short pause between polls spares the CPU.
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.runIf(DATABASE_KINDS.includes('postgres'))(
  'login limits with two server processes on one PostgreSQL database',
  () => {
    let database: Awaited<ReturnType<typeof createSeededDatabase>>;
    const processes: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createSeededDatabase('login_limits');
      processes.push(
        ...(await Promise.all([startProcess(database.url), startProcess(database.url)])),
      );
    }, 120_000);
    afterAll(async () => {
      await Promise.all(processes.map((process) => process.stop()));
      await database?.drop();
    });

    it('accepts 10 failures in all for one address and account, then answers 429 from both, even after a restart', async () => {
      const [first, second] = processes as [ServerProcess, ServerProcess];
      const a = new ApiClient(first.baseUrl);
      const b = new ApiClient(second.baseUrl);
      const ip = address(8, 1);
      const answers: Answer[] = [];
      for (let n = 0; n < 6; n++) answers.push(await login(a, 'agence@demo.fr', WRONG, ip));
      for (let n = 0; n < 6; n++) answers.push(await login(b, 'agence@demo.fr', WRONG, ip));
      answers.push(await login(a, 'agence@demo.fr', WRONG, ip));
      answers.push(await login(b, 'agence@demo.fr', WRONG, ip));
      expect(answers.map(summary)).toEqual([
        ...Array(10).fill(failure),
        ...Array(4).fill(blockedWith(ADDRESS_MESSAGE)),
      ]);
      for (const client of [a, b]) {
        expect(summary(await login(client, 'agence@demo.fr', PASSWORD, ip))).toEqual(
          blockedWith(ADDRESS_MESSAGE),
        );
      }

      // A process started afresh reads the same counters.
      await first.stop();
      const restarted = await startProcess(database.url);
      processes[0] = restarted;
      expect(
        summary(await login(new ApiClient(restarted.baseUrl), 'agence@demo.fr', PASSWORD, ip)),
      ).toEqual(blockedWith(ADDRESS_MESSAGE));
      // Other accounts from that address still log in, on either process.
      for (const server of [restarted, second]) {
        expect(
          (await login(new ApiClient(server.baseUrl), 'pro@demo.fr', PASSWORD, ip)).body,
        ).toMatchObject({ success: true });
      }
    }, 120_000);

    it('shares the device-cookie key: a cookie issued by one process is honoured by the other', async () => {
      const [first, second] = processes as [ServerProcess, ServerProcess];
      const device = new ApiClient(first.baseUrl);
      expect((await login(device, 'reseau@demo.fr', PASSWORD, address(9, 250))).body).toMatchObject(
        { success: true },
      );
      // 30 failures from 30 addresses, half through each process, lock the account out for
      // browsers without its device cookie.
      const attack: Answer[] = [];
      for (let n = 1; n <= 31; n++) {
        const via = n % 2 === 0 ? first : second;
        attack.push(
          await login(new ApiClient(via.baseUrl), 'reseau@demo.fr', WRONG, address(9, n)),
        );
      }
      expect(attack.map(summary)).toEqual([
        ...Array(30).fill(failure),
        blockedWith(ACCOUNT_MESSAGE),
      ]);
      const onSecond = await new ApiClient(second.baseUrl).request('POST', '/form-login', {
        form: { username: 'reseau@demo.fr', password: PASSWORD },
        headers: {
          'x-forwarded-for': address(9, 250),
          cookie: `${deviceCookieName('reseau@demo.fr')}=${deviceCookie(device, 'reseau@demo.fr')}`,
        },
      });
      expect(onSecond.body).toMatchObject({ success: true });
    }, 120_000);
  },
);
