import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LoginResponse, User } from '../../src/contract/api';
import { hashPassword, sha256Hex } from '../../server/db/passwords';
import { partners, users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

const DEMO_HOMES = [
  ['pro@demo.fr', 'PRO', '/saving/offer-list'],
  ['agence@demo.fr', 'AGENCY', '/saving/offer-list'],
  ['reseau@demo.fr', 'NETWORK', '/saving/offer-list'],
  ['partenaire@demo.fr', 'PARTNER', '/partner'],
  ['admin@demo.fr', 'ADMIN', '/bo'],
] as const;

const PASSWORD = sha256Hex('demo1234');
const WRONG = sha256Hex('pas-le-bon');

describe.each(RULES_DATABASE_KINDS)('sign-in and userBoController (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** Logged-in clients reused by the tests that only read (logins cost a password hash each). */
  const clients = new Map<string, Promise<ApiClient>>();
  function as(email: string): Promise<ApiClient> {
    let client = clients.get(email);
    if (!client) {
      client = server.loginAs(email);
      clients.set(email, client);
    }
    return client;
  }

  /** A login from a given client address (trustProxy is on), so limits never leak between tests. */
  function login(client: ApiClient, username: string, password: string, ip = '198.51.100.1') {
    return client.request<LoginResponse>('POST', '/form-login', {
      form: { username, password },
      headers: { 'x-forwarded-for': ip },
    });
  }

  describe('POST /form-login', () => {
    it.each(DEMO_HOMES)('logs %s in as %s and sends it to %s', async (email, role, home) => {
      const client = server.client();
      const response = await login(client, email, PASSWORD);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = LoginResponse.parse(response.body);
      if (!body.success) throw new Error('login refused');
      expect(body.redirectUrl).toBe(home);
      expect(body.connectedUser).toMatchObject({ email, roleId: role, connectedAs: null });
      expect(client.cookie('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await client.router<User>('getConnectedUser');
      expect(me.status).toBe(200);
      expect(User.parse(me.body[0].result)).toEqual(body.connectedUser);
    });

    it('compares the e-mail without regard to case or surrounding spaces', async () => {
      const response = await login(server.client(), '  PRO@Demo.FR ', PASSWORD);
      expect(response.body).toMatchObject({ success: true });
    });

    it('answers success false for a wrong password, without a session', async () => {
      const client = server.client();
      const response = await login(client, 'pro@demo.fr', WRONG);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: false });
      expect(client.cookieHeader).toBe('');
      expect((await client.router('getConnectedUser')).status).toBe(401);
    });

    it('answers success false for an unknown e-mail', async () => {
      const response = await login(server.client(), 'personne@demo.fr', PASSWORD);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: false });
    });

    it('refuses an account whose first connection is not done, even with its password', async () => {
      // Give the pending account a password, as if the infos step was done but not activation.
      await server.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(users.email, 'nouveau@demo.fr'));
      const response = await login(server.client(), 'nouveau@demo.fr', PASSWORD);
      expect(response.body).toEqual({ success: false });
    });

    it.each([
      ['no password', { username: 'pro@demo.fr' }, 'password'],
      [
        'a password that is not a SHA-256',
        { username: 'pro@demo.fr', password: 'demo1234' },
        'password',
      ],
      ['an empty username', { username: '', password: PASSWORD }, 'username'],
    ])('answers 400 with a French field error for %s', async (_case, form, field) => {
      const response = await server
        .client()
        .postForm<{ message: string; errors: Record<string, string> }>('/form-login', form);
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toMatch(/[a-zé]/);
      expect(response.body.message).toBe('Certaines informations sont incomplètes ou incorrectes.');
    });

    it('blocks an address after 10 failed logins on one account, even with the right password', async () => {
      const client = server.client();
      const ip = '203.0.113.10';
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await login(client, 'agence@demo.fr', WRONG, ip)).body).toEqual({ success: false });
      }
      const blocked = await login(client, 'agence@demo.fr', PASSWORD, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        message: expect.stringContaining('Trop de tentatives de connexion échouées') as unknown,
      });
      expect(client.cookieHeader).toBe('');

      // Another account from that address, and that account from elsewhere, still log in.
      expect((await login(client, 'reseau@demo.fr', PASSWORD, ip)).body).toMatchObject({
        success: true,
      });
      expect(
        (await login(server.client(), 'agence@demo.fr', PASSWORD, '203.0.113.11')).body,
      ).toMatchObject({
        success: true,
      });
    });

    it('counts the limit per e-mail whatever its case', async () => {
      const ip = '203.0.113.12';
      for (let attempt = 0; attempt < 10; attempt++) {
        const username = attempt % 2 === 0 ? 'PRO@demo.fr' : 'pro@DEMO.fr';
        expect((await login(server.client(), username, WRONG, ip)).status).toBe(200);
      }
      expect((await login(server.client(), 'pro@demo.fr', PASSWORD, ip)).status).toBe(429);
    });

    it('never counts successful logins', async () => {
      const ip = '203.0.113.13';
      for (let attempt = 0; attempt < 12; attempt++) {
        expect((await login(server.client(), 'pro@demo.fr', PASSWORD, ip)).body).toMatchObject({
          success: true,
        });
      }
    });

    it('blocks an address spraying 50 failed logins over many accounts', async () => {
      const ip = '203.0.113.14';
      const attempts = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          login(server.client(), `inconnu${index}@demo.fr`, WRONG, ip),
        ),
      );
      expect(attempts.map((response) => response.status)).toEqual(Array(50).fill(200));
      expect((await login(server.client(), 'pro@demo.fr', PASSWORD, ip)).status).toBe(429);
    }, 120_000);

    it('counts parallel guesses as they happen: a burst gets no more than 10 tries', async () => {
      const ip = '203.0.113.15';
      const burst = await Promise.all(
        Array.from({ length: 15 }, () => login(server.client(), 'reseau@demo.fr', WRONG, ip)),
      );
      const statuses = burst.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
      expect((await login(server.client(), 'reseau@demo.fr', PASSWORD, ip)).status).toBe(429);
    }, 60_000);
  });

  describe('POST /logout', () => {
    it('ends the session: the next call is 401', async () => {
      const client = await server.loginAs('pro@demo.fr');
      expect((await client.router('getConnectedUser')).status).toBe(200);
      const logout = await client.post('/logout');
      expect(logout.status).toBe(204);
      expect(logout.text).toBe('');
      expect(client.cookie('sid')).toBeUndefined();
      expect(client.cookie('signed_in')).toBeUndefined();
      // The device cookie stays: this browser keeps its own allowance at the next login
      // (docs/http-contract.md, "Login limits").
      expect(client.cookieHeader).toMatch(/^device_[0-9a-f]{16}=/);
      expect((await client.router('getConnectedUser')).status).toBe(401);
    });

    it('deletes the session server-side: its old cookie is worth nothing', async () => {
      const client = await server.loginAs('agence@demo.fr');
      const stolen = client.cookieHeader;
      await client.post('/logout');
      const replay = await server.client().request('POST', '/router', {
        json: { action: 'userBoController', method: 'getConnectedUser' },
        headers: { cookie: stolen },
      });
      expect(replay.status).toBe(401);
    });

    it('answers 204 without a session too', async () => {
      expect((await server.client().post('/logout')).status).toBe(204);
    });
  });

  describe('POST /router', () => {
    it('answers 401 to every call without a session', async () => {
      const anonymous = server.client();
      for (const [method, data] of [
        ['getConnectedUser', undefined],
        ['verifyUserName', ['libre@demo.fr']],
        ['removeConnectedAs', undefined],
      ] as const) {
        const response = await anonymous.router(method, data ? [...data] : undefined);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Vous devez être connecté.' });
      }
    });

    it('getConnectedUser answers the contract User', async () => {
      const client = await as('partenaire@demo.fr');
      const response = await client.router<User>('getConnectedUser');
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(1);
      const user = User.parse(response.body[0].result);
      expect(user).toMatchObject({
        email: 'partenaire@demo.fr',
        roleId: 'PARTNER',
        connectedAs: null,
      });
      // The demo partner user belongs to the active demo partner.
      const [partner] = await server.database.db
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.name, 'Groupement Artisans Plus'));
      expect(user.partnerId).toBe(partner!.id);
    });

    it.each(DEMO_HOMES.map(([email]) => email))(
      'verifyUserName tells %s which e-mails it may use',
      async (email) => {
        const client = await as(email);
        const check = async (candidate: string) => {
          const response = await client.router<boolean>('verifyUserName', [candidate]);
          expect(response.status).toBe(200);
          return response.body[0].result;
        };
        expect(await check(email)).toBe(true);
        expect(await check(email.toUpperCase())).toBe(true);
        expect(await check('adresse.libre@demo.fr')).toBe(true);
        const someoneElse = email === 'pro@demo.fr' ? 'agence@demo.fr' : 'pro@demo.fr';
        expect(await check(someoneElse)).toBe(false);
        expect(await check(` ${someoneElse.toUpperCase()} `)).toBe(false);
        expect(await check('pas une adresse')).toBe(false);
      },
    );

    it.each([
      ['no data', undefined],
      ['no argument', []],
      ['a number', [42]],
      ['two arguments', ['a@demo.fr', 'b@demo.fr']],
      ['an over-long text', ['x'.repeat(300)]],
    ])('verifyUserName with %s is 400', async (_case, data) => {
      const client = await as('pro@demo.fr');
      const response = await client.router('verifyUserName', data);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Certaines informations sont incomplètes ou incorrectes.',
        errors: { data: 'Indiquez une seule adresse e-mail à vérifier.' },
      });
    });

    it('removeConnectedAs answers false for an admin acting as nobody', async () => {
      const admin = await as('admin@demo.fr');
      const response = await admin.router<boolean>('removeConnectedAs');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([{ result: false }]);
    });

    it.each(['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'])(
      'removeConnectedAs is 403 for %s (admins only)',
      async (email) => {
        const client = await as(email);
        const response = await client.router('removeConnectedAs');
        expect(response.status).toBe(403);
      },
    );

    it.each([
      ['an unknown method', { action: 'userBoController', method: 'deleteEverything' }],
      ['an unknown action', { action: 'offerController', method: 'getConnectedUser' }],
      ['an inherited property name', { action: 'userBoController', method: '__proto__' }],
      ['another inherited name', { action: 'userBoController', method: 'constructor' }],
    ])('answers 400 in French to %s', async (_case, body) => {
      const client = await as('pro@demo.fr');
      const response = await client.post<{ message: string }>('/router', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('Appel inconnu');
    });

    it.each([
      ['no method', { action: 'userBoController' }],
      ['a numeric action', { action: 1, method: 'getConnectedUser' }],
      [
        'data that is not a list',
        { action: 'userBoController', method: 'verifyUserName', data: 'a@b.fr' },
      ],
    ])('answers 400 with field errors to %s', async (_case, body) => {
      const client = await as('pro@demo.fr');
      const response = await client.post<{ errors: Record<string, string> }>('/router', body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).not.toHaveLength(0);
    });
  });
});
