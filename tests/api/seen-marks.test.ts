import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CHANGE_OWNER_HEADER,
  Offers,
  Progress,
  SeenMarks,
  type SeenSection,
} from '../../src/contract/api';
import {
  offerSubThemes,
  offers,
  seenMarks,
  userSubThemePreferences,
  users,
} from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { setActingAs } from '../support/acting-as';

const NOT_THE_OWNER =
  'Cette modification a été faite pour un autre compte que celui connecté : elle n’a pas été enregistrée.';

describe.each(RULES_DATABASE_KINDS)('seen marks (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);

  async function userRow(email: string) {
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  /** PUT /fo/user/seenMarks/{section} as the PWA sends it: naming its owner. */
  async function mark(email: string, section: string, seenUpTo: unknown, owner?: number) {
    const client = await as(email);
    return client.request('PUT', `/fo/user/seenMarks/${section}`, {
      json: { seenUpTo },
      headers: { [CHANGE_OWNER_HEADER]: String(owner ?? (await userRow(email)).id) },
    });
  }

  async function marksOf(email: string) {
    const response = await (await as(email)).get('/fo/user/seenMarks');
    expect(response.status).toBe(200);
    return SeenMarks.parse(response.body);
  }

  async function storedMark(email: string, section: SeenSection) {
    const { id } = await userRow(email);
    const [row] = await server.database.db
      .select({ seenUpTo: seenMarks.seenUpTo })
      .from(seenMarks)
      .where(and(eq(seenMarks.userId, id), eq(seenMarks.section, section)));
    return row?.seenUpTo ?? null;
  }

  async function progressOf(email: string) {
    const response = await (await as(email)).get('/fo/user/progress');
    expect(response.status).toBe(200);
    return Progress.parse(response.body);
  }

  async function offerList(email: string) {
    const response = await (await as(email)).get('/fo/offer/user/offers');
    expect(response.status).toBe(200);
    return Offers.parse(response.body);
  }

  const newest = (list: { publishedAt: string }[]) =>
    list.map((item) => item.publishedAt).reduce((a, b) => (Date.parse(a) > Date.parse(b) ? a : b));

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('access', () => {
    it('answers 401 without a session', async () => {
      const anonymous = server.client();
      expect((await anonymous.get('/fo/user/seenMarks')).status).toBe(401);
      const put = await anonymous.request('PUT', '/fo/user/seenMarks/offers', {
        json: { seenUpTo: new Date().toISOString() },
      });
      expect(put.status).toBe(401);
    });

    it('answers 403 to the roles that read no list (partner, admin acting as nobody)', async () => {
      for (const email of ['partenaire@demo.fr', 'admin@demo.fr']) {
        const client = await as(email);
        expect((await client.get('/fo/user/seenMarks')).status, email).toBe(403);
        const put = await mark(email, 'offers', new Date().toISOString());
        expect(put.status, email).toBe(403);
      }
    });

    it('keeps the news mark to the roles that read news', async () => {
      expect((await marksOf('pro@demo.fr')).news).not.toBeNull();
      expect((await marksOf('agence@demo.fr')).news).not.toBeNull();
      expect((await marksOf('reseau@demo.fr')).news).toBeNull();
      const seeded = await storedMark('reseau@demo.fr', 'news');
      const refused = await mark('reseau@demo.fr', 'news', new Date().toISOString());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Vous n’avez pas accès à cette ressource.' });
      expect(await storedMark('reseau@demo.fr', 'news')).toEqual(seeded);
    });
  });

  describe('reading', () => {
    it('answers the stored marks, and the account’s creation for a list never marked', async () => {
      const agence = await userRow('agence@demo.fr');
      expect(await marksOf('agence@demo.fr')).toEqual({
        offers: (await storedMark('agence@demo.fr', 'offers'))!.toISOString(),
        promotions: (await storedMark('agence@demo.fr', 'promotions'))!.toISOString(),
        news: (await storedMark('agence@demo.fr', 'news'))!.toISOString(),
      });
      await server.database.db
        .delete(seenMarks)
        .where(and(eq(seenMarks.userId, agence.id), eq(seenMarks.section, 'promotions')));
      expect((await marksOf('agence@demo.fr')).promotions).toBe(agence.createdAt.toISOString());
      // Its first mark is never earlier than that: what came before the account was never new.
      const before = new Date(agence.createdAt.getTime() - 86_400_000).toISOString();
      const marked = await mark('agence@demo.fr', 'promotions', before);
      expect(marked.status).toBe(200);
      expect(SeenMarks.parse(marked.body).promotions).toBe(agence.createdAt.toISOString());
    });

    it('is private and never kept by a shared cache', async () => {
      const response = await (await as('pro@demo.fr')).get('/fo/user/seenMarks');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    });
  });

  describe('marking', () => {
    it('moves a mark forward only, answers the new marks, and a replay changes nothing', async () => {
      // Marks of an hour ago, on an account older than that (a mark is never before the account).
      const db = server.database.db;
      const { id } = await userRow('reseau@demo.fr');
      const base = Date.now() - 3_600_000;
      await db
        .update(users)
        .set({ createdAt: new Date(base - 3_600_000) })
        .where(eq(users.id, id));
      await db
        .update(seenMarks)
        .set({ seenUpTo: new Date(base) })
        .where(eq(seenMarks.userId, id));

      const t1 = new Date(base + 600_000).toISOString();
      const first = await mark('reseau@demo.fr', 'offers', t1);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(SeenMarks.parse(first.body)).toEqual({
        offers: t1,
        promotions: new Date(base).toISOString(), // another section moves alone
        news: null,
      });

      // The same change again (a replay): the same answer, the same stored mark.
      const stored = await storedMark('reseau@demo.fr', 'offers');
      const replay = await mark('reseau@demo.fr', 'offers', t1);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await storedMark('reseau@demo.fr', 'offers')).toEqual(stored);

      // An earlier mark (a late change from another device) takes nothing back.
      const earlier = await mark('reseau@demo.fr', 'offers', new Date(base).toISOString());
      expect(earlier.status).toBe(200);
      expect(SeenMarks.parse(earlier.body).offers).toBe(t1);
      expect(await storedMark('reseau@demo.fr', 'offers')).toEqual(stored);

      // A later one moves it.
      const t2 = new Date(base + 1_200_000).toISOString();
      expect(SeenMarks.parse((await mark('reseau@demo.fr', 'offers', t2)).body).offers).toBe(t2);
    });

    it('never marks later than the server’s now', async () => {
      const future = new Date(Date.now() + 365 * 24 * 3_600_000).toISOString();
      const response = await mark('agence@demo.fr', 'news', future);
      const after = Date.now();
      expect(response.status).toBe(200);
      const marked = Date.parse(SeenMarks.parse(response.body).news!);
      expect(marked).toBeLessThanOrEqual(after);
      expect(marked).toBeGreaterThan(after - 60_000);
    });

    it('takes a date-time with an offset and answers it in UTC', async () => {
      const { id } = await userRow('agence@demo.fr');
      await server.database.db
        .update(seenMarks)
        .set({ seenUpTo: new Date('2020-01-01T00:00:00Z') })
        .where(and(eq(seenMarks.userId, id), eq(seenMarks.section, 'offers')));
      await server.database.db
        .update(users)
        .set({ createdAt: new Date('2019-01-01T00:00:00Z') })
        .where(eq(users.id, id));
      const response = await mark('agence@demo.fr', 'offers', '2024-05-01T12:30:00+02:00');
      expect(response.status).toBe(200);
      expect(SeenMarks.parse(response.body).offers).toBe('2024-05-01T10:30:00.000Z');
    });

    it('refuses bad input with 400 and French messages, and never a 5xx', async () => {
      const cases: [string, unknown][] = [
        ['offers', 'hier'],
        ['offers', '2024-05-01'],
        ['offers', '2024-05-01T10:30:00'], // no offset
        ['offers', 42],
        ['offers', null],
        ['offres', new Date().toISOString()],
        ['services', new Date().toISOString()],
      ];
      for (const [section, seenUpTo] of cases) {
        const response = await mark('pro@demo.fr', section, seenUpTo);
        expect(response.status, `${section} ${String(seenUpTo)}`).toBe(400);
        expect(response.body).toMatchObject({ message: expect.any(String) });
      }
      const client = await as('pro@demo.fr');
      const { id } = await userRow('pro@demo.fr');
      const noBody = await client.request('PUT', '/fo/user/seenMarks/offers', {
        json: {},
        headers: { [CHANGE_OWNER_HEADER]: String(id) },
      });
      expect(noBody.status).toBe(400);
      expect(noBody.body).toMatchObject({ errors: { seenUpTo: expect.any(String) } });
    });

    it('refuses a change made for another user with 409, nothing changed', async () => {
      const pro = await userRow('pro@demo.fr');
      const before = await storedMark('agence@demo.fr', 'promotions');
      const response = await mark('agence@demo.fr', 'promotions', new Date().toISOString(), pro.id);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: NOT_THE_OWNER });
      expect(await storedMark('agence@demo.fr', 'promotions')).toEqual(before);
    });

    it('marks the acted-as user’s list when an admin acts as someone', async () => {
      const db = server.database.db;
      const agence = await userRow('agence@demo.fr');
      const admin = await userRow('admin@demo.fr');
      await as('admin@demo.fr'); // the session that will act as the agency
      await setActingAs(db, 'admin@demo.fr', agence.id);
      try {
        const seenUpTo = new Date(Date.now() - 1000).toISOString();
        const asAdmin = await mark('admin@demo.fr', 'promotions', seenUpTo, admin.id);
        expect(asAdmin.status).toBe(409);
        const asAgence = await mark('admin@demo.fr', 'promotions', seenUpTo, agence.id);
        expect(asAgence.status).toBe(200);
        expect(
          (await storedMark('agence@demo.fr', 'promotions'))!.getTime(),
        ).toBeGreaterThanOrEqual(Date.parse(seenUpTo));
        expect(await storedMark('admin@demo.fr', 'promotions')).toBeNull();
      } finally {
        await setActingAs(db, 'admin@demo.fr', null);
      }
    });
  });

  describe('saving notifications', () => {
    it('drop to 0 once pro has seen its offers, and count an offer published after', async () => {
      // The demo: two offers of pro's sub-themes were published after its offers' mark.
      expect((await progressOf('pro@demo.fr')).numberSavingNotification).toBe(2);

      const list = await offerList('pro@demo.fr');
      const seenUpTo = newest(list);
      const marked = await mark('pro@demo.fr', 'offers', seenUpTo);
      expect(marked.status).toBe(200);
      expect(Date.parse(SeenMarks.parse(marked.body).offers)).toBe(Date.parse(seenUpTo));
      const seen = await progressOf('pro@demo.fr');
      expect(seen.numberSavingNotification).toBe(0);

      // An offer published now in one of pro's sub-themes is new again.
      const pro = await userRow('pro@demo.fr');
      const [preference] = await server.database.db
        .select({ subThemeId: userSubThemePreferences.subThemeId })
        .from(userSubThemePreferences)
        .where(eq(userSubThemePreferences.userId, pro.id));
      const [created] = await server.database.db
        .insert(offers)
        .values({
          website: 'https://www.exemple.fr',
          title: 'Offre publiée après la marque',
          supplierName: 'Fournisseur Test',
          summary: 'Résumé',
          description: 'Description',
          discount: '-10 %',
          validFrom: '2024-01-01',
          validTo: '2099-12-31',
          status: 'published',
          publishedAt: new Date(),
        })
        .returning({ id: offers.id });
      await server.database.db
        .insert(offerSubThemes)
        .values({ offerId: created!.id, subThemeId: preference!.subThemeId });

      const after = await progressOf('pro@demo.fr');
      expect(after.numberSavingNotification).toBe(1);
      expect(after.numberOfNotification).toBe(seen.numberOfNotification + 1);
      const published = (await offerList('pro@demo.fr')).find((offer) => offer.id === created!.id);
      expect(published).toBeDefined();
      expect(Date.parse(published!.publishedAt)).toBeGreaterThan(Date.parse(seenUpTo));

      // Seeing the list again, with the new offer in it, clears it.
      const again = await mark('pro@demo.fr', 'offers', newest(await offerList('pro@demo.fr')));
      expect(again.status).toBe(200);
      expect((await progressOf('pro@demo.fr')).numberSavingNotification).toBe(0);

      // A promotion counts until the promotions are seen, whatever the offers' mark says.
      const [promotion] = await server.database.db
        .insert(offers)
        .values({
          website: 'https://www.exemple.fr',
          title: 'Promotion publiée après la marque',
          supplierName: 'Fournisseur Test',
          summary: 'Résumé',
          description: 'Description',
          discount: '-20 %',
          validFrom: '2024-01-01',
          validTo: '2099-12-31',
          privilege: true,
          status: 'published',
          publishedAt: new Date(),
        })
        .returning({ id: offers.id, publishedAt: offers.publishedAt });
      await server.database.db
        .insert(offerSubThemes)
        .values({ offerId: promotion!.id, subThemeId: preference!.subThemeId });
      expect((await progressOf('pro@demo.fr')).numberSavingNotification).toBe(1);
      await mark('pro@demo.fr', 'offers', new Date().toISOString());
      expect((await progressOf('pro@demo.fr')).numberSavingNotification).toBe(1);
      await mark('pro@demo.fr', 'promotions', promotion!.publishedAt!.toISOString());
      expect((await progressOf('pro@demo.fr')).numberSavingNotification).toBe(0);
    });
  });
});
