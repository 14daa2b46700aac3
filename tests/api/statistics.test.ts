/**
 * « Statistiques » (docs/back-office/statistics.md): the daily rollups made from raw events by their job
 * (late events included, a run made twice changing nothing), the back office's figures and
 * tables for admins only, a partner's own items only (403 for any other), and the CSV exports
 * read back as Excel would.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticsReport } from '../../src/contract/statistics';
import { offers, partners, servicesPlus, usageEvents, users } from '../../server/db/schema';
import { rollUpUsage } from '../../server/services/statistics/rollup';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';

type Kind = (typeof usageEvents.$inferInsert)['kind'];

/** The Paris day `days` before today, as "2026-11-05". */
function dayBefore(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
}

/** Noon in Paris of that day: whatever the summer time, the same Paris day. */
const noonOf = (day: string) => new Date(`${day}T10:00:00Z`);
const frenchDay = (day: string) => day.split('-').reverse().join('/');

const D1 = dayBefore(6);
const D2 = dayBefore(5);
/** In the previous period of [D1 - 1 day, today]. */
const BEFORE = dayBefore(12);
const FROM = dayBefore(7);
const TO = dayBefore(0);

describe.each(RULES_DATABASE_KINDS)('statistics (%s)', (kind) => {
  let server: TestServer;
  let ownOffer: number;
  let secondOwnOffer: number;
  let otherOffer: number;
  let ownService: number;
  let otherService: number;
  let agencyCompany: number;

  const db = () => server.database.db;

  function event(
    kind: Kind,
    day: string,
    user: string,
    fields: Partial<typeof usageEvents.$inferInsert> = {},
  ) {
    return {
      id: randomUUID(),
      kind,
      userKey: `cle-${user}`,
      role: 'PRO' as const,
      occurredAt: noonOf(day),
      ...fields,
    };
  }

  async function record(...rows: ReturnType<typeof event>[]) {
    await db().insert(usageEvents).values(rows);
  }

  async function report(client: Awaited<ReturnType<TestServer['as']>>, url: string) {
    const response = await client.get<StatisticsReport>(url);
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  const figure = (body: StatisticsReport, key: string) =>
    body.figures.find((each) => each.key === key)!;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [partnerUser] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'partenaire@demo.fr'));
    const partnerId = partnerUser!.partnerId!;
    const own = await db()
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.partnerId, partnerId))
      .orderBy(offers.id);
    const [other] = await db()
      .select({ id: offers.id })
      .from(offers)
      .where(ne(offers.partnerId, partnerId));
    const [service] = await db()
      .select({ id: servicesPlus.id })
      .from(servicesPlus)
      .where(eq(servicesPlus.partnerId, partnerId));
    const [unlinked] = await db()
      .select({ id: servicesPlus.id })
      .from(servicesPlus)
      .where(isNull(servicesPlus.partnerId));
    [ownOffer, secondOwnOffer] = [own[0]!.id, own[1]!.id];
    otherOffer = other!.id;
    ownService = service!.id;
    otherService = unlinked!.id;
    const [agency] = await db().select().from(users).where(eq(users.email, 'agence@demo.fr'));
    agencyCompany = agency!.companyId!;

    await record(
      event('offer_view', D1, 'a', { itemId: ownOffer }),
      event('offer_view', D1, 'a', { itemId: ownOffer }),
      event('offer_view', D1, 'b', { itemId: ownOffer }),
      event('offer_redirection', D1, 'a', { itemId: ownOffer }),
      event('price_list_download', D2, 'b', { itemId: ownOffer }),
      event('offer_view', D2, 'c', { itemId: otherOffer }),
      event('service_view', D2, 'c', { itemId: ownService }),
      event('search', D2, 'a', { searchTerms: ' Fibre   OPTIQUE ', searchFound: false }),
      event('search', D2, 'b', { searchTerms: 'fibre optique', searchFound: false }),
      event('search', D2, 'b', { searchTerms: '=1+1', searchFound: false }),
      event('search', D2, 'c', { searchTerms: 'assurance', searchFound: true }),
      event('login', D2, 'd', { role: 'AGENCY', companyId: agencyCompany }),
      event('push_sent', D2, 'a'),
      event('push_sent', D2, 'b'),
      event('push_sent', D2, 'c'),
      event('push_sent', D2, 'd'),
      event('push_opened', D2, 'a'),
      event('offer_view', BEFORE, 'a', { itemId: ownOffer }),
    );
    await rollUpUsage(db());
  });
  afterAll(() => server.close());

  describe('access', () => {
    const boUrl = `/bo/api/statistics?from=${FROM}&to=${TO}`;
    const partnerUrl = `/fo/partner/statistics?from=${FROM}&to=${TO}`;

    it('answers 401 without a session', async () => {
      for (const url of [boUrl, partnerUrl, `/bo/api/statistics/items/csv?from=${FROM}&to=${TO}`]) {
        expect((await server.client().get(url)).status, url).toBe(401);
      }
    });

    it('keeps the back office to admins and the partner space to partners', async () => {
      for (const email of [
        'pro@demo.fr',
        'agence@demo.fr',
        'reseau@demo.fr',
        'partenaire@demo.fr',
      ]) {
        const client = await server.as(email);
        expect((await client.get(boUrl)).status, email).toBe(403);
        expect(
          (await client.get(`/bo/api/statistics/usage/csv?from=${FROM}&to=${TO}`)).status,
        ).toBe(403);
      }
      for (const email of ['pro@demo.fr', 'admin@demo.fr']) {
        expect((await (await server.as(email)).get(partnerUrl)).status, email).toBe(403);
      }
    });

    it('refuses a period in the wrong order or over two years, in French', async () => {
      const admin = await server.as('admin@demo.fr');
      const reversed = await admin.get<{ errors: Record<string, string> }>(
        `/bo/api/statistics?from=${TO}&to=${FROM}`,
      );
      expect(reversed.status).toBe(400);
      expect(reversed.body.errors.to).toBe('La fin de la période doit suivre son début.');
      const long = await admin.get<{ errors: Record<string, string> }>(
        '/bo/api/statistics?from=2023-01-01&to=2025-06-30',
      );
      expect(long.status).toBe(400);
      expect(long.body.errors.to).toBe('Choisissez une période de deux ans au plus.');
    });
  });

  describe('the back office', () => {
    it('counts the period from the rollups, beside the previous period', async () => {
      const body = await report(
        await server.as('admin@demo.fr'),
        `/bo/api/statistics?from=${FROM}&to=${TO}`,
      );
      expect(body.previousTo).toBe(dayBefore(8));
      expect(body.previousFrom).toBe(dayBefore(15));
      expect(figure(body, 'views')).toMatchObject({ current: 5, previous: 1 });
      expect(figure(body, 'redirections')).toMatchObject({ current: 1, previous: 0 });
      expect(figure(body, 'conversion')).toMatchObject({ current: 0.2, previous: 0 });
      expect(figure(body, 'downloads').current).toBe(1);
      expect(figure(body, 'searches').current).toBe(4);
      expect(figure(body, 'searchesWithoutResults').current).toBe(3);
      expect(figure(body, 'logins').current).toBe(1);
      // Users a, b and c on D1 or D2, d by its login; nobody is active by a push sent to them.
      expect(figure(body, 'monthly').current).toBe(4);

      const usage = body.tables.usage!;
      expect(usage).toHaveLength(8);
      expect(usage.find((row) => row.day === D1)).toEqual({
        day: D1,
        views: 3,
        redirections: 1,
        downloads: 0,
      });
      const activity = body.tables.activity!.find((row) => row.day === D2);
      expect(activity).toEqual({ day: D2, daily: 4, weekly: 4, monthly: 4 });

      expect(body.tables.items![0]).toMatchObject({
        kind: 'offer',
        id: ownOffer,
        type: 'Offre',
        views: 3,
        redirections: 1,
        conversion: 0.3333,
        downloads: 1,
        partner: 'Groupement Artisans Plus',
      });
      expect(body.tables.searches).toEqual([
        { terms: 'fibre optique', count: 2 },
        { terms: '=1+1', count: 1 },
      ]);
      expect(body.tables.notifications![0]).toEqual({
        channel: 'Notifications push',
        sent: 4,
        opened: 1,
        rate: 0.25,
      });
      expect(body.tables.companies).toEqual([
        expect.objectContaining({ role: 'Agence', logins: 1, views: 0 }),
      ]);
      expect(body.tables.roles!.find((row) => row.role === 'Professionnels')).toMatchObject({
        views: 5,
      });
    });

    it('takes late events in at the next run, and a run made again changes nothing', async () => {
      const admin = await server.as('admin@demo.fr');
      const url = `/bo/api/statistics?from=${D1}&to=${D1}`;
      expect(figure(await report(admin, url), 'views').current).toBe(3);
      // A view made offline on D1, received now.
      await record(event('offer_view', D1, 'e', { itemId: secondOwnOffer }));
      await rollUpUsage(db());
      await rollUpUsage(db());
      const body = await report(admin, url);
      expect(figure(body, 'views').current).toBe(4);
      expect(body.tables.activity).toEqual([{ day: D1, daily: 3, weekly: 3, monthly: 3 }]);

      // A year reads its whole months from the monthly rollups, its ends from the daily ones.
      const year = await report(admin, `/bo/api/statistics?from=${dayBefore(364)}&to=${TO}`);
      expect(figure(year, 'views').current).toBe(7);
      expect(year.tables.items![0]).toMatchObject({ id: ownOffer, views: 4, redirections: 1 });
      // Logins are recorded by the server too: the agency's here, and the network's of the tests.
      expect(year.tables.companies).toContainEqual(expect.objectContaining({ role: 'Agence' }));
    });

    it('exports a table as CSV for Excel in French, which reads back', async () => {
      const admin = await server.as('admin@demo.fr');
      const response = await admin.get(`/bo/api/statistics/items/csv?from=${FROM}&to=${TO}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="statistiques-items-${FROM}-${TO}.csv"`,
      );
      // The byte order mark, which fetch's text() leaves out.
      const raw = await fetch(
        `${server.baseUrl}/bo/api/statistics/items/csv?from=${FROM}&to=${TO}`,
        {
          headers: { cookie: admin.cookieHeader },
        },
      );
      expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([
        0xef, 0xbb, 0xbf,
      ]);
      const rows = parse(response.text, { delimiter: ';', bom: true, columns: true }) as Record<
        string,
        string
      >[];
      expect(Object.keys(rows[0]!)).toEqual([
        'Titre',
        'Type',
        'Consultations',
        'Redirections vers le site',
        'Conversion (redirections / consultations) (%)',
        'Grilles tarifaires téléchargées',
        'Partenaire',
      ]);
      expect(rows[0]).toMatchObject({
        Type: 'Offre',
        Consultations: '3',
        'Conversion (redirections / consultations) (%)': '33,3',
        Partenaire: 'Groupement Artisans Plus',
      });
      expect(response.text).toContain('\r\n');

      const usage = parse(
        (await admin.get(`/bo/api/statistics/usage/csv?from=${FROM}&to=${TO}`)).text,
        {
          delimiter: ';',
          bom: true,
          columns: true,
        },
      ) as Record<string, string>[];
      expect(usage).toHaveLength(8);
      expect(usage.find((row) => row.Jour === frenchDay(D2))).toEqual({
        Jour: frenchDay(D2),
        Consultations: '2',
        'Redirections vers le site': '0',
        'Grilles tarifaires téléchargées': '1',
      });

      // What anyone typed in a search is never a formula in Excel.
      const searches = (await admin.get(`/bo/api/statistics/searches/csv?from=${FROM}&to=${TO}`))
        .text;
      expect(searches).toContain("'=1+1;1\r\n");
      expect((await admin.get(`/bo/api/statistics/unknown/csv?from=${FROM}&to=${TO}`)).status).toBe(
        400,
      );
    });
  });

  describe('the partner space', () => {
    const url = `/fo/partner/statistics?from=${FROM}&to=${TO}`;

    it("shows the partner's own offers and services only", async () => {
      for (const email of ['partenaire@demo.fr', 'emilie.roux@demo.fr']) {
        const body = await report(await server.as(email), url);
        const ids = body.tables.items!.map((row) => `${row.kind}-${row.id}`);
        expect(ids, email).toContain(`offer-${ownOffer}`);
        expect(ids).toContain(`service-${ownService}`);
        expect(ids).not.toContain(`offer-${otherOffer}`);
        // Its offers' 4 views (one received late) and its service's 1; not the other partner's.
        expect(figure(body, 'views').current).toBe(5);
      }
    });

    it('narrows to one of its items, and answers 403 for any other', async () => {
      const partner = await server.as('partenaire@demo.fr');
      const one = await report(partner, `${url}&offerId=${ownOffer}`);
      expect(figure(one, 'views').current).toBe(3);
      expect(figure(one, 'downloads').current).toBe(1);
      expect(one.tables.usage!.find((row) => row.day === D1)).toMatchObject({
        views: 3,
        redirections: 1,
      });
      // The list still holds every item, for the screen's choice.
      expect(one.tables.items!.length).toBeGreaterThan(1);

      for (const query of [
        `offerId=${otherOffer}`,
        `serviceId=${otherService}`,
        'offerId=999999',
      ]) {
        expect((await partner.get(`${url}&${query}`)).status, query).toBe(403);
        expect(
          (await partner.get(`/fo/partner/statistics/items/csv?from=${FROM}&to=${TO}&${query}`))
            .status,
        ).toBe(403);
      }
      const both = await partner.get<{ errors: Record<string, string> }>(
        `${url}&offerId=${ownOffer}&serviceId=${ownService}`,
      );
      expect(both.status).toBe(400);
      expect(both.body.errors.serviceId).toBe('Choisissez une offre ou un service, pas les deux.');
    });

    it('exports its own items as CSV, without the partner column', async () => {
      const partner = await server.as('partenaire@demo.fr');
      const response = await partner.get(`/fo/partner/statistics/items/csv?from=${FROM}&to=${TO}`);
      expect(response.status).toBe(200);
      const rows = parse(response.text, { delimiter: ';', bom: true, columns: true }) as Record<
        string,
        string
      >[];
      expect(Object.keys(rows[0]!)).not.toContain('Partenaire');
      const titles = await db()
        .select({ title: offers.title })
        .from(offers)
        .where(inArray(offers.id, [ownOffer, otherOffer]));
      const own = titles.find((row) => rows.some((csv) => csv.Titre === row.title));
      expect(own).toBeDefined();
      expect(rows).toHaveLength(4);
    });
  });

  it('links an offer to a partner in the back office, and refuses an unknown one', async () => {
    const admin = await server.as('admin@demo.fr');
    const choices = await admin.get<{ id: number; name: string }[]>('/bo/api/partners/choices');
    expect(choices.status).toBe(200);
    const [first] = await db().select().from(partners).orderBy(partners.name).limit(1);
    expect(choices.body[0]).toMatchObject({ id: first!.id, name: first!.name });

    const offer = await admin.get<Record<string, unknown>>(`/bo/api/offers/${otherOffer}`);
    const rest = offer.body;
    const input = {
      title: rest.title,
      supplierName: rest.supplierName,
      summary: rest.summary,
      description: rest.description,
      discount: rest.discount,
      website: rest.website,
      validFrom: rest.validFrom,
      validTo: rest.validTo,
      subThemeIds: rest.subThemeIds,
      visibleRoles: rest.visibleRoles,
      privilege: rest.privilege,
      priceList: rest.priceList,
      status: rest.status,
    };
    const unknown = await admin.request<{ errors: Record<string, string> }>(
      'PUT',
      `/bo/api/offers/${otherOffer}`,
      {
        json: { ...input, partnerId: 999_999 },
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.partnerId).toBe('Ce partenaire n’existe pas.');
    const saved = await admin.request<{ partnerId: number | null }>(
      'PUT',
      `/bo/api/offers/${otherOffer}`,
      {
        json: { ...input, partnerId: null },
      },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.partnerId).toBeNull();
    const [row] = await db()
      .select()
      .from(offers)
      .where(and(eq(offers.id, otherOffer)));
    expect(row!.partnerId).toBeNull();
  });
});
