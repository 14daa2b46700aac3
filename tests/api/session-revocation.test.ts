/**
 * Sessions are kept in each process's memory while the database tells of no change to them
 * (docs/performance.md, "Caches kept exact"): a session revoked through one process is refused
 * on its very next request by every process. Two server processes on one PostgreSQL database,
 * each holding the session in memory before it is revoked through the other: one test per way
 * of ending or changing a session.
 */
import { sha256 } from 'js-sha256';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileInfo } from '../../src/contract/api';
import { findFreePort } from '../support/free-port';
import { linkIn, sentEmailsTo } from '../support/sent-emails';
import { ServerProcess } from '../support/server-process';
import { createSeededDatabase } from '../support/test-database';
import { DATABASE_KINDS } from '../support/api-server';

const POSTGRES = DATABASE_KINDS.includes('postgres');
const VALID_SIRET = '73282932000074';

interface Answer {
  status: number;
  body: unknown;
  cookies: string[];
}

describe.runIf(POSTGRES)('a revoked session on two processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createSeededDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createSeededDatabase('revocation');
    const env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
    [a, b] = await Promise.all([
      findFreePort().then((port) => new ServerProcess(port, env)),
      findFreePort().then((port) => new ServerProcess(port, env)),
    ]);
    await Promise.all([a.waitUntilUp(), b.waitUntilUp()]);
  });

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  /** One request to `server` with the session `cookie`, as its own page would send it. */
  async function on(
    server: ServerProcess,
    method: string,
    path: string,
    cookie: string,
    body?: { form: Record<string, string> } | { json: unknown },
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: server.baseUrl, cookie };
    let payload: string | undefined;
    if (body && 'form' in body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    const cookies = response.headers.getSetCookie().map((pair) => pair.split(';')[0] ?? '');
    return { status: response.status, body: parsed, cookies };
  }

  /** A session of `email` opened on `server`, as its Cookie header. */
  async function login(
    server: ServerProcess,
    email: string,
    password = 'demo1234',
    cookie = '',
  ): Promise<string> {
    const answer = await on(server, 'POST', '/form-login', cookie, {
      form: { username: email, password: sha256(password) },
    });
    expect(answer.status, `login of ${email}`).toBe(200);
    return answer.cookies.filter((pair) => !pair.endsWith('=')).join('; ');
  }

  /** The session is held in both processes' memory: read twice on each. */
  async function heldByBoth(cookie: string, path = '/fo/user/progress'): Promise<void> {
    for (const server of [a, b, a, b])
      expect((await on(server, 'GET', path, cookie)).status).toBe(200);
  }

  /** The session is refused at once by the other process, then by the one that revoked it. */
  async function refusedByBoth(cookie: string): Promise<void> {
    expect((await on(b, 'GET', '/fo/user/progress', cookie)).status).toBe(401);
    expect((await on(a, 'GET', '/fo/user/progress', cookie)).status).toBe(401);
  }

  it('logout', async () => {
    const cookie = await login(a, 'pro@demo.fr');
    await heldByBoth(cookie);
    expect((await on(a, 'POST', '/logout', cookie)).status).toBeLessThan(400);
    await refusedByBoth(cookie);
  });

  it('a new login from the same browser, which replaces its token', async () => {
    const before = await login(a, 'pro@demo.fr');
    await heldByBoth(before);
    const after = await login(a, 'pro@demo.fr', 'demo1234', before);
    await refusedByBoth(before);
    await heldByBoth(after);
  });

  it('an admin acting as a user, then back to its own account', async () => {
    const admin = await login(a, 'admin@demo.fr');
    await heldByBoth(admin, '/bo/api/session');
    expect((await on(b, 'GET', '/fo/news/count', admin)).status).toBe(403);
    const pro = await on(a, 'GET', '/bo/api/users?query=pro%40demo.fr', admin);
    const proId = (pro.body as { items: { id: number; email: string }[] }).items.find(
      (user) => user.email === 'pro@demo.fr',
    )!.id;
    expect((await on(a, 'POST', `/bo/api/users/${proId}/connect-as`, admin)).status).toBe(200);
    expect((await on(b, 'GET', '/fo/news/count', admin)).status).toBe(200);
    expect((await on(a, 'POST', '/bo/disconnect-as', admin)).status).toBe(303);
    expect((await on(b, 'GET', '/fo/news/count', admin)).status).toBe(403);
  });

  it('a password change, which ends the account’s other sessions', async () => {
    const saving = await login(a, 'reseau@demo.fr');
    const elsewhere = await login(b, 'reseau@demo.fr');
    await heldByBoth(elsewhere);
    const before = ProfileInfo.parse((await on(a, 'GET', '/fo/user/infos', saving)).body);
    const saved = await on(a, 'POST', '/fo/user/saveProfile', saving, {
      json: {
        ...before,
        siret: VALID_SIRET,
        turnover: before.turnover ?? 0,
        nbOfEmployees: before.nbOfEmployees ?? 0,
        password: sha256('nouveau-mot-2-passe'),
        currentPassword: sha256('demo1234'),
      },
    });
    expect(saved.status).toBe(200);
    await refusedByBoth(elsewhere);
    expect((await on(b, 'GET', '/fo/user/progress', saving)).status).toBe(200);
  });

  it('a password reset, which ends every session of the account', async () => {
    const cookie = await login(a, 'agence@demo.fr');
    await heldByBoth(cookie);
    const asked = await on(a, 'POST', '/fo/user/resetPassword/agence%40demo.fr', '');
    expect(asked.status).toBeLessThan(300);
    const admin = await login(a, 'admin@demo.fr');
    const [message] = await sentEmailsTo(
      async (path) => on(a, 'GET', path, admin),
      'agence@demo.fr',
    );
    const token = linkIn(message!.text, /\/resetPassword\?token=/).searchParams.get('token')!;
    const reset = await on(a, 'POST', '/fo/user/resetPassword', '', {
      form: { email: 'agence@demo.fr', token, password: sha256('nouveau-mot-2-passe') },
    });
    expect(reset.status).toBeLessThan(300);
    await refusedByBoth(cookie);
  });

  it('a deactivation in the back office, which ends every session of the account', async () => {
    const cookie = await login(a, 'pro@demo.fr');
    await heldByBoth(cookie);
    const admin = await login(b, 'admin@demo.fr');
    const found = await on(b, 'GET', '/bo/api/users?query=pro%40demo.fr', admin);
    const proId = (found.body as { items: { id: number; email: string }[] }).items.find(
      (user) => user.email === 'pro@demo.fr',
    )!.id;
    // Revoked through the other process this time.
    expect((await on(b, 'POST', `/bo/api/users/${proId}/deactivate`, admin)).status).toBe(200);
    expect((await on(a, 'GET', '/fo/user/progress', cookie)).status).toBe(401);
    expect((await on(b, 'GET', '/fo/user/progress', cookie)).status).toBe(401);
  });
});
