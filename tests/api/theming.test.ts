import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppConfig, Theming } from '../../src/contract/api';
import { companies, themings, users } from '../../server/db/schema';
import { THEMINGS } from '../../server/db/demo/accounts';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { setActingAs } from '../support/acting-as';

const DEFAULTS: Theming = {
  textColor: '#ffffff',
  mainColor: '#3f8cff',
  universeLogoBase64: null,
  networkLogoBase64: null,
  agencyLogoBase64: null,
};

/** The branding each demo account gets from GET /fo/theming/theming. */
const EXPECTED: [string, Theming][] = [
  ['pro@demo.fr', THEMINGS.pro],
  ['agence@demo.fr', THEMINGS.agency],
  ['reseau@demo.fr', THEMINGS.network],
  ['partenaire@demo.fr', DEFAULTS],
  ['admin@demo.fr', DEFAULTS],
];

describe.each(RULES_DATABASE_KINDS)('theming and app config (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);

  async function userRow(email: string) {
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('GET /fo/theming/theming', () => {
    it('answers 401 to anonymous callers', async () => {
      expect((await server.client().get('/fo/theming/theming')).status).toBe(401);
    });

    it.each(EXPECTED)('gives %s its branding', async (email, expected) => {
      const response = await (await as(email)).get('/fo/theming/theming');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const theming = Theming.parse(response.body);
      expect(theming).toEqual(expected);
      for (const logo of [
        theming.universeLogoBase64,
        theming.networkLogoBase64,
        theming.agencyLogoBase64,
      ]) {
        if (logo !== null) {
          expect(logo).not.toMatch(/^data:/);
          expect(Buffer.from(logo, 'base64').toString('utf8')).toContain('<svg');
        }
      }
    });

    it("falls back to the company's theming, then to the defaults", async () => {
      const db = server.database.db;
      const sarah = await userRow('sarah.lefevre@demo.fr');
      const client = await as('sarah.lefevre@demo.fr');
      const [own] = await db
        .insert(themings)
        .values({ mainColor: '#123456', textColor: '#000000' })
        .returning({ id: themings.id });
      await db.update(users).set({ themingId: own!.id }).where(eq(users.id, sarah.id));
      expect(Theming.parse((await client.get('/fo/theming/theming')).body)).toEqual({
        ...DEFAULTS,
        mainColor: '#123456',
        textColor: '#000000',
      });

      await db.update(users).set({ themingId: null }).where(eq(users.id, sarah.id));
      expect(Theming.parse((await client.get('/fo/theming/theming')).body)).toEqual(THEMINGS.pro);

      const [company] = await db.select().from(companies).where(eq(companies.id, sarah.companyId!));
      await db.update(companies).set({ themingId: null }).where(eq(companies.id, company!.id));
      try {
        expect(Theming.parse((await client.get('/fo/theming/theming')).body)).toEqual(DEFAULTS);
      } finally {
        await db
          .update(companies)
          .set({ themingId: company!.themingId })
          .where(eq(companies.id, company!.id));
        await db.update(users).set({ themingId: sarah.themingId }).where(eq(users.id, sarah.id));
      }
    });

    it("gives an admin acting as pro@demo.fr pro's branding", async () => {
      const db = server.database.db;
      const pro = await userRow('pro@demo.fr');
      const admin = await server.loginAs('admin@demo.fr');
      await setActingAs(db, 'admin@demo.fr', pro.id);
      try {
        expect(Theming.parse((await admin.get('/fo/theming/theming')).body)).toEqual(THEMINGS.pro);
      } finally {
        await setActingAs(db, 'admin@demo.fr', null);
      }
      expect(Theming.parse((await admin.get('/fo/theming/theming')).body)).toEqual(DEFAULTS);
    });
  });

  describe('GET /fo/theming/themingByUserId/{id}', () => {
    it('answers 401 to anonymous callers', async () => {
      const pro = await userRow('pro@demo.fr');
      expect((await server.client().get(`/fo/theming/themingByUserId/${pro.id}`)).status).toBe(401);
    });

    it.each(EXPECTED)('gives %s its own branding', async (email, expected) => {
      const row = await userRow(email);
      const response = await (await as(email)).get(`/fo/theming/themingByUserId/${row.id}`);
      expect(response.status).toBe(200);
      expect(Theming.parse(response.body)).toEqual(expected);
    });

    it("gives an admin anyone's branding", async () => {
      const admin = await as('admin@demo.fr');
      for (const [email, expected] of EXPECTED) {
        const row = await userRow(email);
        const response = await admin.get(`/fo/theming/themingByUserId/${row.id}`);
        expect(response.status, email).toBe(200);
        expect(response.body).toEqual(expected);
      }
    });

    it("gives a partner user its subordinates' branding, nobody else's", async () => {
      const partner = await as('partenaire@demo.fr');
      const subordinate = await userRow('emilie.roux@demo.fr');
      const allowed = await partner.get(`/fo/theming/themingByUserId/${subordinate.id}`);
      expect(allowed.status).toBe(200);
      expect(allowed.body).toEqual(DEFAULTS);
      const pro = await userRow('pro@demo.fr');
      expect((await partner.get(`/fo/theming/themingByUserId/${pro.id}`)).status).toBe(403);
    });

    it.each(['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr'])(
      "answers 403 to %s for another user's branding",
      async (email) => {
        const client = await as(email);
        for (const other of ['julien.moreau@demo.fr', 'partenaire@demo.fr', 'admin@demo.fr']) {
          const row = await userRow(other);
          const response = await client.get(`/fo/theming/themingByUserId/${row.id}`);
          expect(response.status, other).toBe(403);
        }
      },
    );

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      const client = await as('pro@demo.fr');
      for (const id of ['999999', '99999999999']) {
        expect((await client.get(`/fo/theming/themingByUserId/${id}`)).status, id).toBe(404);
      }
      for (const id of ['abc', '0', '-2', '1.5']) {
        const response = await client.get<{ errors: Record<string, string> }>(
          `/fo/theming/themingByUserId/${id}`,
        );
        expect(response.status, id).toBe(400);
        expect(response.body.errors.id, id).toMatch(/\S/);
      }
    });
  });

  describe('GET /fo/app/config', () => {
    it('gives anyone the appointment link', async () => {
      for (const client of [server.client(), await as('pro@demo.fr'), await as('admin@demo.fr')]) {
        const response = await client.get('/fo/app/config');
        expect(response.status).toBe(200);
        expect(AppConfig.parse(response.body)).toEqual({
          appointmentUrl: server.app.config.appointmentUrl,
        });
      }
      expect(server.app.config.appointmentUrl).toMatch(/^https:\/\//);
    });

    it('follows the APPOINTMENT_URL setting', async () => {
      const other = await startTestServer(kind, {
        database: server.database,
        env: { APPOINTMENT_URL: 'https://agenda.example.fr/prendre-rdv' },
      });
      try {
        const response = await other.client().get('/fo/app/config');
        expect(response.body).toEqual({ appointmentUrl: 'https://agenda.example.fr/prendre-rdv' });
      } finally {
        await other.stop();
      }
    });
  });
});
