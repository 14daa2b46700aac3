/**
 * Web Push over HTTP on the real server (docs/push.md): who may turn a device on, which push
 * services the server accepts, and the push job on a fixed clock sending to a push service on
 * loopback that decrypts what it receives (tests/support/push-service.ts): one notification per
 * user for what became live for them, coalesced, an hour apart at least, none at night, a device
 * the push service forgot deleted, and each notification sent once when processes race.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEntries,
  jobs,
  offers,
  pushStates,
  pushSubscriptions,
  usageEvents,
  users,
} from '../../server/db/schema';
import { setActingAs } from '../support/acting-as';
import type { ApiClient } from '../support/api-client';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { insertOfferForUser } from '../support/offer-for-user';
import { startTestPushService, type TestPushService } from '../support/push-service';

const STATUS = '/fo/user/push';
const SUBSCRIPTION = '/fo/user/push/subscription';
const INVALID = 'Certaines informations sont incomplètes ou incorrectes.';
const NOT_ACCEPTED = 'Ce service de notification n’est pas accepté par la plateforme.';
const HOUR = 60 * 60 * 1000;

/** 10:00 in Paris on a day after today: daytime, and after anything the test publishes now. */
function parisMorning(daysAhead: number, hour = 10): Date {
  const day = new Date(Date.now() + daysAhead * 24 * HOUR);
  // Paris is UTC+1 in winter, UTC+2 in summer: 9:00 UTC is 10:00 or 11:00 there, daytime both.
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 1, 0, 0),
  );
}

describe.each(DATABASE_KINDS)('push notifications (%s)', (kind) => {
  let server: TestServer;
  let pushService: TestPushService;
  const db = () => server.database.db;

  beforeAll(async () => {
    pushService = await startTestPushService();
    server = await startTestServer(kind, { env: { PUSH_ALLOW_LOOPBACK: 'true' } });
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });
  beforeEach(async () => {
    await db().delete(pushSubscriptions);
    await db().delete(pushStates);
    await db().delete(jobs);
  });

  async function userId(email: string): Promise<number> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  function subscribe(client: ApiClient, body: unknown) {
    return client.request<{ message?: string; errors?: Record<string, string> }>(
      'PUT',
      SUBSCRIPTION,
      { json: body },
    );
  }

  async function devicesOf(email: string) {
    return db()
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, await userId(email)));
  }

  const createdOffers: number[] = [];
  afterEach(async () => {
    if (createdOffers.length > 0)
      await db().delete(offers).where(inArray(offers.id, createdOffers));
    createdOffers.length = 0;
  });
  async function publish(email: string, title: string, at: Date, privilege = false) {
    const id = await insertOfferForUser(db(), email, title, at, { privilege });
    createdOffers.push(id);
    return id;
  }

  const tick = (at: Date) => server.app.jobs.tick(() => at);
  const pushesTo = (endpoint: string) =>
    pushService.received().filter((push) => push.endpoint === endpoint);

  describe('turning a device on and off', () => {
    it('is for the saving roles, signed in', async () => {
      expect((await server.client().get(STATUS)).status).toBe(401);
      expect((await (await server.as('partenaire@demo.fr')).get(STATUS)).status).toBe(403);
      const answer = await (
        await server.as('pro@demo.fr')
      ).get<{ publicKey: string; devices: number }>(STATUS);
      expect(answer.status).toBe(200);
      // An uncompressed P-256 public key: 65 bytes in base64url.
      expect(answer.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(answer.body.devices).toBe(0);
    });

    it('keeps one row per device, several devices per user', async () => {
      const pro = await server.as('pro@demo.fr');
      const [phone, tablet] = [pushService.subscribe(), pushService.subscribe()];
      expect((await subscribe(pro, phone)).status).toBe(204);
      expect((await subscribe(pro, tablet)).status).toBe(204);
      expect((await subscribe(pro, phone)).status).toBe(204);
      expect((await pro.get<{ devices: number }>(STATUS)).body.devices).toBe(2);
    });

    it('posts only to the known push services', async () => {
      const pro = await server.as('pro@demo.fr');
      const keys = pushService.subscribe().keys;
      for (const endpoint of [
        'https://attaquant.example.com/push/1',
        'https://fcm.googleapis.com.attaquant.example.com/push/1',
        'http://fcm.googleapis.com/fcm/send/1',
        'https://fcm.googleapis.com:8443/fcm/send/1',
        'http://10.0.0.1/push/1',
        'http://169.254.169.254/latest/meta-data',
        'file:///etc/passwd',
      ]) {
        const answer = await subscribe(pro, { endpoint, keys });
        expect(answer.status, endpoint).toBe(400);
        expect(answer.body.message).toBe(INVALID);
        expect(answer.body.errors?.endpoint, endpoint).toMatch(/^(Ce service|L’adresse)/);
      }
      expect(
        (await subscribe(pro, { endpoint: 'https://evil.example/x', keys })).body.errors?.endpoint,
      ).toBe(NOT_ACCEPTED);
      // A real push service's address is accepted.
      const real = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys };
      expect((await subscribe(pro, real)).status).toBe(204);
      expect(await devicesOf('pro@demo.fr')).toEqual([{ endpoint: real.endpoint }]);
    });

    it('refuses keys that are not a device’s', async () => {
      const pro = await server.as('pro@demo.fr');
      const { endpoint, keys } = pushService.subscribe();
      const answer = await subscribe(pro, { endpoint, keys: { p256dh: 'abc', auth: keys.auth } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.['keys.p256dh']).toBe(
        'La clé de chiffrement de l’appareil est invalide.',
      );
      expect(await devicesOf('pro@demo.fr')).toEqual([]);
    });

    it('turns off only the user’s own device; a device turned on by another user moves to them', async () => {
      const pro = await server.as('pro@demo.fr');
      const agence = await server.as('agence@demo.fr');
      const device = pushService.subscribe();
      await subscribe(pro, device);
      const removal = { json: { endpoint: device.endpoint } };
      expect((await agence.request('DELETE', SUBSCRIPTION, removal)).status).toBe(204);
      expect(await devicesOf('pro@demo.fr')).toHaveLength(1);
      // The shared tablet: agence turns it on after pro.
      await subscribe(agence, device);
      expect(await devicesOf('pro@demo.fr')).toEqual([]);
      expect(await devicesOf('agence@demo.fr')).toEqual([{ endpoint: device.endpoint }]);
      expect((await agence.request('DELETE', SUBSCRIPTION, removal)).status).toBe(204);
      expect(await devicesOf('agence@demo.fr')).toEqual([]);
    });

    it('is refused to an admin acting as someone', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      await setActingAs(db(), 'admin@demo.fr', await userId('pro@demo.fr'));
      const answer = await subscribe(admin, pushService.subscribe());
      expect(answer.status).toBe(403);
      expect(await devicesOf('pro@demo.fr')).toEqual([]);
      await setActingAs(db(), 'admin@demo.fr', null);
    });
  });

  describe('the push job', () => {
    it('announces one new offer by its title, and a click opens it', async () => {
      const pro = await server.as('pro@demo.fr');
      const device = pushService.subscribe();
      await subscribe(pro, device);
      const id = await publish('pro@demo.fr', 'Remise sur les compresseurs', new Date());
      const morning = parisMorning(1);
      await tick(morning);
      const [push, ...more] = pushesTo(device.endpoint);
      expect(more).toEqual([]);
      expect(push?.payload).toMatchObject({
        user: await userId('pro@demo.fr'),
        title: 'Nouvelle offre pour vous',
        body: 'Remise sur les compresseurs',
        url: `/saving/offer/${id}`,
      });
      expect((push?.payload as { badge: number }).badge).toBeGreaterThan(0);
      // Encrypted (RFC 8291), signed (RFC 8292), and short-lived.
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
      expect(push?.headers.ttl).toBe(String(12 * 60 * 60));
      // Measured once, as the platform's own usage (docs/statistics.md); a replay adds nothing.
      const sent = () =>
        db()
          .select()
          .from(usageEvents)
          .where(and(eq(usageEvents.kind, 'push_sent'), eq(usageEvents.occurredAt, morning)));
      expect(await sent()).toEqual([expect.objectContaining({ role: 'PRO', itemId: null })]);
      await tick(morning);
      expect(await sent()).toHaveLength(1);
      // The journal says who published what the notification announced, and to how many.
      const journal = await db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, 'notify')));
      expect(journal).toEqual([
        expect.objectContaining({
          entity: 'offer',
          summary:
            'L’offre « Remise sur les compresseurs » a été annoncée par notification à 1 utilisateur.',
        }),
      ]);
    });

    it('coalesces what comes together, waits an hour between two, and stays quiet at night', async () => {
      const pro = await server.as('pro@demo.fr');
      const device = pushService.subscribe();
      await subscribe(pro, device);
      const morning = parisMorning(2);
      for (const title of ['Offre A', 'Offre B', 'Offre C']) {
        await publish('pro@demo.fr', title, new Date());
      }
      await tick(morning);
      expect(pushesTo(device.endpoint).map((push) => push.payload)).toEqual([
        expect.objectContaining({
          title: '3 nouvelles offres pour vous',
          url: '/saving/offer-list',
        }),
      ]);

      // Ten minutes later, a promotion: held until an hour has passed.
      await publish('pro@demo.fr', 'Promotion D', new Date(morning.getTime() + 5 * 60_000), true);
      await tick(new Date(morning.getTime() + 10 * 60_000));
      expect(pushesTo(device.endpoint)).toHaveLength(1);
      await tick(new Date(morning.getTime() + HOUR));
      expect(pushesTo(device.endpoint).at(-1)?.payload).toMatchObject({
        title: 'Nouvelle promotion pour vous',
        body: 'Promotion D',
      });

      // Published in the evening: nothing at 23:00 or 3:00, announced at 8:00 with the night's.
      const evening = parisMorning(2, 22);
      await publish('pro@demo.fr', 'Offre du soir', new Date(evening.getTime() - 30 * 60_000));
      await publish(
        'pro@demo.fr',
        'Promotion de la nuit',
        new Date(evening.getTime() + 2 * HOUR),
        true,
      );
      await tick(new Date(evening.getTime() + HOUR));
      await tick(new Date(evening.getTime() + 5 * HOUR));
      expect(pushesTo(device.endpoint)).toHaveLength(2);
      await tick(parisMorning(3, 9));
      expect(pushesTo(device.endpoint).at(-1)?.payload).toMatchObject({
        title: '2 nouveautés pour vous',
        body: '1 offre et 1 promotion',
        url: '/my-space/dashboard',
      });
    });

    it('announces only what matches the user, and nothing to a user without a device', async () => {
      const pro = await server.as('pro@demo.fr');
      const device = pushService.subscribe();
      await subscribe(pro, device);
      // An offer in agence's sub-themes only, for no role of pro.
      const id = await publish('agence@demo.fr', 'Pour les agences', new Date());
      await db()
        .update(offers)
        .set({ visibleRoles: ['AGENCY'] })
        .where(eq(offers.id, id));
      await tick(parisMorning(4));
      expect(pushesTo(device.endpoint)).toEqual([]);
    });

    it('deletes a device its push service no longer knows (410)', async () => {
      const pro = await server.as('pro@demo.fr');
      const [kept, gone] = [pushService.subscribe(), pushService.subscribe()];
      await subscribe(pro, kept);
      await subscribe(pro, gone);
      pushService.forget(gone.endpoint);
      await publish('pro@demo.fr', 'Offre E', new Date());
      await tick(parisMorning(5));
      expect(pushesTo(kept.endpoint)).toHaveLength(1);
      expect(await devicesOf('pro@demo.fr')).toEqual([{ endpoint: kept.endpoint }]);
    });

    it.runIf(kind === 'postgres')(
      'sends each notification once when several processes run the jobs',
      async () => {
        const others = await Promise.all(
          [1, 2, 3].map(() =>
            startTestServer(kind, {
              database: server.database,
              env: { PUSH_ALLOW_LOOPBACK: 'true' },
            }),
          ),
        );
        try {
          const emails = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr'];
          const devices = [];
          for (const email of emails) {
            const device = pushService.subscribe();
            await subscribe(await server.as(email), device);
            await publish(email, `Offre pour ${email}`, new Date());
            devices.push(device);
          }
          const at = parisMorning(6);
          await Promise.all([server, ...others].map((process) => process.app.jobs.tick(() => at)));
          for (const device of devices) expect(pushesTo(device.endpoint)).toHaveLength(1);
          const slots = await db().select().from(jobs).where(eq(jobs.name, 'push'));
          expect(slots.map((slot) => slot.state)).toEqual(['done']);
        } finally {
          await Promise.all(others.map((other) => other.stop()));
        }
      },
    );

    it('runs a job again when the process that claimed it stopped before finishing', async () => {
      const pro = await server.as('pro@demo.fr');
      const device = pushService.subscribe();
      await subscribe(pro, device);
      await publish('pro@demo.fr', 'Offre F', new Date());
      const at = parisMorning(7);
      // A process claimed the slot, then died: its lease ran out.
      await db()
        .insert(jobs)
        .values({
          name: 'push',
          key: `push:${at.toISOString().slice(0, 16)}`,
          state: 'running',
          attempts: 1,
          lockedUntil: new Date(Date.now() - 1000),
        });
      await tick(at);
      expect(pushesTo(device.endpoint)).toHaveLength(1);
      const [slot] = await db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, 'push'), eq(jobs.key, `push:${at.toISOString().slice(0, 16)}`)));
      expect(slot).toMatchObject({ state: 'done', attempts: 2 });
    });
  });
});
