/**
 * The user's favourites (docs/http-contract.md, "Favourites") over HTTP on the real server: who
 * may read and change them, the list as the lists give each item, newest first, changes applied
 * once per operation id and composing across devices, what may be added (what the user may open
 * now, 200 at most), and an item hidden after being added leaving the list and coming back.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_OWNER_HEADER, Favourites, Offer, ServicePlus } from '../../src/contract/api';
import {
  auditEntries,
  changeOperations,
  offers,
  servicesPlus,
  userFavourites,
  users,
} from '../../server/db/schema';
import { setActingAs } from '../support/acting-as';
import type { ApiClient } from '../support/api-client';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';

const URL = '/fo/user/favourites';
const NOT_THE_OWNER =
  'Cette modification a été faite pour un autre compte que celui connecté : elle n’a pas été enregistrée.';
const TOO_MANY = 'Vous avez déjà 200 favoris : retirez-en un pour en ajouter un autre.';
const INVALID = 'Certaines informations sont incomplètes ou incorrectes.';
const FIELD = 'Ce champ est incomplet ou incorrect.';

type Kind = 'offer' | 'servicePlus';
interface Item {
  kind: Kind;
  id: number;
}

describe.each(RULES_DATABASE_KINDS)('favourites (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);
  const db = () => server.database.db;

  /** Demo items, chosen in beforeAll. */
  let offer: Item; // negotiated, every saving role
  let otherOffer: Item; // negotiated, every saving role
  let promotion: Item; // privilege, every saving role
  let proOnly: Item; // negotiated, PRO only
  let agencyNetworkOnly: Item; // negotiated, AGENCY and NETWORK only
  let exclusive: Item; // EXCLUSIVE_SERVICE
  let salePermission: Item; // SALE_PERMISSION (switched off for agence@demo.fr)

  async function userRow(email: string) {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    return row!;
  }

  function patch(client: ApiClient, body: unknown, headers?: Record<string, string>) {
    return client.request<Favourites & { message?: string; errors?: Record<string, string> }>(
      'PATCH',
      URL,
      { json: body, headers },
    );
  }

  /** One change as the PWA queues it, with a new operation id unless one is given. */
  function change(client: ApiClient, item: Item, favourite: boolean, operationId = randomUUID()) {
    return patch(client, { operationId, kind: item.kind, id: item.id, favourite });
  }

  async function listOf(client: ApiClient): Promise<Favourites> {
    const response = await client.get(URL);
    expect(response.status).toBe(200);
    return Favourites.parse(response.body);
  }

  /** The list as `kind:id` keys, offers first, each part newest first. */
  const keysOf = (list: Favourites) => [
    ...list.offers.map((item) => `offer:${item.id}`),
    ...list.servicesPlus.map((item) => `servicePlus:${item.id}`),
  ];
  const key = (item: Item) => `${item.kind}:${item.id}`;

  async function stored(email: string) {
    const { id } = await userRow(email);
    return db()
      .select({ kind: userFavourites.kind, itemId: userFavourites.itemId })
      .from(userFavourites)
      .where(eq(userFavourites.userId, id))
      .orderBy(asc(userFavourites.kind), asc(userFavourites.itemId));
  }

  async function clear(email: string) {
    const { id } = await userRow(email);
    await db().delete(userFavourites).where(eq(userFavourites.userId, id));
  }

  /** Stores favourites directly, the first given the most recently added. */
  async function store(email: string, items: readonly Item[]) {
    const { id } = await userRow(email);
    const now = Date.now();
    await db()
      .insert(userFavourites)
      .values(
        items.map((item, index) => ({
          userId: id,
          kind: item.kind,
          itemId: item.id,
          addedAt: new Date(now - 60_000 - index * 1000),
        })),
      );
  }

  async function setOfferStatus(item: Item, status: 'published' | 'archived' | 'draft') {
    await db().update(offers).set({ status }).where(eq(offers.id, item.id));
  }

  async function setServiceStatus(item: Item, status: 'published' | 'archived') {
    await db().update(servicesPlus).set({ status }).where(eq(servicesPlus.id, item.id));
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const live = await db()
      .select({ id: offers.id, privilege: offers.privilege, roles: offers.visibleRoles })
      .from(offers)
      .where(eq(offers.status, 'published'))
      .orderBy(asc(offers.id));
    const everyRole = live.filter((row) => row.roles.length === 3);
    const [first, second] = everyRole.filter((row) => !row.privilege);
    offer = { kind: 'offer', id: first!.id };
    otherOffer = { kind: 'offer', id: second!.id };
    promotion = { kind: 'offer', id: everyRole.find((row) => row.privilege)!.id };
    proOnly = { kind: 'offer', id: live.find((row) => row.roles.join() === 'PRO')!.id };
    agencyNetworkOnly = {
      kind: 'offer',
      id: live.find((row) => row.roles.join() === 'AGENCY,NETWORK')!.id,
    };
    const services = await db()
      .select({ id: servicesPlus.id, type: servicesPlus.type })
      .from(servicesPlus)
      .where(eq(servicesPlus.status, 'published'))
      .orderBy(asc(servicesPlus.id));
    exclusive = {
      kind: 'servicePlus',
      id: services.find((row) => row.type === 'EXCLUSIVE_SERVICE')!.id,
    };
    salePermission = {
      kind: 'servicePlus',
      id: services.find((row) => row.type === 'SALE_PERMISSION')!.id,
    };
    // Every chosen item is one pro may open now (its own page answers it).
    const pro = await as('pro@demo.fr');
    for (const item of [offer, otherOffer, promotion, proOnly]) {
      expect((await pro.get(`/fo/offer/${item.id}`)).status).toBe(200);
    }
    for (const item of [exclusive, salePermission]) {
      expect((await pro.get(`/fo/servicePlus/${item.id}`)).status).toBe(200);
    }
  });
  afterAll(() => server.close());

  describe('access', () => {
    it('answers 401 without a session', async () => {
      const anonymous = server.client();
      expect((await anonymous.get(URL)).status).toBe(401);
      expect((await change(anonymous, offer, true)).status).toBe(401);
    });

    it('answers 403 to a partner and to an admin acting as nobody, storing nothing', async () => {
      for (const email of ['partenaire@demo.fr', 'admin@demo.fr']) {
        const client = await as(email);
        const read = await client.get<{ message: string }>(URL);
        expect(read.status, email).toBe(403);
        expect(read.body).toEqual({ message: 'Vous n’avez pas accès à cette ressource.' });
        expect((await change(client, offer, true)).status, email).toBe(403);
        expect(await stored(email)).toEqual([]);
      }
    });

    it('is open to every saving role, each with a list of its own', async () => {
      for (const email of ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr']) {
        await clear(email);
        const client = await as(email);
        const response = await client.get(URL);
        expect(response.status, email).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        expect(response.body).toEqual({ offers: [], servicesPlus: [] });
      }
      expect((await change(await as('agence@demo.fr'), offer, true)).status).toBe(200);
      expect(keysOf(await listOf(await as('agence@demo.fr')))).toEqual([key(offer)]);
      expect(keysOf(await listOf(await as('reseau@demo.fr')))).toEqual([]);
      expect(keysOf(await listOf(await as('pro@demo.fr')))).toEqual([]);
      await clear('agence@demo.fr');
    });
  });

  describe('adding and removing (pro@demo.fr)', () => {
    it('lists an offer, a promotion and a service plus as their pages give them, newest first', async () => {
      await clear('pro@demo.fr');
      const pro = await as('pro@demo.fr');
      let answer: Favourites | undefined;
      for (const item of [offer, exclusive, promotion]) {
        const response = await change(pro, item, true);
        expect(response.status, key(item)).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        answer = Favourites.parse(response.body);
      }
      const list = await listOf(pro);
      // The PATCH answers the list as the GET does.
      expect(answer).toEqual(list);
      expect(keysOf(list)).toEqual([key(promotion), key(offer), key(exclusive)]);
      // Each item whole, exactly as its own page (and so its list) gives it.
      const page = async (url: string) => (await pro.get(url)).body;
      expect(list.offers).toEqual([
        Offer.parse(await page(`/fo/offer/${promotion.id}`)),
        Offer.parse(await page(`/fo/offer/${offer.id}`)),
      ]);
      expect(list.offers[0]!.privilege).toBe(true);
      expect(list.offers[0]!.subThemeIds.length).toBeGreaterThan(0);
      expect(list.servicesPlus).toEqual([
        ServicePlus.parse(await page(`/fo/servicePlus/${exclusive.id}`)),
      ]);
      expect(await stored('pro@demo.fr')).toEqual(
        [
          { kind: 'offer', itemId: offer.id },
          { kind: 'offer', itemId: promotion.id },
          { kind: 'servicePlus', itemId: exclusive.id },
        ].sort((a, b) => a.kind.localeCompare(b.kind) || a.itemId - b.itemId),
      );
    });

    it('keeps an item added twice once, in its place', async () => {
      const pro = await as('pro@demo.fr');
      const before = keysOf(await listOf(pro));
      const again = await change(pro, offer, true);
      expect(again.status).toBe(200);
      expect(keysOf(Favourites.parse(again.body))).toEqual(before);
      const rows = (await stored('pro@demo.fr')).filter(
        (row) => row.kind === 'offer' && row.itemId === offer.id,
      );
      expect(rows).toEqual([{ kind: 'offer', itemId: offer.id }]);
    });

    it('tells an offer from a service of the same id', async () => {
      const pro = await as('pro@demo.fr');
      const sameId: Item = { kind: 'offer', id: exclusive.id };
      const page = await pro.get(`/fo/offer/${sameId.id}`);
      // Demo ids start at 1 in both tables: the offer of the service's id exists.
      expect(page.status).toBe(200);
      expect((await change(pro, sameId, true)).status).toBe(200);
      expect(keysOf(await listOf(pro))).toContain(key(sameId));
      expect(keysOf(await listOf(pro))).toContain(key(exclusive));
      const removed = await change(pro, sameId, false);
      expect(keysOf(Favourites.parse(removed.body))).toContain(key(exclusive));
      expect(keysOf(Favourites.parse(removed.body))).not.toContain(key(sameId));
    });

    it('removes an item; removing what is not there changes nothing', async () => {
      const pro = await as('pro@demo.fr');
      const removed = await change(pro, offer, false);
      expect(removed.status).toBe(200);
      expect(removed.headers.get('cache-control')).toBe('no-store');
      expect(keysOf(Favourites.parse(removed.body))).toEqual([key(promotion), key(exclusive)]);
      for (const absent of [offer, otherOffer, { kind: 'servicePlus' as const, id: 999_999 }]) {
        const again = await change(pro, absent, false);
        expect(again.status, key(absent)).toBe(200);
        expect(keysOf(Favourites.parse(again.body))).toEqual([key(promotion), key(exclusive)]);
      }
      // An id beyond the column's range names nothing: still nothing to remove.
      const huge = await change(pro, { kind: 'offer', id: 2 ** 40 }, false);
      expect(huge.status).toBe(200);
      expect(keysOf(await listOf(pro))).toEqual([key(promotion), key(exclusive)]);
    });
  });

  describe('operations (reseau@demo.fr)', () => {
    it('applies an operation once: a late replay of an add never undoes a later remove', async () => {
      await clear('reseau@demo.fr');
      const deviceA = await server.loginAs('reseau@demo.fr');
      const deviceB = await server.loginAs('reseau@demo.fr');
      const operationId = randomUUID();
      expect((await change(deviceA, offer, true, operationId)).status).toBe(200);
      // Its answer lost, device A sends it again: nothing more.
      const replay = await change(deviceA, offer, true, operationId);
      expect(replay.status).toBe(200);
      expect(keysOf(Favourites.parse(replay.body))).toEqual([key(offer)]);
      // Another device removes it…
      expect((await change(deviceB, offer, false)).status).toBe(200);
      // …and a late replay of the first add does not bring it back.
      const late = await change(deviceA, offer, true, operationId);
      expect(late.status).toBe(200);
      expect(Favourites.parse(late.body)).toEqual({ offers: [], servicesPlus: [] });
      expect(await stored('reseau@demo.fr')).toEqual([]);
    });

    it('applies concurrent replays of one operation once, none refused', async () => {
      await clear('reseau@demo.fr');
      const { id: userId } = await userRow('reseau@demo.fr');
      const devices = [
        await server.loginAs('reseau@demo.fr'),
        await server.loginAs('reseau@demo.fr'),
        await as('reseau@demo.fr'),
      ];
      const operationId = randomUUID();
      const answers = await Promise.all(
        devices.map((device) => change(device, exclusive, true, operationId)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await stored('reseau@demo.fr')).toEqual([
        { kind: 'servicePlus', itemId: exclusive.id },
      ]);
      const recorded = await db()
        .select()
        .from(changeOperations)
        .where(eq(changeOperations.operationId, operationId));
      expect(recorded.map((row) => row.userId)).toEqual([userId]);
    });

    it('composes changes made apart: two sessions, each with its own operation', async () => {
      await clear('reseau@demo.fr');
      await store('reseau@demo.fr', [promotion]);
      const deviceA = await server.loginAs('reseau@demo.fr');
      const deviceB = await server.loginAs('reseau@demo.fr');
      const answers = await Promise.all([
        change(deviceA, offer, true),
        change(deviceB, exclusive, true),
        change(deviceB, promotion, false),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await stored('reseau@demo.fr')).toEqual([
        { kind: 'offer', itemId: offer.id },
        { kind: 'servicePlus', itemId: exclusive.id },
      ]);
    });

    it('keeps operations of the selection and of the favourites in one record', async () => {
      // The queue's operation ids are shared by every kind of change: an id the selection
      // applied is applied, whatever kind of change replays it.
      const client = await as('reseau@demo.fr');
      await clear('reseau@demo.fr');
      const operationId = randomUUID();
      const selection = await client.request('PATCH', '/fo/user/subThemePreference', {
        json: { operationId, add: [], remove: [] },
      });
      expect(selection.status).toBe(200);
      const favourite = await change(client, offer, true, operationId);
      expect(favourite.status).toBe(200);
      expect(await stored('reseau@demo.fr')).toEqual([]);
    });

    it('refuses a change made for another user with 409, nothing changed', async () => {
      await clear('reseau@demo.fr');
      const client = await as('reseau@demo.fr');
      const pro = await userRow('pro@demo.fr');
      const operationId = randomUUID();
      const body = { operationId, kind: 'offer', id: offer.id, favourite: true };
      const refused = await patch(client, body, { [CHANGE_OWNER_HEADER]: String(pro.id) });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: NOT_THE_OWNER });
      expect(await stored('reseau@demo.fr')).toEqual([]);
      expect(await stored('pro@demo.fr')).not.toContainEqual({ kind: 'offer', itemId: offer.id });
      // Not recorded either: sent again by its own user, it applies.
      const own = await userRow('reseau@demo.fr');
      const accepted = await patch(client, body, { [CHANGE_OWNER_HEADER]: String(own.id) });
      expect(accepted.status).toBe(200);
      expect(await stored('reseau@demo.fr')).toEqual([{ kind: 'offer', itemId: offer.id }]);
    });
  });

  describe('what may be added (agence@demo.fr, pro@demo.fr)', () => {
    it('refuses what the user may not open now with 404, nothing changed', async () => {
      await clear('agence@demo.fr');
      await clear('pro@demo.fr');
      const agence = await as('agence@demo.fr');
      const pro = await as('pro@demo.fr');
      const archived = otherOffer;
      await setOfferStatus(archived, 'archived');
      await setServiceStatus(exclusive, 'archived');
      const [scheduled] = await db()
        .insert(offers)
        .values({
          website: 'https://www.exemple.fr',
          title: 'Offre programmée',
          supplierName: 'Fournisseur',
          summary: 'Résumé',
          description: 'Description',
          discount: '-10 %',
          validFrom: '2026-01-01',
          validTo: '2030-12-31',
          status: 'published',
          publishedAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: offers.id });
      const [draft] = await db()
        .insert(offers)
        .values({
          website: 'https://www.exemple.fr',
          title: 'Offre en brouillon',
          supplierName: 'Fournisseur',
          summary: 'Résumé',
          description: 'Description',
          discount: '-10 %',
          validFrom: '2026-01-01',
          validTo: '2030-12-31',
          status: 'draft',
        })
        .returning({ id: offers.id });
      try {
        const cases: [ApiClient, Item, string][] = [
          [agence, proOnly, 'Offre introuvable.'],
          [pro, agencyNetworkOnly, 'Offre introuvable.'],
          [pro, { kind: 'offer', id: 999_999 }, 'Offre introuvable.'],
          [pro, { kind: 'offer', id: 2 ** 40 }, 'Offre introuvable.'],
          [pro, archived, 'Offre introuvable.'],
          [pro, { kind: 'offer', id: scheduled!.id }, 'Offre introuvable.'],
          [pro, { kind: 'offer', id: draft!.id }, 'Offre introuvable.'],
          [pro, exclusive, 'Service introuvable.'],
          [pro, { kind: 'servicePlus', id: 999_999 }, 'Service introuvable.'],
          // Sale permissions are switched off for agence@demo.fr.
          [agence, salePermission, 'Service introuvable.'],
        ];
        for (const [client, item, message] of cases) {
          const response = await change(client, item, true);
          expect(response.status, key(item)).toBe(404);
          expect(response.body).toEqual({ message });
        }
        expect(await stored('agence@demo.fr')).toEqual([]);
        expect(await stored('pro@demo.fr')).toEqual([]);

        // A refused add was not applied: sent again once the offer is back, it applies.
        const operationId = randomUUID();
        expect((await change(pro, archived, true, operationId)).status).toBe(404);
        await setOfferStatus(archived, 'published');
        expect((await change(pro, archived, true, operationId)).status).toBe(200);
        expect(await stored('pro@demo.fr')).toEqual([{ kind: 'offer', itemId: archived.id }]);
      } finally {
        await setOfferStatus(archived, 'published');
        await setServiceStatus(exclusive, 'published');
        await db()
          .delete(offers)
          .where(inArray(offers.id, [scheduled!.id, draft!.id]));
      }
    });

    it('refuses bad bodies with 400 and French field messages, nothing changed', async () => {
      await clear('pro@demo.fr');
      const pro = await as('pro@demo.fr');
      const cases: [unknown, string][] = [
        [{ operationId: randomUUID(), kind: 'news', id: offer.id, favourite: true }, 'kind'],
        [{ kind: 'offer', id: offer.id, favourite: true }, 'operationId'],
        [
          { operationId: 'pas-un-uuid', kind: 'offer', id: offer.id, favourite: true },
          'operationId',
        ],
        [{ operationId: randomUUID(), kind: 'offer', id: 0, favourite: true }, 'id'],
        [{ operationId: randomUUID(), kind: 'offer', id: -3, favourite: true }, 'id'],
        [{ operationId: randomUUID(), kind: 'offer', id: 1.5, favourite: true }, 'id'],
        [{ operationId: randomUUID(), kind: 'offer', id: String(offer.id), favourite: true }, 'id'],
        [{ operationId: randomUUID(), kind: 'offer', id: offer.id }, 'favourite'],
        [{ operationId: randomUUID(), kind: 'offer', id: offer.id, favourite: 'oui' }, 'favourite'],
      ];
      for (const [body, field] of cases) {
        const response = await patch(pro, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message: INVALID, errors: { [field]: FIELD } });
      }
      for (const body of [null, [], 'offer', {}]) {
        expect((await patch(pro, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect(await stored('pro@demo.fr')).toEqual([]);
    });
  });

  describe('items hidden after being added (pro@demo.fr)', () => {
    it('leaves out an archived offer or service while it is archived', async () => {
      await clear('pro@demo.fr');
      await store('pro@demo.fr', [offer, promotion, exclusive]);
      const pro = await as('pro@demo.fr');
      expect(keysOf(await listOf(pro))).toEqual([key(offer), key(promotion), key(exclusive)]);
      await setOfferStatus(offer, 'archived');
      await setServiceStatus(exclusive, 'archived');
      try {
        expect(keysOf(await listOf(pro))).toEqual([key(promotion)]);
      } finally {
        await setOfferStatus(offer, 'published');
        await setServiceStatus(exclusive, 'published');
      }
      // Republished, each comes back in its place.
      expect(keysOf(await listOf(pro))).toEqual([key(offer), key(promotion), key(exclusive)]);
    });

    it('leaves out a service of a type switched off for the user, and an offer no longer shown to the role', async () => {
      await clear('pro@demo.fr');
      await store('pro@demo.fr', [offer, exclusive, salePermission]);
      const pro = await as('pro@demo.fr');
      const { id } = await userRow('pro@demo.fr');
      await db().update(users).set({ enabledSalePermission: false }).where(eq(users.id, id));
      await db()
        .update(offers)
        .set({ visibleRoles: ['AGENCY', 'NETWORK'] })
        .where(eq(offers.id, offer.id));
      try {
        expect(keysOf(await listOf(pro))).toEqual([key(exclusive)]);
      } finally {
        await db().update(users).set({ enabledSalePermission: true }).where(eq(users.id, id));
        await db()
          .update(offers)
          .set({ visibleRoles: ['PRO', 'AGENCY', 'NETWORK'] })
          .where(eq(offers.id, offer.id));
      }
      expect(keysOf(await listOf(pro))).toEqual([key(offer), key(exclusive), key(salePermission)]);
    });

    it('removes a hidden item for good: it does not come back', async () => {
      await clear('pro@demo.fr');
      await store('pro@demo.fr', [offer, promotion]);
      const pro = await as('pro@demo.fr');
      await setOfferStatus(offer, 'archived');
      try {
        const removed = await change(pro, offer, false);
        expect(removed.status).toBe(200);
        expect(keysOf(Favourites.parse(removed.body))).toEqual([key(promotion)]);
      } finally {
        await setOfferStatus(offer, 'published');
      }
      expect(keysOf(await listOf(pro))).toEqual([key(promotion)]);
    });

    it('never shows an item deleted for good', async () => {
      await clear('pro@demo.fr');
      const [gone] = await db()
        .insert(offers)
        .values({
          website: 'https://www.exemple.fr',
          title: 'Offre bientôt supprimée',
          supplierName: 'Fournisseur',
          summary: 'Résumé',
          description: 'Description',
          discount: '-10 %',
          validFrom: '2026-01-01',
          validTo: '2030-12-31',
          publishedAt: new Date(Date.now() - 60_000),
        })
        .returning({ id: offers.id });
      const pro = await as('pro@demo.fr');
      expect((await change(pro, { kind: 'offer', id: gone!.id }, true)).status).toBe(200);
      await db().delete(offers).where(eq(offers.id, gone!.id));
      expect(await listOf(pro)).toEqual({ offers: [], servicesPlus: [] });
    });
  });

  describe('at most 200 favourites (julien.moreau@demo.fr)', () => {
    const email = 'julien.moreau@demo.fr';
    let extra: Item[];

    beforeAll(async () => {
      const rows = await db()
        .insert(offers)
        .values(
          Array.from({ length: 202 }, (_, index) => ({
            website: 'https://www.exemple.fr',
            title: `Offre favorite ${index + 1}`,
            supplierName: 'Fournisseur',
            summary: 'Résumé',
            description: 'Description',
            discount: '-10 %',
            validFrom: '2026-01-01',
            validTo: '2030-12-31',
            publishedAt: new Date(Date.now() - 60_000),
          })),
        )
        .returning({ id: offers.id });
      extra = rows.map((row) => ({ kind: 'offer', id: row.id }));
    });

    it('refuses the 201st with 400 and the French message, nothing changed', async () => {
      await clear(email);
      await store(email, extra.slice(0, 199));
      const julien = await as(email);
      // The 200th goes in.
      const last = await change(julien, extra[199]!, true);
      expect(last.status).toBe(200);
      expect(Favourites.parse(last.body).offers).toHaveLength(200);
      const before = await stored(email);
      const operationId = randomUUID();
      const refused = await change(julien, extra[200]!, true, operationId);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: TOO_MANY });
      const service = await change(julien, exclusive, true);
      expect(service.status).toBe(400);
      expect(service.body).toEqual({ message: TOO_MANY });
      expect(await stored(email)).toEqual(before);
      // Adding one already there changes nothing, and removing is always allowed.
      expect((await change(julien, extra[0]!, true)).status).toBe(200);
      const removed = await change(julien, extra[0]!, false);
      expect(removed.status).toBe(200);
      expect(Favourites.parse(removed.body).offers).toHaveLength(199);
      // The refused operation was not applied: with room made, it goes in.
      const retried = await change(julien, extra[200]!, true, operationId);
      expect(retried.status).toBe(200);
      expect(Favourites.parse(retried.body).offers[0]!.id).toBe(extra[200]!.id);
    });

    it('counts the favourites the user sees: a hidden one leaves room', async () => {
      await clear(email);
      await store(email, extra.slice(0, 200));
      const julien = await as(email);
      expect((await change(julien, extra[200]!, true)).status).toBe(400);
      await setOfferStatus(extra[0]!, 'archived');
      try {
        const added = await change(julien, extra[200]!, true);
        expect(added.status).toBe(200);
        expect(Favourites.parse(added.body).offers).toHaveLength(200);
      } finally {
        await setOfferStatus(extra[0]!, 'published');
      }
    });

    it('holds against concurrent adds from several devices', async () => {
      await clear(email);
      await store(email, extra.slice(0, 198));
      const devices = await Promise.all([1, 2, 3, 4].map(() => server.loginAs(email)));
      const answers = await Promise.all(
        devices.map((device, index) => change(device, extra[198 + index]!, true)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 400, 400]);
      expect(await stored(email)).toHaveLength(200);
    });
  });

  describe('an admin acting as someone', () => {
    it("changes the acted-as user's favourites, journalled, and only that user's", async () => {
      await clear('pro@demo.fr');
      await clear('admin@demo.fr');
      const pro = await userRow('pro@demo.fr');
      const admin = await userRow('admin@demo.fr');
      const client = await server.loginAs('admin@demo.fr');
      await setActingAs(db(), 'admin@demo.fr', pro.id);
      try {
        const operationId = randomUUID();
        const body = { operationId, kind: 'offer', id: offer.id, favourite: true };
        const asAdmin = await patch(client, body, { [CHANGE_OWNER_HEADER]: String(admin.id) });
        expect(asAdmin.status).toBe(409);
        const asPro = await patch(client, body, { [CHANGE_OWNER_HEADER]: String(pro.id) });
        expect(asPro.status).toBe(200);
        expect(keysOf(await listOf(client))).toEqual([key(offer)]);
        expect(await stored('pro@demo.fr')).toEqual([{ kind: 'offer', itemId: offer.id }]);
        expect(await stored('admin@demo.fr')).toEqual([]);
        expect(keysOf(await listOf(await as('pro@demo.fr')))).toEqual([key(offer)]);
        const journal = await db()
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.entityId, pro.id), eq(auditEntries.action, 'act-as-change')));
        expect(journal).toHaveLength(1);
        expect(journal[0]!.summary).toMatch(/\(pro@demo\.fr\) : favoris modifiés$/);
        expect(journal[0]!.after).toEqual({
          request: 'PATCH /fo/user/favourites',
          ...body,
        });
      } finally {
        await setActingAs(db(), 'admin@demo.fr', null);
      }
    });
  });
});
