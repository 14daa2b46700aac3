/**
 * The back office's offers (docs/back-office/offers.md), over HTTP on the real server: who may
 * call each endpoint, what bad input and bad files get (French field errors, 400, 413, never a
 * 5xx), the journal entry of each change, and that each change reaches the customers' offer lists
 * at once (a scheduled one at its time), on one server process or two sharing PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { and, asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../src/contract/endpoint';
import * as offerEndpoints from '../../src/contract/back-office/offers';
import { catalogueEntries } from '../support/catalogue';
import {
  BoOfferDetail,
  BoOfferPage,
  VALIDITY_ORDER_MESSAGE,
  type BoOfferInput,
} from '../../src/contract/back-office/schemas/offers';
import { Offers } from '../../src/contract/api';
import { PROJECT_ROOT, SERVER_COMMAND_ARGS } from '../../server/config';
import { auditEntries, offerPriceLists, offers, subThemes, users } from '../../server/db/schema';
import { ApiClient } from '../support/api-client';
import {
  DATABASE_KINDS,
  RULES_DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../support/api-server';
import { findFreePort } from '../support/free-port';
import { createSeededDatabase } from '../support/test-database';
import {
  SMALL_JPEG,
  SVG_WITH_SCRIPT,
  largePngImage,
  pdfDocument,
  pngImage,
} from '../e2e/fixtures/files';

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Every answer of the suite, to check that none is a 5xx. */
const answered: { call: string; status: number }[] = [];

/** One call with a cookie jar's session; a Buffer or a form is sent as is (an upload). */
async function call<T = unknown>(
  baseUrl: string,
  client: ApiClient | null,
  method: string,
  url: string,
  body?: { json: unknown } | { bytes: Buffer; type?: string } | { form: FormData },
  origin = baseUrl,
): Promise<Answer<T>> {
  const headers: Record<string, string> = { origin };
  if (client?.cookieHeader) headers.cookie = client.cookieHeader;
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body && 'bytes' in body) {
    if (body.type) headers['content-type'] = body.type;
    payload = new Uint8Array(body.bytes);
  } else if (body && 'form' in body) {
    payload = body.form;
  }
  const response = await fetch(baseUrl + url, { method, headers, body: payload });
  answered.push({ call: `${method} ${url}`, status: response.status });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('application/json')
    ? await response.json()
    : type.includes('application/pdf')
      ? Buffer.from(await response.arrayBuffer())
      : await response.text();
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** A complete, valid offer; tests change what they need. */
function offerInput(subThemeIds: number[], changes: Partial<BoOfferInput> = {}): BoOfferInput {
  return {
    title: 'Fibre très haut débit pour ateliers',
    supplierName: 'Réseaux du Rhône',
    summary: 'La fibre dédiée, installée en 10 jours.',
    description: 'Débit garanti, assistance sous 4 heures, box et installation comprises.',
    discount: '-15 %',
    website: 'https://www.reseaux-du-rhone.example/pro',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    subThemeIds,
    visibleRoles: ['PRO', 'AGENCY', 'NETWORK'],
    privilege: false,
    priceList: false,
    status: 'published',
    ...changes,
  };
}

const CUSTOMER_ROLES_EMAILS = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr'];
const NOT_ADMINS = [...CUSTOMER_ROLES_EMAILS, 'partenaire@demo.fr'];

describe.each(RULES_DATABASE_KINDS)('back office: offers (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let pro: ApiClient;
  /** « Fibre optique », one of pro's sub-themes, and another sub-theme of another theme. */
  let fibre: { id: number; themeId: number };
  let other: { id: number; themeId: number };

  const as = <T = unknown>(
    client: ApiClient | null,
    method: string,
    url: string,
    body?: Parameters<typeof call>[4],
    origin?: string,
  ) => call<T>(server.baseUrl, client, method, url, body, origin);

  async function subTheme(name: string) {
    const [row] = await server.database.db
      .select({ id: subThemes.id, themeId: subThemes.themeId })
      .from(subThemes)
      .where(eq(subThemes.name, name));
    return row!;
  }

  async function create(changes: Partial<BoOfferInput> = {}) {
    const response = await as<BoOfferDetail>(admin, 'POST', '/bo/api/offers', {
      json: offerInput([fibre.id], changes),
    });
    expect(response.status).toBe(201);
    return BoOfferDetail.parse(response.body);
  }

  /** The journal's entries about one offer, oldest first. */
  function journalOf(offerId: number) {
    return server.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'offer'), eq(auditEntries.entityId, offerId)))
      .orderBy(asc(auditEntries.id));
  }

  /** What pro's offer lists hold now: the negotiated offers and the promotions, by id. */
  async function proSees(client = pro, baseUrl = server.baseUrl) {
    const list = await call(baseUrl, client, 'GET', '/fo/offer/user/offers');
    const promotions = await call(baseUrl, client, 'GET', '/fo/offer/user/offers/privilege');
    expect([list.status, promotions.status]).toEqual([200, 200]);
    const byId = new Map(
      [...Offers.parse(list.body), ...Offers.parse(promotions.body)].map((offer) => [
        offer.id,
        offer,
      ]),
    );
    return {
      offers: new Set(Offers.parse(list.body).map((offer) => offer.id)),
      promotions: new Set(Offers.parse(promotions.body).map((offer) => offer.id)),
      byId,
    };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
    pro = await server.loginAs('pro@demo.fr');
    fibre = await subTheme('Fibre optique');
    const [another] = await server.database.db
      .select({ id: subThemes.id, themeId: subThemes.themeId })
      .from(subThemes)
      .where(inArray(subThemes.name, ['Papeterie']));
    other = another!;
    expect(other.themeId).not.toBe(fibre.themeId);
  });
  afterAll(() => server.close());

  describe('who may call it', () => {
    /** Each endpoint of the contract's module, with a body fit for it. */
    async function everyCall(id: number) {
      const bodies: Record<string, Parameters<typeof call>[4]> = {
        'boOfferEndpoints.create': { json: offerInput([fibre.id]) },
        'boOfferEndpoints.update': { json: offerInput([fibre.id], { title: 'Titre changé' }) },
        'boOfferEndpoints.uploadPicture': { bytes: pngImage(), type: 'image/png' },
        boUploadOfferPriceList: { bytes: await pdfDocument(), type: 'application/pdf' },
      };
      // Deleting the offer last, so that every other call finds it.
      const last = 'boOfferEndpoints.remove';
      return catalogueEntries(offerEndpoints)
        .sort(([a], [b]) => Number(a === last) - Number(b === last))
        .map(([name, endpoint]) => ({
          name,
          method: endpoint.method,
          url: urlOf(endpoint, endpoint.path.includes(':id') ? { id } : undefined),
          body: bodies[name],
        }));
    }

    it('lists every endpoint of the section', async () => {
      const names = (await everyCall(1)).map((entry) => entry.name).sort();
      expect(names).toEqual([
        'boDeleteOfferPriceList',
        'boOfferEndpoints.create',
        'boOfferEndpoints.item',
        'boOfferEndpoints.list',
        'boOfferEndpoints.remove',
        'boOfferEndpoints.removePicture',
        'boOfferEndpoints.update',
        'boOfferEndpoints.uploadPicture',
        'boOfferPriceList',
        'boUploadOfferPriceList',
      ]);
    });

    it('answers 401 without a session and 403 to every other role, changing nothing', async () => {
      const target = await create({ priceList: true });
      const countBefore = (await server.database.db.select({ id: offers.id }).from(offers)).length;
      const refusals: string[] = [];
      for (const email of [null, ...NOT_ADMINS]) {
        const client = email ? await server.loginAs(email) : null;
        for (const { method, url, body } of await everyCall(target.id)) {
          const response = await as(client, method, url, body);
          const expected = email ? 403 : 401;
          if (response.status !== expected)
            refusals.push(`${email} ${method} ${url} → ${response.status}`);
          expect(response.body).toMatchObject({ message: expect.any(String) });
        }
      }
      expect(refusals).toEqual([]);
      expect((await server.database.db.select({ id: offers.id }).from(offers)).length).toBe(
        countBefore,
      );
      expect(await getOffer(target.id)).toMatchObject({ title: target.title, hasLogo: false });
      expect(await journalOf(target.id)).toHaveLength(1);
    });

    it('lets an admin call everything, even while acting as a pro (its real account decides)', async () => {
      const acting = await server.loginAs('admin@demo.fr');
      const [proRow] = await server.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'pro@demo.fr'));
      const connect = await acting.post(`/bo/api/users/${proRow!.id}/connect-as`);
      expect(connect.status).toBe(200);
      try {
        const target = await create({ priceList: true });
        const statuses: string[] = [];
        for (const { name, method, url, body } of await everyCall(target.id)) {
          const response = await as(acting, method, url, body);
          statuses.push(`${name} ${response.status}`);
        }
        expect(statuses.sort()).toEqual([
          'boDeleteOfferPriceList 200',
          'boOfferEndpoints.create 201',
          'boOfferEndpoints.item 200',
          'boOfferEndpoints.list 200',
          'boOfferEndpoints.remove 204',
          'boOfferEndpoints.removePicture 200',
          'boOfferEndpoints.update 200',
          'boOfferEndpoints.uploadPicture 200',
          'boOfferPriceList 200',
          'boUploadOfferPriceList 200',
        ]);
        // The journal names the admin, not the pro it acts as.
        const entries = await journalOf(target.id);
        expect(new Set(entries.map((entry) => entry.adminEmail))).toEqual(
          new Set(['admin@demo.fr']),
        );
      } finally {
        await acting.router('removeConnectedAs');
      }
    });

    it('refuses every write sent from another site (Origin check)', async () => {
      const target = await create();
      const evil = 'https://evil.example';
      const attempts = [
        await as(admin, 'POST', '/bo/api/offers', { json: offerInput([fibre.id]) }, evil),
        await as(
          admin,
          'PUT',
          `/bo/api/offers/${target.id}`,
          { json: offerInput([fibre.id], { title: 'Piraté' }) },
          evil,
        ),
        await as(admin, 'DELETE', `/bo/api/offers/${target.id}`, undefined, evil),
        await as(
          admin,
          'PUT',
          `/bo/api/offers/${target.id}/logo`,
          { bytes: pngImage(), type: 'image/png' },
          evil,
        ),
      ];
      expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403, 403]);
      expect(await getOffer(target.id)).toMatchObject({ title: target.title, hasLogo: false });
      expect(await journalOf(target.id)).toHaveLength(1);
    });
  });

  async function getOffer(id: number) {
    const response = await as<BoOfferDetail>(admin, 'GET', `/bo/api/offers/${id}`);
    expect(response.status).toBe(200);
    return BoOfferDetail.parse(response.body);
  }

  describe('create, read, edit, delete', () => {
    it('creates an offer (201 with its id), reads it, edits it and deletes it, each change in the journal', async () => {
      const input = offerInput([fibre.id, other.id, fibre.id], {
        privilege: true,
        visibleRoles: ['PRO', 'AGENCY'],
      });
      const created = await as<BoOfferDetail>(admin, 'POST', '/bo/api/offers', { json: input });
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
      const offer = BoOfferDetail.parse(created.body);
      expect(offer).toMatchObject({
        ...input,
        subThemeIds: [fibre.id, other.id].sort((a, b) => a - b),
        hasLogo: false,
        logoBase64: null,
        hasUploadedPriceList: false,
      });
      expect(offer.id).toBeGreaterThan(0);
      // Published without a date: published now.
      expect(Math.abs(Date.parse(offer.publishedAt!) - Date.now())).toBeLessThan(60_000);
      expect(await getOffer(offer.id)).toEqual(offer);

      const edited = await as<BoOfferDetail>(admin, 'PUT', `/bo/api/offers/${offer.id}`, {
        json: { ...input, title: 'Fibre très haut débit (édition 2026)', subThemeIds: [other.id] },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: offer.id,
        title: 'Fibre très haut débit (édition 2026)',
        subThemeIds: [other.id],
        // An edit without a date keeps the live offer's date: it is not new again.
        publishedAt: offer.publishedAt,
      });
      expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(offer.updatedAt));

      const archived = await as<BoOfferDetail>(admin, 'PUT', `/bo/api/offers/${offer.id}`, {
        json: { ...input, title: 'Fibre très haut débit (édition 2026)', status: 'archived' },
      });
      expect(archived.body).toMatchObject({ status: 'archived', publishedAt: offer.publishedAt });

      const deleted = await as(admin, 'DELETE', `/bo/api/offers/${offer.id}`);
      expect(deleted.status).toBe(204);
      expect((await as(admin, 'GET', `/bo/api/offers/${offer.id}`)).status).toBe(404);

      const journal = await journalOf(offer.id);
      expect(
        journal.map(({ action, summary, adminEmail }) => ({ action, summary, adminEmail })),
      ).toEqual([
        {
          action: 'create',
          summary: 'Promotion « Fibre très haut débit pour ateliers » créée (publiée).',
          adminEmail: 'admin@demo.fr',
        },
        {
          action: 'update',
          summary:
            'Promotion « Fibre très haut débit pour ateliers » modifiée (titre, sous-thèmes).',
          adminEmail: 'admin@demo.fr',
        },
        {
          action: 'update',
          // Archived with the sub-themes it had at first.
          summary:
            'Promotion « Fibre très haut débit (édition 2026) » modifiée (sous-thèmes) et archivée.',
          adminEmail: 'admin@demo.fr',
        },
        {
          action: 'delete',
          summary: 'Promotion « Fibre très haut débit (édition 2026) » supprimée.',
          adminEmail: 'admin@demo.fr',
        },
      ]);
      // Before and after are the offer objects.
      expect(journal[0]!.before).toBeNull();
      expect(journal[0]!.after).toMatchObject({ id: offer.id, title: input.title });
      expect(journal[1]!.before).toMatchObject({
        title: input.title,
        subThemeIds: offer.subThemeIds,
      });
      expect(journal[1]!.after).toMatchObject({ subThemeIds: [other.id] });
      expect(journal[2]!.after).toMatchObject({ status: 'archived' });
      expect(journal[3]!.before).toMatchObject({ id: offer.id, status: 'archived' });
      expect(journal[3]!.after).toBeNull();
    });

    it('journals publication, scheduling and going back to draft in French', async () => {
      const draft = await create({ status: 'draft', title: 'Offre du journal' });
      expect(draft.publishedAt).toBeNull();
      const later = new Date(Date.now() + 7 * 24 * 3600_000);
      const put = (changes: Partial<BoOfferInput>) =>
        as<BoOfferDetail>(admin, 'PUT', `/bo/api/offers/${draft.id}`, {
          json: offerInput([fibre.id], { title: 'Offre du journal', ...changes }),
        });
      const scheduled = await put({ status: 'published', publishedAt: later.toISOString() });
      expect(scheduled.body.publishedAt).toBe(later.toISOString());
      // `null` while scheduled: published now.
      const now = await put({ status: 'published', publishedAt: null });
      expect(Date.parse(now.body.publishedAt!)).toBeLessThanOrEqual(Date.now());
      await put({ status: 'draft', publishedAt: null });
      const summaries = (await journalOf(draft.id)).map((entry) => entry.summary);
      expect(summaries[0]).toBe('Offre « Offre du journal » créée (brouillon).');
      expect(summaries[1]).toMatch(
        /^Offre « Offre du journal » programmée pour le \d\d\/\d\d\/\d{4} à \d\d:\d\d\.$/,
      );
      expect(summaries.slice(2)).toEqual([
        'Offre « Offre du journal » publiée.',
        'Offre « Offre du journal » remise en brouillon.',
      ]);
    });

    it('answers 404 for an unknown offer and 400 for an id that is not one', async () => {
      const missing = 2_000_000_000;
      for (const [method, url, body] of [
        ['GET', `/bo/api/offers/${missing}`, undefined],
        ['PUT', `/bo/api/offers/${missing}`, { json: offerInput([fibre.id]) }],
        ['DELETE', `/bo/api/offers/${missing}`, undefined],
        ['PUT', `/bo/api/offers/${missing}/logo`, { bytes: pngImage(), type: 'image/png' }],
        ['DELETE', `/bo/api/offers/${missing}/logo`, undefined],
        [
          'PUT',
          `/bo/api/offers/${missing}/price-list`,
          { bytes: await pdfDocument(), type: 'application/pdf' },
        ],
        ['DELETE', `/bo/api/offers/${missing}/price-list`, undefined],
        ['GET', `/bo/api/offers/${missing}/price-list`, undefined],
      ] as const) {
        const response = await as(admin, method, url, body);
        expect(`${method} ${url} ${response.status}`).toBe(`${method} ${url} 404`);
        expect(response.body).toEqual({ message: 'Offre introuvable.' });
      }
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
        expect((await as(admin, 'GET', `/bo/api/offers/${bad}`)).status).toBe(400);
      }
    });
  });

  describe('bad input', () => {
    async function refused(changes: Record<string, unknown>) {
      const response = await as<{ message: string; errors: Record<string, string> }>(
        admin,
        'POST',
        '/bo/api/offers',
        { json: { ...offerInput([fibre.id]), ...changes } },
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Certaines informations sont incomplètes ou incorrectes.');
      return response.body.errors;
    }

    it('answers each field’s French message and creates nothing', async () => {
      const before = (await server.database.db.select({ id: offers.id }).from(offers)).length;
      expect(await refused({ title: '   ' })).toEqual({ title: 'Ce champ est obligatoire.' });
      expect(await refused({ title: 'x'.repeat(201) })).toEqual({
        title: 'Ce champ ne peut dépasser 200 caractères.',
      });
      expect(await refused({ website: 'http://www.exemple.fr/' })).toEqual({
        website: 'L’adresse doit commencer par https://.',
      });
      expect(await refused({ website: 'javascript:alert(1)' })).toEqual({
        website: 'L’adresse doit commencer par https://.',
      });
      expect(await refused({ validFrom: '2027-06-01', validTo: '2027-05-31' })).toEqual({
        validTo: VALIDITY_ORDER_MESSAGE,
      });
      expect(await refused({ validFrom: '2026-02-30' })).toEqual({
        validFrom: 'Date invalide (AAAA-MM-JJ).',
      });
      expect(await refused({ validTo: '0000-01-01', validFrom: '0000-01-01' })).toEqual({
        validFrom: 'L’année doit être comprise entre 2000 et 2100.',
        validTo: 'L’année doit être comprise entre 2000 et 2100.',
      });
      expect(await refused({ subThemeIds: [] })).toEqual({
        subThemeIds: 'Choisissez au moins un sous-thème.',
      });
      expect(await refused({ subThemeIds: [fibre.id, 999_999] })).toEqual({
        subThemeIds: 'Le sous-thème 999999 n’existe pas.',
      });
      expect(await refused({ visibleRoles: [] })).toEqual({
        visibleRoles: 'Choisissez au moins un type de client.',
      });
      expect(await refused({ visibleRoles: ['PRO', 'ADMIN'] })).toEqual({
        'visibleRoles.1': 'Rôle non accepté.',
      });
      expect(await refused({ status: 'live' })).toEqual({
        status: 'Ce champ est incomplet ou incorrect.',
      });
      expect(await refused({ publishedAt: 'demain' })).toEqual({
        publishedAt: 'Date et heure invalides.',
      });
      expect(await refused({ privilege: 'oui' })).toEqual({
        privilege: 'Indiquez s’il s’agit d’une promotion.',
      });
      // Several mistakes at once: every one, the date order included.
      expect(
        await refused({ title: '', validFrom: '2027-06-01', validTo: '2027-05-31', website: 'x' }),
      ).toEqual({
        title: 'Ce champ est obligatoire.',
        website: 'L’adresse doit commencer par https://.',
        validTo: VALIDITY_ORDER_MESSAGE,
      });
      const nul = await as(admin, 'POST', '/bo/api/offers', {
        json: offerInput([fibre.id], { title: 'Nul \u0000 octet' }),
      });
      expect(nul.status).toBe(400);
      const notJson = await as(admin, 'POST', '/bo/api/offers', {
        bytes: Buffer.from('{"title":'),
        type: 'application/json',
      });
      expect(notJson.status).toBe(400);
      expect((await server.database.db.select({ id: offers.id }).from(offers)).length).toBe(before);
    });

    it('refuses a bad edit as well, leaving the offer as it was', async () => {
      const offer = await create();
      const response = await as(admin, 'PUT', `/bo/api/offers/${offer.id}`, {
        json: offerInput([fibre.id], { validFrom: '2028-01-01', validTo: '2027-01-01' }),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ errors: { validTo: VALIDITY_ORDER_MESSAGE } });
      const unknown = await as(admin, 'PUT', `/bo/api/offers/${offer.id}`, {
        json: offerInput([123_456_789]),
      });
      expect(unknown.body).toMatchObject({
        errors: { subThemeIds: 'Le sous-thème 123456789 n’existe pas.' },
      });
      expect(await getOffer(offer.id)).toEqual(offer);
      expect(await journalOf(offer.id)).toHaveLength(1);
    });

    it('refuses an unknown sort or filter value', async () => {
      for (const query of [
        'sort=logo',
        'order=up',
        'status=live',
        'privilege=peut-être',
        'page=0',
      ]) {
        expect((await as(admin, 'GET', `/bo/api/offers?${query}`)).status).toBe(400);
      }
    });
  });

  describe('the list', () => {
    let made: BoOfferDetail[];

    beforeAll(async () => {
      made = [
        await create({ title: 'Zéphyr électricité verte', supplierName: 'Énergies Zéphyr' }),
        await create({ title: 'zephyr papeterie', subThemeIds: [other.id], status: 'draft' }),
        await create({ title: 'ZÉPHYR promotion', privilege: true, status: 'archived' }),
        await create({ title: 'Autre offre', summary: 'Un résumé qui parle de Zéphyr.' }),
      ];
    });

    const list = async (query: string) => {
      const response = await as<BoOfferPage>(admin, 'GET', `/bo/api/offers?${query}`);
      expect(response.status).toBe(200);
      return BoOfferPage.parse(response.body);
    };
    const titles = (page: BoOfferPage) => page.items.map((offer) => offer.title);

    it('searches title, supplier and summary whatever the case and accents', async () => {
      const page = await list('query=ZEPHYR&sort=title&order=asc');
      expect(titles(page)).toEqual([
        'Autre offre',
        'Zéphyr électricité verte',
        'zephyr papeterie',
        'ZÉPHYR promotion',
      ]);
      expect(page.total).toBe(4);
      expect(titles(await list('query=energies zephyr'))).toEqual(['Zéphyr électricité verte']);
      expect(page.items[1]).toMatchObject({ hasLogo: false, hasUploadedPriceList: false });
      expect(page.items[1]).not.toHaveProperty('logoBase64');
    });

    it('filters by status, promotion, theme and sub-theme', async () => {
      expect(titles(await list('query=zephyr&status=draft'))).toEqual(['zephyr papeterie']);
      expect(titles(await list('query=zephyr&privilege=true'))).toEqual(['ZÉPHYR promotion']);
      expect(titles(await list('query=zephyr&privilege=false&sort=title'))).toEqual([
        'Autre offre',
        'Zéphyr électricité verte',
        'zephyr papeterie',
      ]);
      expect(titles(await list(`query=zephyr&themeId=${other.themeId}`))).toEqual([
        'zephyr papeterie',
      ]);
      expect(titles(await list(`query=zephyr&subThemeId=${other.id}`))).toEqual([
        'zephyr papeterie',
      ]);
      expect((await list(`query=zephyr&themeId=${fibre.themeId}`)).total).toBe(3);
    });

    it('sorts each way and pages without overlap', async () => {
      expect(titles(await list('query=zephyr&sort=title&order=desc'))).toEqual([
        'ZÉPHYR promotion',
        'zephyr papeterie',
        'Zéphyr électricité verte',
        'Autre offre',
      ]);
      // Offers without a date (a draft never scheduled, an offer archived unpublished) come last,
      // whatever the order.
      for (const order of ['asc', 'desc']) {
        const sorted = await list(`query=zephyr&sort=publishedAt&order=${order}`);
        expect(sorted.items.slice(2).map((offer) => offer.publishedAt)).toEqual([null, null]);
        expect(sorted.items.slice(0, 2).every((offer) => offer.publishedAt !== null)).toBe(true);
      }
      expect(titles(await list('query=zephyr&sort=status')).map((title) => title)).toEqual([
        'zephyr papeterie',
        ...titles(await list('query=zephyr&status=published&sort=status')),
        'ZÉPHYR promotion',
      ]);
      // Latest changed first by default.
      expect(titles(await list('query=zephyr'))[0]).toBe('Autre offre');
      const first = await list('query=zephyr&sort=title&pageSize=3&page=1');
      const second = await list('query=zephyr&sort=title&pageSize=3&page=2');
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(titles(first)).toHaveLength(3);
      expect(titles(second)).toEqual(['ZÉPHYR promotion']);
      expect((await list('query=zephyr&page=9')).items).toEqual([]);
      expect(made).toHaveLength(4);
    });

    it('sorts the whole catalog by supplier and validity', async () => {
      const bySupplier = await list('sort=supplierName&pageSize=100');
      const suppliers = bySupplier.items.map((offer) => offer.supplierName);
      const plain = (text: string) =>
        text
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase();
      expect(suppliers.map(plain)).toEqual([...suppliers.map(plain)].sort());
      const byEnd = (await list('sort=validTo&order=desc&pageSize=100')).items.map(
        (offer) => offer.validTo,
      );
      expect(byEnd).toEqual([...byEnd].sort().reverse());
    });
  });

  describe('files', () => {
    it('takes a PNG or a JPEG logo, raw or in a form, and removes it', async () => {
      const offer = await create();
      const png = pngImage(24, 24);
      const raw = await as<BoOfferDetail>(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, {
        bytes: png,
        type: 'image/png',
      });
      expect(raw.status).toBe(200);
      expect(raw.body).toMatchObject({ hasLogo: true, logoBase64: png.toString('base64') });
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(SMALL_JPEG)], { type: 'image/jpeg' }),
        'logo.jpg',
      );
      const jpeg = await as<BoOfferDetail>(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, {
        form,
      });
      expect(jpeg.status).toBe(200);
      expect(jpeg.body.logoBase64).toBe(SMALL_JPEG.toString('base64'));
      // Whatever the type it claims: the bytes decide.
      const claimed = await as<BoOfferDetail>(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, {
        bytes: png,
        type: 'application/octet-stream',
      });
      expect(claimed.status).toBe(200);
      const removed = await as<BoOfferDetail>(admin, 'DELETE', `/bo/api/offers/${offer.id}/logo`);
      expect(removed.body).toMatchObject({ hasLogo: false, logoBase64: null });

      const journal = await journalOf(offer.id);
      expect(journal.map((entry) => [entry.action, entry.summary])).toEqual([
        ['create', expect.any(String)],
        ['upload-logo', 'Logo de l’offre « Fibre très haut débit pour ateliers » ajouté.'],
        ['upload-logo', 'Logo de l’offre « Fibre très haut débit pour ateliers » remplacé.'],
        ['upload-logo', 'Logo de l’offre « Fibre très haut débit pour ateliers » remplacé.'],
        ['delete-logo', 'Logo de l’offre « Fibre très haut débit pour ateliers » supprimé.'],
      ]);
      // The journal keeps the size of a file, not its bytes.
      expect(journal[1]!.after).toMatchObject({
        logoBase64: expect.stringMatching(/^\(fichier de \d+ octets\)$/),
      });
      expect(JSON.stringify(journal[1]!.after)).not.toContain(png.toString('base64'));
    });

    it('refuses an SVG with a script, a PDF, a file over 200 KB and an empty body as a logo', async () => {
      const offer = await create();
      const svg = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, {
        bytes: SVG_WITH_SCRIPT,
        type: 'image/svg+xml',
      });
      expect(svg.status).toBe(400);
      expect(svg.body).toEqual({
        message: 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).',
        errors: { file: 'Format d’image non accepté : PNG, JPEG ou WebP uniquement.' },
      });
      const svgForm = new FormData();
      svgForm.append(
        'file',
        new Blob([new Uint8Array(SVG_WITH_SCRIPT)], { type: 'image/png' }),
        'logo.png',
      );
      expect(
        (await as(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, { form: svgForm })).status,
      ).toBe(400);
      const pdf = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, {
        bytes: await pdfDocument(),
        type: 'image/png',
      });
      expect(pdf.status).toBe(400);
      const large = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, {
        bytes: largePngImage(201 * 1024),
        type: 'image/png',
      });
      expect(large.status).toBe(413);
      expect(large.body).toEqual({ message: 'L’image dépasse la taille maximale de 200 Ko.' });
      const empty = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/logo`, {
        bytes: Buffer.alloc(0),
        type: 'image/png',
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ message: 'Aucun fichier n’a été envoyé.' });
      expect(await getOffer(offer.id)).toMatchObject({ hasLogo: false });
      expect(await journalOf(offer.id)).toHaveLength(1);
    });

    it('takes a real PDF as the price list, which pro then downloads, and goes back to the generated one', async () => {
      const offer = await create({ priceList: false });
      const pdf = await pdfDocument('Grille tarifaire 2026 — Réseaux du Rhône');
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        'grille.pdf',
      );
      const uploaded = await as<BoOfferDetail>(
        admin,
        'PUT',
        `/bo/api/offers/${offer.id}/price-list`,
        { form },
      );
      expect(uploaded.status).toBe(200);
      expect(uploaded.body).toMatchObject({ priceList: true, hasUploadedPriceList: true });
      const [stored] = await server.database.db
        .select()
        .from(offerPriceLists)
        .where(eq(offerPriceLists.offerId, offer.id));
      expect(Buffer.compare(stored!.pdf, pdf)).toBe(0);

      const download = `/document/offer/${offer.id}/priceList/download`;
      const proCopy = await as<Buffer>(pro, 'GET', download);
      expect(proCopy.status).toBe(200);
      expect(proCopy.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.compare(proCopy.body, pdf)).toBe(0);
      const adminCopy = await as<Buffer>(admin, 'GET', `/bo/api/offers/${offer.id}/price-list`);
      expect(Buffer.compare(adminCopy.body, pdf)).toBe(0);

      const back = await as<BoOfferDetail>(
        admin,
        'DELETE',
        `/bo/api/offers/${offer.id}/price-list`,
      );
      expect(back.body).toMatchObject({ priceList: true, hasUploadedPriceList: false });
      const generated = await as<Buffer>(pro, 'GET', download);
      expect(generated.status).toBe(200);
      expect(generated.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.compare(generated.body, pdf)).not.toBe(0);

      // No price list offered: nothing to download, for pro or the admin.
      await as(admin, 'PUT', `/bo/api/offers/${offer.id}`, {
        json: offerInput([fibre.id], { priceList: false }),
      });
      expect((await as(pro, 'GET', download)).status).toBe(404);
      expect((await as(admin, 'GET', `/bo/api/offers/${offer.id}/price-list`)).status).toBe(404);

      expect((await journalOf(offer.id)).map((entry) => [entry.action, entry.summary])).toEqual([
        ['create', expect.any(String)],
        [
          'upload-price-list',
          `Grille tarifaire de l’offre « Fibre très haut débit pour ateliers » déposée (PDF de ${Math.ceil(pdf.length / 1024)} Ko).`,
        ],
        [
          'delete-price-list',
          'Grille tarifaire déposée de l’offre « Fibre très haut débit pour ateliers » retirée : la grille générée la remplace.',
        ],
        ['update', 'Offre « Fibre très haut débit pour ateliers » modifiée (grille tarifaire).'],
      ]);
    });

    it('refuses a PNG named .pdf sent as a PDF, and a PDF over 5 MB', async () => {
      const offer = await create({ priceList: false });
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(pngImage())], { type: 'application/pdf' }),
        'grille.pdf',
      );
      const named = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/price-list`, { form });
      expect(named.status).toBe(400);
      expect(named.body).toEqual({
        message: 'Le fichier doit être un PDF.',
        errors: { file: 'Ce fichier n’est pas un PDF.' },
      });
      const raw = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/price-list`, {
        bytes: pngImage(),
        type: 'application/pdf',
      });
      expect(raw.status).toBe(400);

      const pdf = await pdfDocument();
      // A real PDF start, padded past the limit (a PDF reader ignores what follows %%EOF).
      const oversized = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 10 - pdf.length, 0x20)]);
      const justOver = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/price-list`, {
        bytes: oversized,
        type: 'application/pdf',
      });
      expect(justOver.status).toBe(413);
      expect(justOver.body).toEqual({
        message: 'Le fichier PDF dépasse la taille maximale de 5 Mo.',
      });
      const farOver = await as(admin, 'PUT', `/bo/api/offers/${offer.id}/price-list`, {
        bytes: Buffer.concat([oversized, Buffer.alloc(1024 * 1024, 0x20)]),
        type: 'application/pdf',
      });
      expect(farOver.status).toBe(413);
      const inForm = new FormData();
      inForm.append(
        'file',
        new Blob([new Uint8Array(oversized)], { type: 'application/pdf' }),
        'grille.pdf',
      );
      expect(
        (await as(admin, 'PUT', `/bo/api/offers/${offer.id}/price-list`, { form: inForm })).status,
      ).toBe(413);

      expect(await getOffer(offer.id)).toMatchObject({
        priceList: false,
        hasUploadedPriceList: false,
      });
      expect(await journalOf(offer.id)).toHaveLength(1);
    });
  });

  describe('what customers see', () => {
    it('shows each publication, edit, archive and deletion in pro’s lists at once', async () => {
      const draft = await create({ status: 'draft', title: 'Fibre en préparation' });
      expect((await proSees()).byId.has(draft.id)).toBe(false);
      expect((await as(pro, 'GET', `/fo/offer/${draft.id}`)).status).toBe(404);

      const put = (changes: Partial<BoOfferInput>) =>
        as<BoOfferDetail>(admin, 'PUT', `/bo/api/offers/${draft.id}`, {
          json: offerInput([fibre.id], { title: 'Fibre en préparation', ...changes }),
        });
      await put({ status: 'published' });
      let seen = await proSees();
      expect(seen.offers.has(draft.id)).toBe(true);
      expect(seen.byId.get(draft.id)).toMatchObject({
        title: 'Fibre en préparation',
        subThemeIds: [fibre.id],
      });

      await put({ status: 'published', title: 'Fibre disponible' });
      expect((await proSees()).byId.get(draft.id)?.title).toBe('Fibre disponible');

      await put({ status: 'published', privilege: true });
      seen = await proSees();
      expect([seen.offers.has(draft.id), seen.promotions.has(draft.id)]).toEqual([false, true]);

      await put({ status: 'published', visibleRoles: ['AGENCY'] });
      expect((await proSees()).byId.has(draft.id)).toBe(false);
      const agency = await server.loginAs('agence@demo.fr');
      expect((await proSees(agency)).offers.has(draft.id)).toBe(true);

      await put({ status: 'published' });
      expect((await proSees()).offers.has(draft.id)).toBe(true);
      await put({ status: 'archived' });
      expect((await proSees()).byId.has(draft.id)).toBe(false);
      expect((await as(pro, 'GET', `/fo/offer/${draft.id}`)).status).toBe(404);

      await put({ status: 'published' });
      expect((await proSees()).offers.has(draft.id)).toBe(true);
      expect((await as(admin, 'DELETE', `/bo/api/offers/${draft.id}`)).status).toBe(204);
      expect((await proSees()).byId.has(draft.id)).toBe(false);
    });

    it('shows a scheduled offer at its time, not before, with no other write', async () => {
      const at = new Date(Date.now() + 2_000);
      const scheduled = await create({
        title: 'Fibre programmée',
        status: 'published',
        publishedAt: at.toISOString(),
      });
      expect(scheduled.publishedAt).toBe(at.toISOString());
      expect((await proSees()).offers.has(scheduled.id)).toBe(false);
      // Polled until it shows; it must never show before its time.
      const deadline = Date.now() + 30_000;
      let shown = false;
      while (!shown) {
        expect(Date.now()).toBeLessThan(deadline);
        shown = (await proSees()).offers.has(scheduled.id);
        if (shown) expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await proSees()).byId.get(scheduled.id)?.publishedAt).toBe(at.toISOString());
    });
  });

  it('answered no 5xx to any call of this suite', () => {
    expect(answered.filter((entry) => entry.status >= 500)).toEqual([]);
    expect(answered.length).toBeGreaterThan(100);
  });
});

/** `server/index.ts` in a process of its own, as `npm start` runs it; resolves once it answers. */
async function startProcess(databaseUrl: string) {
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
      WORKERS: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server process exited:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server process did not answer /health within 60 s:\n${stderr}`);
    }
    const up = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    // Polled until the fact holds; a short pause between polls spares the CPU.
    await new Promise((resolve) => setTimeout(resolve, 50));
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
  'back office: offers across two server processes on one PostgreSQL database',
  () => {
    let database: Awaited<ReturnType<typeof createSeededDatabase>>;
    const processes: Awaited<ReturnType<typeof startProcess>>[] = [];

    beforeAll(async () => {
      database = await createSeededDatabase('bo_offers');
      processes.push(
        ...(await Promise.all([startProcess(database.url), startProcess(database.url)])),
      );
    }, 120_000);
    afterAll(async () => {
      await Promise.all(processes.map((process) => process.stop()));
      await database?.drop();
    });

    it('shows a change made through one process in the other’s lists at once', async () => {
      const [first, second] = processes;
      const admin = new ApiClient(first!.baseUrl);
      await admin.login('admin@demo.fr', 'demo1234');
      const pro = new ApiClient(second!.baseUrl);
      await pro.login('pro@demo.fr', 'demo1234');
      const adminOnSecond = new ApiClient(second!.baseUrl);
      await adminOnSecond.login('admin@demo.fr', 'demo1234');

      const listed = async () => {
        const response = await call(second!.baseUrl, pro, 'GET', '/fo/offer/user/offers');
        expect(response.status).toBe(200);
        return new Map(Offers.parse(response.body).map((offer) => [offer.id, offer.title]));
      };
      // The second process has built its shared catalog before the change.
      const before = await listed();

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      let fibreId: number;
      try {
        const result = await client.query<{ id: number }>(
          `select id from sub_themes where name = 'Fibre optique'`,
        );
        fibreId = result.rows[0]!.id;
      } finally {
        await client.end();
      }

      const created = await call<BoOfferDetail>(first!.baseUrl, admin, 'POST', '/bo/api/offers', {
        json: offerInput([fibreId], { title: 'Fibre des deux processus' }),
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect(before.has(id)).toBe(false);
      expect((await listed()).get(id)).toBe('Fibre des deux processus');

      // Archived through the second process: gone from the first one's lists as well.
      const proOnFirst = new ApiClient(first!.baseUrl);
      await proOnFirst.login('pro@demo.fr', 'demo1234');
      const onFirst = async () => {
        const response = await call(first!.baseUrl, proOnFirst, 'GET', '/fo/offer/user/offers');
        return new Set(Offers.parse(response.body).map((offer) => offer.id));
      };
      expect((await onFirst()).has(id)).toBe(true);
      const archived = await call(second!.baseUrl, adminOnSecond, 'PUT', `/bo/api/offers/${id}`, {
        json: offerInput([fibreId], { title: 'Fibre des deux processus', status: 'archived' }),
      });
      expect(archived.status).toBe(200);
      expect((await onFirst()).has(id)).toBe(false);
      expect((await listed()).has(id)).toBe(false);
    }, 120_000);
  },
);
