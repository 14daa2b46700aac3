import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../server/db/passwords';
import { sessions } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

const LOGIN_FORM = { username: 'pro@demo.fr', password: sha256Hex('demo1234') };
/** A session's absolute lifetime (docs/http-contract.md, "Lifetime"). */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function sessionCookie(setCookies: string[]): string {
  const cookie = setCookies.find((value) => value.startsWith('sid='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(setCookies)}`);
  return cookie;
}

function sessionId(client: ApiClient): string {
  return /sid=([^;]+)/.exec(client.cookieHeader)?.[1] ?? '';
}

describe.each(RULES_DATABASE_KINDS)('security (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('headers', () => {
    it('sends helmet headers and a CSP that allows no inline script', async () => {
      const response = await server.client().get('/health');
      const headers = response.headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      expect(headers.get('x-powered-by')).toBeNull();

      const csp = headers.get('content-security-policy') ?? '';
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toBe("'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    });
  });

  describe('cross-origin requests', () => {
    it('refuses a login posted from another site and opens no session', async () => {
      const client = server.client();
      const response = await client.request('POST', '/form-login', {
        form: LOGIN_FORM,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('refuses state changes a browser marks cross-site, even without Origin', async () => {
      const client = await server.loginAs('pro@demo.fr');
      const response = await client.request('POST', '/logout', {
        headers: { origin: '', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.status).toBe(403);
      expect((await client.router('getConnectedUser')).status).toBe(200);
    });

    it('refuses a logout or router call from another site, keeping the session', async () => {
      const client = await server.loginAs('pro@demo.fr');
      const evil = { origin: 'https://evil.example' };
      expect((await client.request('POST', '/logout', { headers: evil })).status).toBe(403);
      const router = await client.request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        headers: evil,
      });
      expect(router.status).toBe(403);
      expect((await client.router('getConnectedUser')).status).toBe(200);
    });

    it('refuses an opaque origin', async () => {
      const response = await server.client().request('POST', '/form-login', {
        form: LOGIN_FORM,
        headers: { origin: 'null' },
      });
      expect(response.status).toBe(403);
    });

    it('accepts a same-origin form post that no-referrer leaves with Origin: null', async () => {
      // What Chromium sends for the back office's "Se connecter en tant que" form.
      const response = await server.client().request('POST', '/form-login', {
        form: LOGIN_FORM,
        headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
      });
      expect(response.status).toBe(200);
    });

    it('refuses a same-site page of another origin', async () => {
      const response = await server.client().request('POST', '/form-login', {
        form: LOGIN_FORM,
        headers: { origin: 'http://autre.localhost', 'sec-fetch-site': 'same-site' },
      });
      expect(response.status).toBe(403);
    });
  });

  describe('session cookie', () => {
    it('is HttpOnly, SameSite=Lax, for the whole site, not Secure over http', async () => {
      const response = await server.client().postForm('/form-login', LOGIN_FORM);
      const cookie = sessionCookie(response.headers.getSetCookie());
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
      // 32 random bytes in base64url.
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    });

    it('is Secure behind an HTTPS proxy', async () => {
      const response = await server.client().request('POST', '/form-login', {
        form: LOGIN_FORM,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const cookie = sessionCookie(response.headers.getSetCookie());
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
    });

    it('comes with a readable signed-in hint holding no secret, cleared with it', async () => {
      const login = await server.client().postForm('/form-login', LOGIN_FORM);
      const hint = login.headers.getSetCookie().find((value) => value.startsWith('signed_in='));
      // The role the session acts as, for the PWA's opening screen; nothing it could use.
      expect(hint).toMatch(/^signed_in=PRO; Path=\/; SameSite=Lax$/i);

      const client = await server.loginAs('pro@demo.fr');
      const logout = await client.request('POST', '/logout');
      const cleared = logout.headers.getSetCookie();
      expect(cleared.find((value) => value.startsWith('sid='))).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared.find((value) => value.startsWith('signed_in='))).toMatch(
        /Expires=Thu, 01 Jan 1970/,
      );
    });

    it('corrects a signed-in hint that names another role than the session’s', async () => {
      const client = await server.loginAs('reseau@demo.fr');
      // From an empty jar, so that the header below is sent as written.
      const response = await server.client().request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        // A hint of an older server, or forged: it grants nothing and is put right.
        headers: { cookie: `sid=${client.cookie('sid')}; signed_in=PRO` },
      });
      expect(response.status).toBe(200);
      expect(
        response.headers.getSetCookie().find((value) => value.startsWith('signed_in=')),
      ).toMatch(/^signed_in=NETWORK; Path=\/; SameSite=Lax$/i);
      // A hint that is right is not sent again.
      const next = await client.router('getConnectedUser');
      expect(next.headers.getSetCookie().some((value) => value.startsWith('signed_in='))).toBe(
        false,
      );
    });

    it('answers a replaced session’s late requests without touching a newer login’s cookies', async () => {
      // One browser: requests sent under the previous session may be answered after the new
      // login's answer; a Set-Cookie in them would end the new session (docs/http-contract.md,
      // "The cookies"). Only the session check and a page load drop the hint, never `sid`.
      const browser = await server.loginAs('partenaire@demo.fr');
      const previous = browser.cookieHeader;
      const relogin = await browser.postForm('/form-login', {
        username: 'julien.moreau@demo.fr',
        password: sha256Hex('demo1234'),
      });
      expect(relogin.status).toBe(200);
      const late = (path: string, headers: Record<string, string> = {}) =>
        server.client().request('GET', path, { headers: { cookie: previous, ...headers } });
      for (const path of ['/fo/user/favourites', '/fo/user/getThemeSubThemeWithUserPreference']) {
        const answer = await late(path);
        expect(answer.status).toBe(401);
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
      const pageLoad = await late('/bo', { 'sec-fetch-dest': 'document' });
      expect(pageLoad.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^signed_in=; .*Expires=Thu, 01 Jan 1970/),
      ]);
      expect((await browser.router('getConnectedUser')).status).toBe(200);
    });

    it('drops a signed-in hint left without a session', async () => {
      const response = await server.client().request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        headers: { cookie: 'signed_in=1' },
      });
      expect(response.status).toBe(401);
      expect(
        response.headers.getSetCookie().find((value) => value.startsWith('signed_in=')),
      ).toMatch(/Expires=Thu, 01 Jan 1970/);
    });

    it('gets a new id at each login, and the previous id stops working', async () => {
      const client = await server.loginAs('pro@demo.fr');
      const first = sessionId(client);
      const firstCookie = client.cookieHeader;
      await client.login('agence@demo.fr', 'demo1234');
      const second = sessionId(client);
      expect(second).not.toBe(first);
      const replay = await server.client().request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        headers: { cookie: firstCookie },
      });
      expect(replay.status).toBe(401);
      expect(
        (await client.router<{ email: string }>('getConnectedUser')).body[0].result.email,
      ).toBe('agence@demo.fr');
    });

    it('ignores a session id planted before login (fixation)', async () => {
      const client = server.client();
      const response = await client.request('POST', '/form-login', {
        form: LOGIN_FORM,
        headers: { cookie: 'sid=choisi-par-un-attaquant' },
      });
      expect(response.status).toBe(200);
      expect(sessionId(client)).not.toBe('choisi-par-un-attaquant');
      const planted = await server.client().request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        headers: { cookie: 'sid=choisi-par-un-attaquant' },
      });
      expect(planted.status).toBe(401);
    });

    it('expires after 8 hours without use', async () => {
      const client = await server.loginAs('pro@demo.fr');
      await server.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 8 * 60 * 60 * 1000 - 60_000) })
        // The table holds the SHA-256 of the cookie's token (docs/http-contract.md).
        .where(eq(sessions.id, sha256Hex(sessionId(client))));
      expect((await client.router('getConnectedUser')).status).toBe(401);
    });

    it('expires 7 days after login however active, and its row is deleted', async () => {
      const client = await server.loginAs('pro@demo.fr');
      const id = sha256Hex(sessionId(client));
      const loggedInAgo = (ms: number) =>
        server.database.db
          .update(sessions)
          .set({ createdAt: new Date(Date.now() - ms) })
          .where(eq(sessions.id, id));
      // Used just now (lastSeenAt), logged in a little under a week ago: still open.
      await loggedInAgo(WEEK_MS - 60_000);
      expect((await client.router('getConnectedUser')).status).toBe(200);
      await loggedInAgo(WEEK_MS + 60_000);
      const response = await client.router('getConnectedUser');
      expect(response.status).toBe(401);
      // The hint goes; the dead token stays, worth nothing (docs/http-contract.md, "The cookies").
      expect(response.headers.getSetCookie()).toEqual([
        expect.stringMatching(/^signed_in=; .*Expires=Thu, 01 Jan 1970/),
      ]);
      expect(await server.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual(
        [],
      );
    });

    it('is deleted by any login once past its lifetime, even never used again', async () => {
      const client = await server.loginAs('agence@demo.fr');
      const id = sha256Hex(sessionId(client));
      await server.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - WEEK_MS - 60_000) })
        .where(eq(sessions.id, id));
      await server.loginAs('reseau@demo.fr');
      expect(await server.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual(
        [],
      );
    });
  });

  describe('cookies in production (NODE_ENV=production)', () => {
    let production: TestServer;

    beforeAll(async () => {
      production = await startTestServer(kind, {
        env: {
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://avantages.example.fr',
          SMTP_URL: 'smtp://127.0.0.1:2525',
        },
      });
    });
    afterAll(() => production.close());

    /** POST /router getConnectedUser with exactly this Cookie header (no cookie jar). */
    const connectedUser = (cookie: string) =>
      production.client().request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        headers: { cookie },
      });

    it('names the session cookie __Host-sid, Secure over plain http too', async () => {
      const login = await production.client().postForm('/form-login', LOGIN_FORM);
      expect(login.status).toBe(200);
      const set = login.headers.getSetCookie();
      const session = set.find((value) => value.startsWith('__Host-sid='));
      expect(session).toBeDefined();
      // What the prefix requires (Secure, Path=/, no Domain), and what the demo's has.
      expect(session).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*Path=\/(;|$)/i);
      expect(session).not.toMatch(/;\s*Domain=/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
      expect(set.some((value) => value.startsWith('sid='))).toBe(false);
      // The readable hint keeps its name, the PWA reads it, and is Secure too.
      expect(set.find((value) => value.startsWith('signed_in='))).toMatch(
        /^signed_in=PRO; Path=\/; Secure; SameSite=Lax$/i,
      );
      // The device cookie of the login limits is Secure as well.
      const device = set.find((value) => value.startsWith('device_'));
      expect(device).toMatch(/;\s*Secure/i);
      expect(device).toMatch(/;\s*HttpOnly/i);

      const token = /^__Host-sid=([^;]+)/.exec(session!)![1]!;
      expect((await connectedUser(`__Host-sid=${token}`)).status).toBe(200);
      // The bare name opens nothing in production.
      expect((await connectedUser(`sid=${token}`)).status).toBe(401);

      const logout = await production.client().request('POST', '/logout', {
        headers: { cookie: `__Host-sid=${token}; signed_in=PRO` },
      });
      expect(logout.status).toBe(204);
      const cleared = logout.headers.getSetCookie();
      expect(cleared.find((value) => value.startsWith('__Host-sid='))).toMatch(
        /Expires=Thu, 01 Jan 1970.*Secure|Secure.*Expires=Thu, 01 Jan 1970/i,
      );
      expect((await connectedUser(`__Host-sid=${token}`)).status).toBe(401);
    });
  });

  describe('malformed requests get a 4xx, never a 500', () => {
    it.each([
      ['/router', '{"action": "userBoController", "method":'],
      ['/router', 'not json at all'],
      ['/fo/user/initialization/infos/bienvenue-demo', '[1, 2'],
    ])('answers 400 to malformed JSON on %s', async (url, raw) => {
      const client = await server.loginAs('pro@demo.fr');
      const response = await client.request<{ message: string }>('POST', url, {
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Le corps de la requête n’est pas un JSON valide.');
    });

    it('answers 400 to an empty JSON body', async () => {
      const response = await server.client().request('POST', '/router', {
        raw: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    });

    it.each(['/router', '/form-login', '/fo/user/resetPassword'])(
      'answers 413 to a body over 256 KiB on %s',
      async (url) => {
        const big = 'a'.repeat(257 * 1024);
        const json = await server.client().request<{ message: string }>('POST', url, {
          raw: JSON.stringify({ action: big, method: 'x' }),
          headers: { 'content-type': 'application/json' },
        });
        expect(json.status).toBe(413);
        expect(json.body.message).toBe('La requête est trop volumineuse.');
        const form = await server.client().request('POST', url, {
          raw: `username=${big}&password=x`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(form.status).toBe(413);
      },
    );

    // Fastify reads text/plain as a string, which the body schemas then refuse (400); types it
    // has no parser for are refused before any reading (415).
    it.each([
      ['/router', 'text/plain', 400],
      ['/form-login', 'text/plain', 400],
      ['/form-login', 'application/xml', 415],
      ['/router', 'application/octet-stream', 415],
      ['/fo/user/resetPassword', 'multipart/form-data; boundary=x', 415],
    ])('refuses %s sent as %s with %i', async (url, contentType, status) => {
      const response = await server.client().request<{ message: string }>('POST', url, {
        raw: 'username=pro@demo.fr',
        headers: { 'content-type': contentType },
      });
      expect(response.status).toBe(status);
      expect(response.body.message).toMatch(/\p{L}/u);
    });

    it.each([
      ['a JSON list', ['pro@demo.fr']],
      ['a JSON string', 'pro@demo.fr'],
      ['numbers', { username: 1, password: 2 }],
    ])('answers 400 to a login with %s', async (_case, json) => {
      const response = await server.client().post('/form-login', json);
      expect(response.status).toBe(400);
    });
  });
});
