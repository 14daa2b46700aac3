/**
 * The offer lists and details are built once per version of the offer data and shared by every
 * user of a role (server/services/offer-catalog.ts). These tests change the data behind the
 * server's back, the way another server process, a reseed or a person at a SQL prompt would, and
 * check that the very next answer shows the change, and that a role never gets what another
 * role's shared lists hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Offer, Offers, type Role } from '../../src/contract/api';
import { dataVersions, offerSubThemes, offers, subThemes } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

const CUSTOMERS = [
  ['pro@demo.fr', 'PRO'],
  ['agence@demo.fr', 'AGENCY'],
  ['reseau@demo.fr', 'NETWORK'],
] as const satisfies readonly (readonly [string, Role])[];

interface Views {
  list: Offer[];
  privilege: Offer[];
  privilegeCount: number;
  last: Offer[];
}

describe.each(RULES_DATABASE_KINDS)('shared offer catalog (%s)', (kind) => {
  let server: TestServer;
  const clients = new Map<Role, ApiClient>();
  const as = (role: Role) => clients.get(role)!;

  async function logInEveryone() {
    for (const [email, role] of CUSTOMERS) clients.set(role, await server.loginAs(email));
  }

  /** Everything a role reads from the catalog, each answer checked against the contract. */
  async function views(role: Role): Promise<Views> {
    const client = as(role);
    const list = await client.get('/fo/offer/user/offers');
    const privilege = await client.get('/fo/offer/user/offers/privilege');
    const count = await client.get('/fo/offer/user/offers/privilege/count');
    const last = await client.get('/fo/offer/user/offers/last/50');
    for (const response of [list, privilege, count, last]) expect(response.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return {
      list: Offers.parse(list.body),
      privilege: Offers.parse(privilege.body),
      privilegeCount: count.body as number,
      last: Offers.parse(last.body),
    };
  }

  async function detail(role: Role, id: number) {
    const response = await as(role).get(`/fo/offer/${id}`);
    return {
      status: response.status,
      offer: response.status === 200 ? Offer.parse(response.body) : null,
    };
  }

  /** What the database says a role may see, read without the catalog. */
  async function visibleIds(role: Role, privilege: boolean): Promise<number[]> {
    const rows = await server.database.db
      .select({ id: offers.id, visibleRoles: offers.visibleRoles, privilege: offers.privilege })
      .from(offers);
    return rows
      .filter((row) => row.visibleRoles.includes(role) && row.privilege === privilege)
      .map((row) => row.id)
      .sort((a, b) => a - b);
  }

  const idsOf = (list: Offer[]) => list.map((offer) => offer.id).sort((a, b) => a - b);

  async function firstOffer(privilege: boolean) {
    const [row] = await server.database.db
      .select()
      .from(offers)
      .where(eq(offers.privilege, privilege))
      .orderBy(offers.id)
      .limit(1);
    return row!;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await logInEveryone();
  });
  afterAll(() => server.close());

  it('answers each role exactly what the database lets it see, whoever asked first', async () => {
    const restricted = await firstOffer(false);
    await server.database.db
      .update(offers)
      .set({ visibleRoles: ['PRO'] })
      .where(eq(offers.id, restricted.id));
    // PRO fills the shared catalog first; the other roles must not get its lists.
    for (const [, role] of CUSTOMERS) {
      const seen = await views(role);
      expect(idsOf(seen.list)).toEqual(await visibleIds(role, false));
      expect(idsOf(seen.privilege)).toEqual(await visibleIds(role, true));
      expect(seen.list.some((offer) => offer.id === restricted.id)).toBe(role === 'PRO');
      if (role !== 'PRO') {
        expect(seen.last.some((offer) => offer.id === restricted.id)).toBe(false);
      }
      expect((await detail(role, restricted.id)).status).toBe(role === 'PRO' ? 200 : 404);
    }
    // Back to every customer role: visible again at once.
    await server.database.db
      .update(offers)
      .set({ visibleRoles: restricted.visibleRoles })
      .where(eq(offers.id, restricted.id));
    for (const [, role] of CUSTOMERS) {
      expect((await views(role)).list.some((offer) => offer.id === restricted.id)).toBe(true);
      expect((await detail(role, restricted.id)).status).toBe(200);
    }
  });

  it('shows an edited offer at once, in the lists, their order and the detail', async () => {
    const edited = await firstOffer(false);
    await views('AGENCY');
    // Raw SQL, as from another process or a SQL prompt: no server code is told.
    await server.database.db.execute(
      sql`update ${offers} set title = ${'AAA Offre modifiée'} where id = ${edited.id}`,
    );
    const { list } = await views('AGENCY');
    expect(list[0]).toMatchObject({ id: edited.id, title: 'AAA Offre modifiée' });
    expect((await detail('AGENCY', edited.id)).offer?.title).toBe('AAA Offre modifiée');
    await server.database.db
      .update(offers)
      .set({ title: edited.title })
      .where(eq(offers.id, edited.id));
    expect((await detail('AGENCY', edited.id)).offer?.title).toBe(edited.title);
  });

  it('shows a new promotion at once, then forgets it once deleted', async () => {
    const before = await views('NETWORK');
    const [created] = await server.database.db
      .insert(offers)
      .values({
        website: 'https://www.exemple.fr/',
        title: 'Promotion ajoutée',
        supplierName: 'Fournisseur Test',
        summary: 'Résumé',
        description: 'Description',
        discount: '-10 %',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        privilege: true,
        // Published now: after every demo offer, so the newest of all.
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: offers.id });
    const [subTheme] = await server.database.db
      .select({ id: subThemes.id })
      .from(subThemes)
      .limit(1);
    await server.database.db
      .insert(offerSubThemes)
      .values({ offerId: created!.id, subThemeId: subTheme!.id });

    const after = await views('NETWORK');
    expect(after.privilegeCount).toBe(before.privilegeCount + 1);
    expect(after.privilege.find((offer) => offer.id === created!.id)?.subThemeIds).toEqual([
      subTheme!.id,
    ]);
    expect(after.last[0]?.id).toBe(created!.id);
    expect((await detail('NETWORK', created!.id)).status).toBe(200);

    await server.database.db.delete(offers).where(eq(offers.id, created!.id));
    const gone = await views('NETWORK');
    expect(gone.privilegeCount).toBe(before.privilegeCount);
    expect(gone.privilege.some((offer) => offer.id === created!.id)).toBe(false);
    expect((await detail('NETWORK', created!.id)).status).toBe(404);
  });

  it('drops the links of a deleted sub-theme at once (cascaded delete)', async () => {
    const linked = await firstOffer(false);
    const [anySubTheme] = await server.database.db.select().from(subThemes).limit(1);
    const [added] = await server.database.db
      .insert(subThemes)
      .values({ themeId: anySubTheme!.themeId, name: 'Sous-thème éphémère', position: 99 })
      .returning({ id: subThemes.id });
    await server.database.db
      .insert(offerSubThemes)
      .values({ offerId: linked.id, subThemeId: added!.id });
    expect((await detail('PRO', linked.id)).offer?.subThemeIds).toContain(added!.id);

    // Only the sub-theme is deleted; the links go through ON DELETE CASCADE.
    await server.database.db.delete(subThemes).where(eq(subThemes.id, added!.id));
    expect((await detail('PRO', linked.id)).offer?.subThemeIds).not.toContain(added!.id);
  });

  it('keeps nothing while the version row is missing', async () => {
    const edited = await firstOffer(false);
    await server.database.db.delete(dataVersions);
    expect((await detail('PRO', edited.id)).offer?.summary).toBe(edited.summary);
    // A change nobody is told about (no trigger): only a catalog that kept nothing shows it.
    await server.database.db.execute(
      sql`alter table ${offers} disable trigger offers_bump_data_version`,
    );
    try {
      await server.database.db
        .update(offers)
        .set({ summary: 'Changé sans version' })
        .where(eq(offers.id, edited.id));
    } finally {
      await server.database.db.execute(
        sql`alter table ${offers} enable trigger offers_bump_data_version`,
      );
    }
    expect((await detail('PRO', edited.id)).offer?.summary).toBe('Changé sans version');
    // The next change writes a version again.
    await server.database.db
      .update(offers)
      .set({ summary: edited.summary })
      .where(eq(offers.id, edited.id));
    expect(await server.database.db.select({ name: dataVersions.name }).from(dataVersions)).toEqual(
      [{ name: 'offers' }],
    );
    expect((await detail('PRO', edited.id)).offer?.summary).toBe(edited.summary);
  });

  it('shows a reseed (TRUNCATE, ids restarted) at once', async () => {
    await views('PRO');
    await seedDemoData(server.database.db, { offers: 12 });
    await logInEveryone(); // the reseed also wiped the sessions
    const seen = await views('PRO');
    expect(idsOf(seen.list)).toEqual(await visibleIds('PRO', false));
    expect(idsOf(seen.privilege)).toEqual(await visibleIds('PRO', true));
    expect(Math.max(...seen.list.map((offer) => offer.id))).toBeLessThanOrEqual(12);
    const first = await firstOffer(false);
    expect((await detail('PRO', first.id)).offer?.title).toBe(first.title);
  });
});
