import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { User } from '../../src/contract/api';
import { users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

describe.each(RULES_DATABASE_KINDS)('back office (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function userId(email: string): Promise<number> {
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  /** What a browser sends for a `<form method="post">` without fields. */
  function submit(client: ApiClient, url: string) {
    return client.request('POST', url, {
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** « Se connecter en tant que » of the back office's list (POST /bo/api/users/:id/connect-as). */
  function connectAs(client: ApiClient, id: number | string) {
    return client.post<{ redirectUrl: string }>(`/bo/api/users/${id}/connect-as`);
  }

  async function connectedUser(client: ApiClient) {
    const response = await client.router<User>('getConnectedUser');
    expect(response.status).toBe(200);
    return User.parse(response.body[0].result);
  }

  describe('GET /bo', () => {
    it('sends a visitor without a session to /login', async () => {
      const response = await server.client().get('/bo');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login');
    });

    it.each(['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'])(
      'answers a 403 page in French to %s',
      async (email) => {
        const client = await server.loginAs(email);
        const response = await client.get('/bo');
        expect(response.status).toBe(403);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(response.text).toContain('Accès refusé');
        expect(response.text).not.toContain('Se connecter en tant que');
      },
    );

    // The admin's app, its CSP and its deep links: tests/api/back-office-app.test.ts.
  });

  describe('connected-as', () => {
    it('lets the admin act as a pro until removeConnectedAs', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      // Admins do not read news themselves.
      expect((await admin.get('/fo/news/count')).status).toBe(403);

      const connect = await connectAs(admin, await userId('pro@demo.fr'));
      expect(connect.status).toBe(200);
      expect(connect.body).toEqual({ redirectUrl: '/saving/offer-list' });

      const me = await connectedUser(admin);
      expect(me).toMatchObject({ email: 'admin@demo.fr', roleId: 'ADMIN' });
      expect(me.connectedAs).toMatchObject({
        email: 'pro@demo.fr',
        roleId: 'PRO',
        connectedAs: null,
      });
      // /fo calls now answer as the pro.
      expect((await admin.get('/fo/news/count')).status).toBe(200);
      // verifyUserName speaks for the effective user: the pro's own e-mail is free for it.
      expect((await admin.router('verifyUserName', ['pro@demo.fr'])).body).toEqual([
        { result: true },
      ]);
      expect((await admin.router('verifyUserName', ['admin@demo.fr'])).body).toEqual([
        { result: false },
      ]);

      // The admin is still the admin for the back office, which names whom it acts as.
      const session = await admin.get<{ actingAs: { email: string } | null }>('/bo/api/session');
      expect(session.status).toBe(200);
      expect(session.body.actingAs?.email).toBe('pro@demo.fr');

      expect((await admin.router('removeConnectedAs')).body).toEqual([{ result: true }]);
      expect((await connectedUser(admin)).connectedAs).toBeNull();
      expect((await admin.get('/fo/news/count')).status).toBe(403);
      expect((await admin.router('removeConnectedAs')).body).toEqual([{ result: false }]);
    });

    it.each([
      ['agence@demo.fr', '/saving/offer-list'],
      ['reseau@demo.fr', '/saving/offer-list'],
      ['partenaire@demo.fr', '/partner'],
      ['nouveau@demo.fr', '/saving/offer-list'],
    ])('opens the home of %s (%s)', async (email, home) => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await connectAs(admin, await userId(email));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ redirectUrl: home });
      expect((await connectedUser(admin)).connectedAs?.email).toBe(email);
      await admin.router('removeConnectedAs');
    });

    it('switches from one user to another, and back to the admin through /bo', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      expect(admin.cookie('signed_in')).toBe('ADMIN');
      await connectAs(admin, await userId('pro@demo.fr'));
      await connectAs(admin, await userId('reseau@demo.fr'));
      expect((await connectedUser(admin)).connectedAs?.email).toBe('reseau@demo.fr');
      // The PWA's readable hint follows: the role the session now acts as.
      expect(admin.cookie('signed_in')).toBe('NETWORK');
      // Network users never see news.
      expect((await admin.get('/fo/news/count')).status).toBe(403);

      const back = await submit(admin, '/bo/disconnect-as');
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/bo');
      expect((await connectedUser(admin)).connectedAs).toBeNull();
      expect(admin.cookie('signed_in')).toBe('ADMIN');
    });

    it('acts as someone in the session that chose it only, until its logout', async () => {
      const first = await server.loginAs('admin@demo.fr');
      const second = await server.loginAs('admin@demo.fr');
      await connectAs(first, await userId('pro@demo.fr'));
      expect((await connectedUser(first)).connectedAs?.email).toBe('pro@demo.fr');
      expect((await first.get('/fo/news/count')).status).toBe(200);
      // The admin's other session is still the admin's own.
      expect((await connectedUser(second)).connectedAs).toBeNull();
      expect((await second.get('/fo/news/count')).status).toBe(403);
      expect(second.cookie('signed_in')).toBe('ADMIN');
      expect((await second.router('removeConnectedAs')).body).toEqual([{ result: false }]);
      expect((await connectedUser(first)).connectedAs?.email).toBe('pro@demo.fr');

      // Logout ends the acting-as with the session: the next login acts as nobody.
      expect((await first.post('/logout')).status).toBe(204);
      const again = server.client();
      const login = await again.login('admin@demo.fr', 'demo1234');
      const { connectedUser: loggedIn } = login.body as unknown as { connectedUser: User };
      expect(loggedIn.connectedAs).toBeNull();
      expect(again.cookie('signed_in')).toBe('ADMIN');
      expect((await connectedUser(again)).connectedAs).toBeNull();
      expect((await again.get('/fo/news/count')).status).toBe(403);
    });

    it('stops acting as anyone once the admin’s role is taken away, and ends acting as one made admin', async () => {
      // A second admin for this test: a pro made admin in the database.
      const db = server.database.db;
      await db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, 'sarah.lefevre@demo.fr'));
      const sarahId = await userId('sarah.lefevre@demo.fr');
      const sarah = await server.loginAs('sarah.lefevre@demo.fr');
      expect((await connectAs(sarah, await userId('agence@demo.fr'))).status).toBe(200);
      expect((await connectedUser(sarah)).connectedAs?.email).toBe('agence@demo.fr');

      const admin = await server.loginAs('admin@demo.fr');
      const demote = await admin.request('PUT', `/bo/api/users/${sarahId}`, {
        json: { firstname: 'Sarah', lastname: 'Lefèvre', role: 'PRO', companyName: 'Durand' },
      });
      expect(demote.status).toBe(200);
      const own = await connectedUser(sarah);
      expect(own).toMatchObject({
        email: 'sarah.lefevre@demo.fr',
        roleId: 'PRO',
        connectedAs: null,
      });

      // Acting as a pro who is then made admin: that acting-as ends too.
      expect((await connectAs(admin, sarahId)).status).toBe(200);
      expect((await connectedUser(admin)).connectedAs?.email).toBe('sarah.lefevre@demo.fr');
      const promote = await admin.request('PUT', `/bo/api/users/${sarahId}`, {
        json: { firstname: 'Sarah', lastname: 'Lefèvre', role: 'ADMIN' },
      });
      expect(promote.status).toBe(200);
      expect((await connectedUser(admin)).connectedAs).toBeNull();
      await db.update(users).set({ role: 'PRO' }).where(eq(users.email, 'sarah.lefevre@demo.fr'));
    });

    it('refuses to act as an admin', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await connectAs(admin, await userId('admin@demo.fr'));
      expect(response.status).toBe(400);
      expect((await connectedUser(admin)).connectedAs).toBeNull();
    });

    it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      expect((await connectAs(admin, 999999)).status).toBe(404);
      for (const bad of ['abc', '0', '-3', '1.5']) {
        expect((await connectAs(admin, bad)).status).toBe(400);
      }
    });

    it('answers 401 without a session and 403 to every other role', async () => {
      const target = await userId('pro@demo.fr');
      expect((await connectAs(server.client(), target)).status).toBe(401);
      expect((await submit(server.client(), '/bo/disconnect-as')).status).toBe(401);
      for (const email of [
        'pro@demo.fr',
        'agence@demo.fr',
        'reseau@demo.fr',
        'partenaire@demo.fr',
      ]) {
        const client = await server.loginAs(email);
        expect((await connectAs(client, target)).status).toBe(403);
        expect((await submit(client, '/bo/disconnect-as')).status).toBe(403);
        expect((await connectedUser(client)).connectedAs).toBeNull();
      }
    });

    it('refuses a connect-as posted from another site', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await admin.request(
        'POST',
        `/bo/api/users/${await userId('pro@demo.fr')}/connect-as`,
        { headers: { origin: 'https://evil.example' } },
      );
      expect(response.status).toBe(403);
      expect((await connectedUser(admin)).connectedAs).toBeNull();
    });
  });

  describe('POST /bo/logout', () => {
    it('ends the session and opens the login page', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await submit(admin, '/bo/logout');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/login');
      expect((await admin.router('getConnectedUser')).status).toBe(401);
      expect((await admin.get('/bo')).status).toBe(302);
    });

    it('opens the login page without a session too', async () => {
      const response = await submit(server.client(), '/bo/logout');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/login');
    });
  });
});
