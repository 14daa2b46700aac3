/**
 * The back office's web app as the server hands it out (server/routes/back-office.ts): its built
 * page at /bo and every deep link below it, to admins only, and its hashed files for good. The
 * server reads a build written here (DIST_DIR), so each answer is checked against known bytes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoSession } from '../../src/contract/back-office/schemas/session';
import { users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { setActingAs } from '../support/acting-as';

const APP_PAGE = `<!doctype html><html lang="fr"><head><title>Back office</title>
<script type="module" crossorigin src="/bo/assets/index-Ab12Cd34.js"></script></head>
<body><div id="root"></div></body></html>`;
const APP_SCRIPT = 'console.log("back office");';

describe.each(RULES_DATABASE_KINDS)('the back office app (%s)', (kind) => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-bo-dist-'));
    await mkdir(path.join(distDir, 'bo', 'assets'), { recursive: true });
    await writeFile(path.join(distDir, 'bo', 'index.html'), APP_PAGE);
    await writeFile(path.join(distDir, 'bo', 'assets', 'index-Ab12Cd34.js'), APP_SCRIPT);
    server = await startTestServer(kind, { env: { DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(['/bo', '/bo/', '/bo/offers', '/bo/some/deep/link', '/bo/users?page=2&sort=email'])(
    'answers the app at %s to an admin, never stored, under the CSP',
    async (url) => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await admin.get(url, { 'sec-fetch-mode': 'navigate' });
      expect(response.status).toBe(200);
      expect(response.text).toBe(APP_PAGE);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('sends a visitor without a session to /login, even on a deep link', async () => {
    for (const url of ['/bo', '/bo/some/deep/link']) {
      const response = await server.client().get(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get('location'), url).toBe('/login');
    }
  });

  it.each(['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'])(
    'answers the French 403 page to %s, without the app',
    async (email) => {
      const client = await server.loginAs(email);
      const response = await client.get('/bo/some/deep/link');
      expect(response.status).toBe(403);
      expect(response.text).toContain('Accès refusé');
      expect(response.text).not.toContain('/bo/assets/');
      expect(response.text).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
      const css = await client.get('/bo/bo.css');
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    },
  );

  it('serves the hashed files to anyone, cached for good', async () => {
    const response = await server.client().get('/bo/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(APP_SCRIPT);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not the app, for a missing file or an unknown API path', async () => {
    const admin = await server.loginAs('admin@demo.fr');
    expect((await admin.get('/bo/assets/missing-Zz99.js')).status).toBe(404);
    expect((await admin.get('/bo/favicon.png')).status).toBe(404);
    const api = await admin.get('/bo/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.text).not.toBe(APP_PAGE);
  });

  describe('GET /bo/api/session', () => {
    it('names the admin, acting as nobody', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await admin.get('/bo/api/session');
      expect(response.status).toBe(200);
      expect(BoSession.parse(response.body)).toEqual({
        admin: expect.objectContaining({ email: 'admin@demo.fr', role: 'ADMIN' }),
        actingAs: null,
      });
    });

    it('names the user the admin acts as, and none once back', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const db = server.database.db;
      const [pro] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'pro@demo.fr'));
      // Set as « Se connecter en tant que » sets it (the users section's endpoint).
      await setActingAs(db, 'admin@demo.fr', pro!.id);
      const acting = BoSession.parse((await admin.get('/bo/api/session')).body);
      expect(acting.admin.email).toBe('admin@demo.fr');
      expect(acting.actingAs).toMatchObject({ email: 'pro@demo.fr', role: 'PRO' });

      // The admin still reaches the back office while acting as the pro.
      expect((await admin.get('/bo/offers')).text).toBe(APP_PAGE);

      const form = { raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      const back = await admin.request('POST', '/bo/disconnect-as', form);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/bo');
      expect(BoSession.parse((await admin.get('/bo/api/session')).body).actingAs).toBeNull();
    });

    it('refuses anyone but an admin', async () => {
      expect((await server.client().get('/bo/api/session')).status).toBe(401);
      expect((await (await server.loginAs('pro@demo.fr')).get('/bo/api/session')).status).toBe(403);
    });
  });
});

describe('the back office without a build', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-no-bo-'));
    server = await startTestServer('pglite', { env: { DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('tells the admin in French that it is not built', async () => {
    const admin = await server.loginAs('admin@demo.fr');
    const response = await admin.get('/bo');
    expect(response.status).toBe(503);
    expect(response.text).toContain('Le back office n’est pas construit');
  });
});
