import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { Offer, Offers, ThemeNodes, type Role } from '../../src/contract/api';
import {
  offerSubThemes,
  offers,
  redirectionClicks,
  subThemes,
  userSubThemePreferences,
  users,
} from '../../server/db/schema';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';
import { setActingAs } from '../support/acting-as';

/** The seed (server/db/seed.ts, demo/offers.ts): 120 offers, every sixth a privilege offer. */
const SEEDED_OFFERS = 120;
const SEEDED_PRIVILEGE_OFFERS = 20;

const CUSTOMERS = [
  ['pro@demo.fr', 'PRO'],
  ['agence@demo.fr', 'AGENCY'],
  ['reseau@demo.fr', 'NETWORK'],
] as const satisfies readonly (readonly [string, Role])[];

const GET_ENDPOINTS = [
  '/fo/offer/user/offers',
  '/fo/offer/user/offers/privilege',
  '/fo/offer/user/offers/privilege/count',
  '/fo/offer/user/offers/last/5',
  '/fo/offer/1',
  '/fo/offer/1/linkedSubTheme',
];

const collator = new Intl.Collator('fr', { numeric: true });

describe.each(DATABASE_KINDS)('offers (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);

  /** What the database says a role may see, read without the service's query. */
  async function visibleRows(role: Role) {
    const rows = await server.database.db
      .select({
        id: offers.id,
        privilege: offers.privilege,
        visibleRoles: offers.visibleRoles,
        createdAt: offers.createdAt,
        validFrom: offers.validFrom,
        validTo: offers.validTo,
        website: offers.website,
        priceList: offers.priceList,
      })
      .from(offers)
      .orderBy(offers.id);
    return rows.filter((row) => row.visibleRoles.includes(role));
  }

  async function userId(email: string): Promise<number> {
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  async function linksOf(offerId: number): Promise<number[]> {
    const rows = await server.database.db
      .select({ subThemeId: offerSubThemes.subThemeId })
      .from(offerSubThemes)
      .where(eq(offerSubThemes.offerId, offerId));
    return rows.map((row) => row.subThemeId).sort((a, b) => a - b);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('seeds the expected number of offers and promotions', async () => {
    const [all] = await server.database.db.select({ value: count() }).from(offers);
    const [privilege] = await server.database.db
      .select({ value: count() })
      .from(offers)
      .where(eq(offers.privilege, true));
    expect(all!.value).toBe(SEEDED_OFFERS);
    expect(privilege!.value).toBe(SEEDED_PRIVILEGE_OFFERS);
  });

  it('answers 401 to anonymous callers', async () => {
    const anonymous = server.client();
    for (const url of GET_ENDPOINTS) {
      expect((await anonymous.get(url)).status, url).toBe(401);
    }
    expect((await anonymous.post('/fo/offer/userWebsiteRedirection/1')).status).toBe(401);
  });

  it.each(['partenaire@demo.fr', 'admin@demo.fr'])('answers 403 to %s', async (email) => {
    const client = await as(email);
    for (const url of GET_ENDPOINTS) {
      expect((await client.get(url)).status, url).toBe(403);
    }
    expect((await client.post('/fo/offer/userWebsiteRedirection/1')).status).toBe(403);
  });

  describe.each(CUSTOMERS)('as %s', (email, role) => {
    it('lists the visible non-privilege offers, ordered by title', async () => {
      const response = await (await as(email)).get<Offer[]>('/fo/offer/user/offers');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const list = Offers.parse(response.body);
      const expected = (await visibleRows(role)).filter((row) => !row.privilege);
      expect(list.map((offer) => offer.id).sort((a, b) => a - b)).toEqual(
        expected.map((row) => row.id).sort((a, b) => a - b),
      );
      expect(list.length).toBeGreaterThan(80);
      expect(list.every((offer) => !offer.privilege)).toBe(true);
      for (let i = 1; i < list.length; i++) {
        expect(collator.compare(list[i - 1]!.title, list[i]!.title)).toBeLessThanOrEqual(0);
      }
      // Every offer carries its sub-theme links.
      for (const offer of list.slice(0, 10)) {
        expect([...offer.subThemeIds].sort((a, b) => a - b)).toEqual(await linksOf(offer.id));
      }
      expect(list.every((offer) => offer.subThemeIds.length > 0)).toBe(true);
    });

    it('lists and counts the promotions (privilege offers)', async () => {
      const client = await as(email);
      const response = await client.get<Offer[]>('/fo/offer/user/offers/privilege');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const list = Offers.parse(response.body);
      const expected = (await visibleRows(role)).filter((row) => row.privilege);
      expect(list.map((offer) => offer.id).sort((a, b) => a - b)).toEqual(
        expected.map((row) => row.id).sort((a, b) => a - b),
      );
      expect(list).toHaveLength(SEEDED_PRIVILEGE_OFFERS);
      expect(list.every((offer) => offer.privilege)).toBe(true);

      const counted = await client.get('/fo/offer/user/offers/privilege/count');
      expect(counted.status).toBe(200);
      expect(counted.headers.get('cache-control')).toBe('private, no-cache');
      expect(counted.body).toBe(SEEDED_PRIVILEGE_OFFERS);
    });

    it('gives the n most recent visible offers', async () => {
      const response = await (await as(email)).get<Offer[]>('/fo/offer/user/offers/last/7');
      expect(response.status).toBe(200);
      const list = Offers.parse(response.body);
      const expected = (await visibleRows(role))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, 7);
      expect(list.map((offer) => offer.id)).toEqual(expected.map((row) => row.id));
      expect(list[0]!.subThemeIds).toEqual(await linksOf(list[0]!.id));
    });

    it('gives one offer, privilege or not, with its dates in ISO form', async () => {
      const client = await as(email);
      for (const row of (await visibleRows(role)).filter((r, i) => i < 3 || r.privilege)) {
        const response = await client.get<Offer>(`/fo/offer/${row.id}`);
        expect(response.status).toBe(200);
        const offer = Offer.parse(response.body);
        expect(offer.id).toBe(row.id);
        expect(offer.privilege).toBe(row.privilege);
        expect(offer.website).toBe(row.website);
        expect(offer.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(offer.validFrom).toBe(row.validFrom);
        expect(offer.validTo).toBe(row.validTo);
        expect(offer.createdAt).toBe(row.createdAt.toISOString());
        expect([...offer.subThemeIds].sort((a, b) => a - b)).toEqual(await linksOf(row.id));
      }
    });

    it('gives the linked sub-themes, active when in the user selection', async () => {
      const client = await as(email);
      const id = await userId(email);
      const chosen = new Set(
        (
          await server.database.db
            .select({ subThemeId: userSubThemePreferences.subThemeId })
            .from(userSubThemePreferences)
            .where(eq(userSubThemePreferences.userId, id))
        ).map((row) => row.subThemeId),
      );
      const names = new Map(
        (await server.database.db.select().from(subThemes)).map((row) => [row.id, row.name]),
      );
      const visible = await visibleRows(role);
      let sawActive = false;
      for (const row of visible.slice(0, 40)) {
        const response = await client.get(`/fo/offer/${row.id}/linkedSubTheme`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        const nodes = ThemeNodes.parse(response.body);
        expect(nodes.map((node) => node.id).sort((a, b) => a - b)).toEqual(await linksOf(row.id));
        for (const node of nodes) {
          expect(node.name).toBe(names.get(node.id));
          expect(node.children).toEqual([]);
          expect(node.active).toBe(chosen.has(node.id));
          sawActive ||= node.active;
        }
      }
      if (chosen.size > 0) expect(sawActive).toBe(true);
    });

    it('records a website redirection and answers the url', async () => {
      const client = await as(email);
      const [row] = await visibleRows(role);
      const id = await userId(email);
      const clicks = () =>
        server.database.db
          .select({ value: count() })
          .from(redirectionClicks)
          .where(and(eq(redirectionClicks.userId, id), eq(redirectionClicks.offerId, row!.id)));
      const [before] = await clicks();
      const response = await client.post(`/fo/offer/userWebsiteRedirection/${row!.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ url: row!.website });
      const [after] = await clicks();
      expect(after!.value).toBe(before!.value + 1);
    });
  });

  it('answers 400 to malformed ids and counts', async () => {
    const client = await as('pro@demo.fr');
    for (const [url, field] of [
      ['/fo/offer/abc', 'id'],
      ['/fo/offer/0', 'id'],
      ['/fo/offer/-3', 'id'],
      ['/fo/offer/1.5', 'id'],
      ['/fo/offer/abc/linkedSubTheme', 'id'],
      ['/fo/offer/user/offers/last/0', 'n'],
      ['/fo/offer/user/offers/last/51', 'n'],
      ['/fo/offer/user/offers/last/dix', 'n'],
    ] as const) {
      const response = await client.get<{ message: string; errors: Record<string, string> }>(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toEqual({
        message: 'Certaines informations sont incomplètes ou incorrectes.',
        errors: { [field]: 'Ce champ est incomplet ou incorrect.' },
      });
    }
    expect((await client.post('/fo/offer/userWebsiteRedirection/abc')).status).toBe(400);
  });

  it('answers 404 to unknown offers, even beyond the id column range', async () => {
    const client = await as('pro@demo.fr');
    for (const url of [
      '/fo/offer/999999',
      '/fo/offer/99999999999',
      '/fo/offer/999999/linkedSubTheme',
    ]) {
      expect((await client.get(url)).status, url).toBe(404);
    }
    expect((await client.post('/fo/offer/userWebsiteRedirection/999999')).status).toBe(404);
  });

  describe('an offer reserved to PRO', () => {
    let reserved: { id: number; visibleRoles: Role[] };

    beforeAll(async () => {
      const [row] = (await visibleRows('AGENCY')).filter(
        (r) => !r.privilege && r.visibleRoles.includes('PRO'),
      );
      reserved = { id: row!.id, visibleRoles: row!.visibleRoles };
      await server.database.db
        .update(offers)
        .set({ visibleRoles: ['PRO'] })
        .where(eq(offers.id, reserved.id));
    });
    afterAll(async () => {
      await server.database.db
        .update(offers)
        .set({ visibleRoles: reserved.visibleRoles })
        .where(eq(offers.id, reserved.id));
    });

    it('is unknown to an agency user', async () => {
      const agency = await as('agence@demo.fr');
      expect((await agency.get(`/fo/offer/${reserved.id}`)).status).toBe(404);
      expect((await agency.get(`/fo/offer/${reserved.id}/linkedSubTheme`)).status).toBe(404);
      expect((await agency.post(`/fo/offer/userWebsiteRedirection/${reserved.id}`)).status).toBe(
        404,
      );
      const list = await agency.get<Offer[]>('/fo/offer/user/offers');
      expect(list.body.some((offer) => offer.id === reserved.id)).toBe(false);
      const last = await agency.get<Offer[]>('/fo/offer/user/offers/last/50');
      expect(last.body.some((offer) => offer.id === reserved.id)).toBe(false);
    });

    it('is seen by a pro user', async () => {
      const pro = await as('pro@demo.fr');
      expect((await pro.get(`/fo/offer/${reserved.id}`)).status).toBe(200);
      const list = await pro.get<Offer[]>('/fo/offer/user/offers');
      expect(list.body.some((offer) => offer.id === reserved.id)).toBe(true);
    });
  });

  describe('an admin acting as a pro user', () => {
    let admin: ApiClient;
    let adminId: number;

    beforeAll(async () => {
      admin = await server.loginAs('admin@demo.fr');
      adminId = await userId('admin@demo.fr');
      await setActingAs(server.database.db, 'admin@demo.fr', await userId('pro@demo.fr'));
    });
    afterAll(async () => {
      await setActingAs(server.database.db, 'admin@demo.fr', null);
    });

    it('sees what the pro user sees', async () => {
      const asPro = await (await as('pro@demo.fr')).get<Offer[]>('/fo/offer/user/offers');
      const asAdmin = await admin.get<Offer[]>('/fo/offer/user/offers');
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.map((offer) => offer.id)).toEqual(asPro.body.map((offer) => offer.id));
      const proOnly = (await visibleRows('PRO')).find((row) => row.visibleRoles.length === 1);
      expect(proOnly).toBeDefined();
      expect((await admin.get(`/fo/offer/${proOnly!.id}`)).status).toBe(200);
      expect((await admin.get('/fo/offer/user/offers/privilege/count')).body).toBe(
        SEEDED_PRIVILEGE_OFFERS,
      );
    });

    it('records the click for the pro user', async () => {
      const [row] = await visibleRows('PRO');
      const proId = await userId('pro@demo.fr');
      const clicksBy = async (id: number) => {
        const [result] = await server.database.db
          .select({ value: count() })
          .from(redirectionClicks)
          .where(and(eq(redirectionClicks.userId, id), eq(redirectionClicks.offerId, row!.id)));
        return result!.value;
      };
      const before = await clicksBy(proId);
      const response = await admin.post(`/fo/offer/userWebsiteRedirection/${row!.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ url: row!.website });
      expect(await clicksBy(proId)).toBe(before + 1);
      expect(await clicksBy(adminId)).toBe(0);
    });
  });
});
