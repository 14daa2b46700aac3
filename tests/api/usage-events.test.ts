/**
 * The usage the platform measures itself (docs/statistics.md): the intake of what the PWA reports
 * (one event per queued change, recorded once per id, owned by its user), what the server records
 * where it sees it (logins, redirections, price lists), pseudonymous rows, acting-as not counted,
 * and the retention job. The push and digest events are checked in push.test.ts and
 * digest.test.ts, beside their jobs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHANGE_OWNER_HEADER,
  MAX_USAGE_EVENTS_PER_SEND,
  OFFLINE_COPY_HEADER,
  Offers,
} from '../../src/contract/api';
import { openDatabase } from '../../server/db/client';
import { jobs, offers, servicesPlus, usageEvents, users } from '../../server/db/schema';
import { usageUserKey } from '../../server/services/usage-events';
import {
  DATABASE_KINDS,
  RULES_DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../support/api-server';
import { setActingAs } from '../support/acting-as';
import type { ApiClient } from '../support/api-client';
import { createSeededDatabase } from '../support/test-database';

const NOT_THE_OWNER =
  'Cette modification a été faite pour un autre compte que celui connecté : elle n’a pas été enregistrée.';
const DAY = 24 * 60 * 60 * 1000;

describe.each(RULES_DATABASE_KINDS)('usage events (%s)', (kind) => {
  let server: TestServer;
  const db = () => server.database.db;

  async function userRow(email: string) {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    return row!;
  }

  /** POST /fo/user/usageEvents as the PWA's queue sends its gathered events: naming their owner. */
  async function reportAll(client: ApiClient, events: Record<string, unknown>[], owner: number) {
    return client.request('POST', '/fo/user/usageEvents', {
      json: {
        events: events.map((event) => ({
          id: randomUUID(),
          occurredAt: new Date().toISOString(),
          ...event,
        })),
      },
      headers: { [CHANGE_OWNER_HEADER]: String(owner) },
    });
  }
  const report = (client: ApiClient, event: Record<string, unknown>, owner: number) =>
    reportAll(client, [event], owner);

  const eventsOfKind = (eventKind: string) =>
    db()
      .select()
      .from(usageEvents)
      .where(sql`${usageEvents.kind} = ${eventKind}`);
  const eventById = async (id: string) =>
    (await db().select().from(usageEvents).where(eq(usageEvents.id, id)))[0];

  beforeAll(async () => {
    server = await startTestServer(kind);
    // Their logins are events too: made before each test's clean slate.
    for (const email of ['pro@demo.fr', 'agence@demo.fr', 'partenaire@demo.fr', 'admin@demo.fr']) {
      await server.as(email);
    }
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await db().delete(usageEvents);
  });

  describe('the intake of what the PWA reports', () => {
    it('records each kind once, pseudonymous, with the role and company of its user', async () => {
      const pro = await userRow('pro@demo.fr');
      const client = await server.as('pro@demo.fr');
      const reported = [
        { kind: 'offer_view', itemId: 1 },
        { kind: 'promotion_view', itemId: 2 },
        { kind: 'service_view', itemId: 3 },
        { kind: 'news_view', itemId: 4 },
        { kind: 'search', searchTerms: '  Perceuse   SANS fil ', searchFound: false },
        { kind: 'filter_change', itemId: 5 },
        { kind: 'filter_change', itemId: null },
        { kind: 'push_opened' },
      ].map((event) => ({ id: randomUUID(), ...event }));
      for (const event of reported) {
        const answer = await report(client, event, pro.id);
        expect(answer.status, answer.text).toBe(204);
        // A replay (a lost answer, another tab) records nothing more.
        expect((await report(client, event, pro.id)).status).toBe(204);
      }
      const rows = await db().select().from(usageEvents);
      expect(rows).toHaveLength(reported.length);
      // An HMAC of the id (43 base64url characters), each user's own: never the id or the e-mail.
      const key = await usageUserKey(db(), pro.id);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(key).not.toBe(await usageUserKey(db(), (await userRow('agence@demo.fr')).id));
      for (const row of rows) {
        expect(row).toMatchObject({ userKey: key, role: 'PRO', companyId: pro.companyId });
      }
      expect(await eventById(reported[4]!.id)).toMatchObject({
        kind: 'search',
        itemId: null,
        searchTerms: 'perceuse sans fil',
        searchFound: false,
      });
      expect(await eventById(reported[0]!.id)).toMatchObject({ kind: 'offer_view', itemId: 1 });
      expect(await eventById(reported[6]!.id)).toMatchObject({
        kind: 'filter_change',
        itemId: null,
      });
    });

    it('records the events a device gathered in one request, each once', async () => {
      const pro = await userRow('pro@demo.fr');
      const client = await server.as('pro@demo.fr');
      const gathered = Array.from({ length: MAX_USAGE_EVENTS_PER_SEND }, (_, index) => ({
        id: randomUUID(),
        kind: 'offer_view',
        itemId: 1 + index,
      }));
      expect((await reportAll(client, gathered, pro.id)).status).toBe(204);
      // Sent again with one more (the answer was lost, one more view gathered meanwhile).
      const more = { id: randomUUID(), kind: 'news_view', itemId: 2 };
      expect((await reportAll(client, [...gathered.slice(1), more], pro.id)).status).toBe(204);
      const rows = await db().select({ id: usageEvents.id }).from(usageEvents);
      expect(rows.map((row) => row.id).sort()).toEqual(
        [...gathered, more].map((event) => event.id).sort(),
      );
    });

    it('refuses a request with one wrong event, too many or none, and records nothing', async () => {
      const pro = await userRow('pro@demo.fr');
      const client = await server.as('pro@demo.fr');
      const view = () => ({ id: randomUUID(), kind: 'offer_view', itemId: 1 });
      const refused: [Record<string, unknown>[], string][] = [
        [[view(), { kind: 'login' }, view()], 'Type d’événement inconnu.'],
        [
          Array.from({ length: MAX_USAGE_EVENTS_PER_SEND + 1 }, view),
          '50 événements au plus par envoi.',
        ],
        [[], 'Aucun événement à enregistrer.'],
      ];
      for (const [events, message] of refused) {
        const answer = await reportAll(client, events, pro.id);
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(message);
      }
      expect(await db().select().from(usageEvents)).toEqual([]);
    });

    it('records once an event sent several times at once', async () => {
      const pro = await userRow('pro@demo.fr');
      const client = await server.as('pro@demo.fr');
      const event = { id: randomUUID(), kind: 'offer_view', itemId: 7 };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => report(client, event, pro.id)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(204));
      expect(await eventsOfKind('offer_view')).toHaveLength(1);
    });

    it('keeps the time a view was made offline, within the present and the retention', async () => {
      const pro = await userRow('pro@demo.fr');
      const client = await server.as('pro@demo.fr');
      const offline = {
        id: randomUUID(),
        occurredAt: new Date(Date.now() - 3 * DAY).toISOString(),
      };
      const future = { id: randomUUID(), occurredAt: new Date(Date.now() + 5 * DAY).toISOString() };
      const ancient = { id: randomUUID(), occurredAt: '2020-01-01T10:00:00+01:00' };
      const before = Date.now();
      for (const event of [offline, future, ancient]) {
        expect(
          (await report(client, { ...event, kind: 'offer_view', itemId: 1 }, pro.id)).status,
        ).toBe(204);
      }
      expect((await eventById(offline.id))!.occurredAt.toISOString()).toBe(offline.occurredAt);
      const clampedFuture = (await eventById(future.id))!.occurredAt.getTime();
      expect(clampedFuture).toBeGreaterThanOrEqual(before - 1000);
      expect(clampedFuture).toBeLessThanOrEqual(Date.now() + 1000);
      const thirteenMonths = new Date();
      thirteenMonths.setUTCMonth(thirteenMonths.getUTCMonth() - 13);
      expect(
        Math.abs((await eventById(ancient.id))!.occurredAt.getTime() - thirteenMonths.getTime()),
      ).toBeLessThan(60_000);
    });

    it('refuses an event made for another user (409) and records nothing', async () => {
      const agency = await userRow('agence@demo.fr');
      const client = await server.as('pro@demo.fr');
      const answer = await report(client, { kind: 'offer_view', itemId: 1 }, agency.id);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: NOT_THE_OWNER });
      expect(await db().select().from(usageEvents)).toEqual([]);
    });

    it('refuses what is not a client event with a French message, and records nothing', async () => {
      const pro = await userRow('pro@demo.fr');
      const client = await server.as('pro@demo.fr');
      const refused = [
        { kind: 'login' },
        { kind: 'offer_redirection', itemId: 1 },
        { kind: 'offer_view' },
        { kind: 'offer_view', itemId: -1 },
        { kind: 'search', searchTerms: '   ', searchFound: true },
        { kind: 'search', searchTerms: 'x' },
        { kind: 'push_opened', itemId: 3 },
        { kind: 'offer_view', itemId: 1, id: 'pas-un-uuid' },
        { kind: 'offer_view', itemId: 1, occurredAt: 'hier' },
      ];
      for (const event of refused) {
        const answer = await report(client, event, pro.id);
        expect(answer.status, JSON.stringify(event)).toBe(400);
        // French only: Zod's English words never reach the user.
        expect(answer.text).not.toMatch(/\b(invalid|expected|required)\b/i);
      }
      expect(await db().select().from(usageEvents)).toEqual([]);
    });

    it('answers 401 without a session and 403 to roles that browse nothing measured', async () => {
      const anonymous = server.client();
      const answer = await anonymous.post('/fo/user/usageEvents', {
        events: [{ id: randomUUID(), kind: 'push_opened', occurredAt: new Date().toISOString() }],
      });
      expect(answer.status).toBe(401);
      for (const email of ['partenaire@demo.fr', 'admin@demo.fr']) {
        const user = await userRow(email);
        expect(
          (await report(await server.as(email), { kind: 'push_opened' }, user.id)).status,
        ).toBe(403);
      }
      expect(await db().select().from(usageEvents)).toEqual([]);
    });

    it('does not count an admin acting as a user as that user, and answers alike', async () => {
      const pro = await userRow('pro@demo.fr');
      const admin = await server.as('admin@demo.fr');
      await setActingAs(db(), 'admin@demo.fr', pro.id);
      try {
        const answer = await report(admin, { kind: 'offer_view', itemId: 1 }, pro.id);
        expect(answer.status).toBe(204);
        const list = Offers.parse((await admin.get('/fo/offer/user/offers')).body);
        const redirection = await admin.post(`/fo/offer/userWebsiteRedirection/${list[0]!.id}`);
        expect(redirection.status).toBe(200);
      } finally {
        await setActingAs(db(), 'admin@demo.fr', null);
      }
      expect(await db().select().from(usageEvents)).toEqual([]);
    });
  });

  describe('what the server records itself', () => {
    it('records each login, with the role of the user', async () => {
      await server.loginAs('agence@demo.fr');
      await server.loginAs('agence@demo.fr');
      const logins = await eventsOfKind('login');
      expect(logins).toHaveLength(2);
      const agency = await userRow('agence@demo.fr');
      const key = await usageUserKey(db(), agency.id);
      expect(logins.every((row) => row.userKey === key && row.role === 'AGENCY')).toBe(true);
      // A failed login is none.
      const failed = await server.client().postForm('/form-login', {
        username: 'agence@demo.fr',
        password: 'f'.repeat(64),
      });
      expect(failed.status).toBe(200);
      expect(await eventsOfKind('login')).toHaveLength(2);
    });

    it('records website redirections of offers and services, each click', async () => {
      const client = await server.as('pro@demo.fr');
      const [offer] = Offers.parse((await client.get('/fo/offer/user/offers')).body);
      const [service] = await db()
        .select({ id: servicesPlus.id })
        .from(servicesPlus)
        .where(eq(servicesPlus.type, 'EXCLUSIVE_SERVICE'))
        .orderBy(servicesPlus.id)
        .limit(1);
      for (let i = 0; i < 2; i += 1) {
        expect((await client.post(`/fo/offer/userWebsiteRedirection/${offer!.id}`)).status).toBe(
          200,
        );
      }
      expect(
        (await client.post(`/fo/servicePlus/userWebsiteRedirection/${service!.id}`)).status,
      ).toBe(200);
      // A refused redirection (unknown offer) is none.
      expect((await client.post('/fo/offer/userWebsiteRedirection/999999')).status).toBe(404);
      const offerRows = await eventsOfKind('offer_redirection');
      expect(offerRows.map((row) => row.itemId)).toEqual([offer!.id, offer!.id]);
      expect((await eventsOfKind('service_redirection')).map((row) => row.itemId)).toEqual([
        service!.id,
      ]);
    });

    it('records a price list downloaded, not a copy kept for offline use', async () => {
      const client = await server.as('pro@demo.fr');
      const list = Offers.parse((await client.get('/fo/offer/user/offers')).body);
      const offer = list.find((item) => item.priceList)!;
      const url = `/document/offer/${offer.id}/priceList/download`;
      expect((await client.get(url)).status).toBe(200);
      expect((await client.get(url, { [OFFLINE_COPY_HEADER]: '1' })).status).toBe(200);
      const rows = await eventsOfKind('price_list_download');
      expect(rows.map((row) => row.itemId)).toEqual([offer.id]);
    });
  });

  describe('the retention job', () => {
    it('deletes the events older than 13 months and keeps the others', async () => {
      const now = new Date('2026-11-27T10:00:00Z');
      const base = { userKey: 'k', role: 'PRO' as const, kind: 'login' as const };
      const old = { ...base, id: randomUUID(), occurredAt: new Date('2025-10-26T10:00:00Z') };
      const kept = { ...base, id: randomUUID(), occurredAt: new Date('2025-10-28T10:00:00Z') };
      await db().insert(usageEvents).values([old, kept]);
      await server.app.jobs.tick(() => now);
      const left = await db().select({ id: usageEvents.id }).from(usageEvents);
      expect(left).toEqual([{ id: kept.id }]);
      const [slot] = await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, 'usage-retention'), eq(jobs.key, 'usage-retention:2026-11-27')));
      expect(slot).toMatchObject({ state: 'done' });
    });
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))(
  'usage events on two servers (postgres)',
  () => {
    let servers: TestServer[] = [];
    let drop: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const database = await createSeededDatabase('usage');
      drop = () => database.drop();
      for (let i = 0; i < 2; i += 1) {
        const opened = await openDatabase({ databaseUrl: database.url, dataDir: '' });
        servers.push(await startTestServer('postgres', { database: opened }));
      }
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      servers = [];
      await drop();
    });

    it('records once the same event sent to both at the same time', async () => {
      const [first, second] = servers as [TestServer, TestServer];
      const [pro] = await first.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'pro@demo.fr'));
      const clients = [await first.loginAs('pro@demo.fr'), await second.loginAs('pro@demo.fr')];
      const events = Array.from({ length: 20 }, () => ({
        id: randomUUID(),
        kind: 'offer_view',
        itemId: 1,
        occurredAt: new Date().toISOString(),
      }));
      const answers = await Promise.all(
        events.flatMap((event) =>
          clients.map((client) =>
            client.request('POST', '/fo/user/usageEvents', {
              json: { events: [event] },
              headers: { [CHANGE_OWNER_HEADER]: String(pro!.id) },
            }),
          ),
        ),
      );
      expect(answers.every((answer) => answer.status === 204)).toBe(true);
      const rows = await first.database.db
        .select({ id: usageEvents.id })
        .from(usageEvents)
        .where(sql`${usageEvents.kind} = 'offer_view'`);
      expect(rows.map((row) => row.id).sort()).toEqual(events.map((event) => event.id).sort());
      expect(await first.database.db.select().from(offers).limit(1)).toHaveLength(1);
    });
  },
);
