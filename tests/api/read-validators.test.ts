/**
 * The reads answered from memory (docs/performance.md, "Caches kept exact"; docs/http-contract.md,
 * "Validators"): each carries a validator, a 304 answers only the very same answer, and a change
 * (content, the user's marks, what the role sees) shows on the next read, with a new validator.
 * A session kept in memory is still touched and still expires when idle.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_OWNER_HEADER } from '../../src/contract/api';
import { sessions, users } from '../../server/db/schema';
import { benchOffer } from '../bench/http-load';
import { articleInput } from '../support/article-suite';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

describe.each(RULES_DATABASE_KINDS)('reads answered from memory (%s)', (kind) => {
  let server: TestServer;
  let pro: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [pro, admin] = await Promise.all([
      server.loginAs('pro@demo.fr'),
      server.loginAs('admin@demo.fr'),
    ]);
  });
  afterAll(() => server.close());
  afterEach(() => void vi.useRealTimers());

  async function userId(email: string): Promise<number> {
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  }

  /** The answer's validator, then whether asking again with it gets a 304 without a body. */
  async function validated(client: ApiClient, path: string) {
    const first = await client.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await client.request('GET', path, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    return { etag: etag!, body: first.body };
  }

  async function changedSince(client: ApiClient, path: string, etag: string) {
    const next = await client.request('GET', path, { headers: { 'if-none-match': etag } });
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(etag);
    return next.body;
  }

  it('answers the offer list, an offer, the count and the news with validators; a publication shows at once', async () => {
    const list = await validated(pro, '/fo/offer/user/offers');
    const [first] = list.body as { id: number; subThemeIds: number[] }[];
    const detail = await validated(pro, `/fo/offer/${first!.id}`);
    const count = await validated(pro, '/fo/offer/user/offers/privilege/count');
    const news = await validated(pro, '/fo/news/');

    const privilege = await validated(pro, '/fo/offer/user/offers/privilege');
    const created = await admin.post<{ id: number }>('/bo/api/offers', {
      ...benchOffer('Offre publiée pendant le test des validateurs', first!.subThemeIds[0]!),
      privilege: true,
    });
    expect(created.status).toBe(201);
    const promotions = (await changedSince(
      pro,
      '/fo/offer/user/offers/privilege',
      privilege.etag,
    )) as {
      id: number;
    }[];
    expect(promotions.map(({ id }) => id)).toContain(created.body.id);
    expect(await changedSince(pro, '/fo/offer/user/offers/privilege/count', count.etag)).toBe(
      (count.body as number) + 1,
    );
    // The other answers are the same texts, hence the same validators: 304 only when identical.
    for (const [path, { etag }] of [
      ['/fo/offer/user/offers', list],
      [`/fo/offer/${first!.id}`, detail],
    ] as const) {
      const same = await pro.request('GET', path, { headers: { 'if-none-match': etag } });
      expect(same.status).toBe(304);
    }

    const published = await admin.post(
      '/bo/api/news',
      articleInput({ title: 'Actualité du test des validateurs' }),
    );
    expect(published.status).toBe(201);
    const items = (await changedSince(pro, '/fo/news/', news.etag)) as { title: string }[];
    expect(items[0]!.title).toBe('Actualité du test des validateurs');
  });

  it('changes the progress’s validator with the user’s marks, and with its account', async () => {
    const before = await validated(pro, '/fo/user/progress');
    const marked = await pro.request('PUT', '/fo/user/seenMarks/news', {
      json: { seenUpTo: new Date().toISOString() },
      headers: { [CHANGE_OWNER_HEADER]: String(await userId('pro@demo.fr')) },
    });
    expect(marked.status).toBe(200);
    const seen = (await changedSince(pro, '/fo/user/progress', before.etag)) as {
      numberSavingNotification: number;
    };
    expect(seen.numberSavingNotification).toBeLessThan(
      (before.body as { numberSavingNotification: number }).numberSavingNotification,
    );
    const after = await validated(pro, '/fo/user/progress');
    // What pro's account holds changes (a module the back office turns on or off).
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'pro@demo.fr'));
    await server.database.db
      .update(users)
      .set({ beneficiaryModule: !row!.beneficiaryModule })
      .where(eq(users.id, row!.id));
    try {
      const changed = (await changedSince(pro, '/fo/user/progress', after.etag)) as {
        beneficiaryModule: boolean;
      };
      expect(changed.beneficiaryModule).toBe(!row!.beneficiaryModule);
    } finally {
      await server.database.db
        .update(users)
        .set({ beneficiaryModule: row!.beneficiaryModule })
        .where(eq(users.id, row!.id));
    }
  });

  it('still touches a session kept in memory once a minute, and ends it after 8 idle hours', async () => {
    const client = await server.loginAs('agence@demo.fr');
    expect((await client.get('/fo/user/progress')).status).toBe(200);
    const [session] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userId('agence@demo.fr')));
    const lastSeen = async () =>
      (
        await server.database.db.select().from(sessions).where(eq(sessions.id, session!.id))
      )[0]?.lastSeenAt.getTime();
    const loggedIn = (await lastSeen())!;

    vi.useFakeTimers({ toFake: ['Date'], now: loggedIn + 2 * 60_000 });
    expect((await client.get('/fo/user/progress')).status).toBe(200);
    expect(await lastSeen()).toBe(loggedIn + 2 * 60_000);

    vi.setSystemTime(loggedIn + 2 * 60_000 + 8 * 60 * 60_000 + 1_000);
    expect((await client.get('/fo/user/progress')).status).toBe(401);
    expect(await lastSeen()).toBeUndefined();
  });
});
