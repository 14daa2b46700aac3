/**
 * The weekly digest e-mail on the real server (docs/digest.md), received by a real SMTP server on
 * loopback (tests/support/smtp-sink.ts), its job run on a fixed clock (Monday 8:00 in Paris): what
 * it tells each user and where its links lead, its one-click unsubscribe (RFC 8058) that needs no
 * session and unsubscribes nobody else, one e-mail per user per week whatever the runs and the
 * processes, the user's switch and what the back office shows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BoUser, BoUserPage } from '../../src/contract/back-office/schemas/users';
import {
  digestDeliveries,
  jobs,
  news,
  offers,
  pushSubscriptions,
  servicesPlus,
  usageEvents,
  userFavourites,
  users,
} from '../../server/db/schema';
import { sendWeeklyDigests } from '../../server/services/digest/job';
import { usageUserKey } from '../../server/services/usage-events';
import { digestSlotAt, nextDigestDue } from '../../server/services/digest/schedule';
import type { Mailer } from '../../server/services/mailer';
import { setActingAs } from '../support/acting-as';
import type { ApiClient } from '../support/api-client';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { insertOfferForUser, type OfferForUserOptions } from '../support/offer-for-user';
import { linkIn } from '../support/sent-emails';
import { startServerWithSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';

const SETTING = '/fo/user/digest';
const SUBJECT = 'Vos nouveautés de la semaine';
const DAY = 24 * 60 * 60 * 1000;
const UNSUBSCRIBE_LINK = /\/fo\/digest\/unsubscribe\?token=/;
const OPENED_LINK = /\/fo\/digest\/opened\/[^/?\s]+\?to=/;

/** The first Monday 8:00 in Paris to come: its digest covers what the tests publish now. */
const MONDAY = nextDigestDue(new Date());

describe.each(DATABASE_KINDS)('the weekly digest (%s)', (kind) => {
  let smtp: SmtpSink;
  let server: TestServer;
  const db = () => server.database.db;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, smtp, close } = await startServerWithSmtpSink(kind));
  });
  afterAll(() => close());

  const created = { offers: [] as number[], services: [] as number[], news: [] as number[] };
  beforeEach(async () => {
    await db().delete(jobs);
    await db().delete(digestDeliveries);
    await db().delete(userFavourites);
    await db().delete(pushSubscriptions);
    await db().delete(usageEvents);
    await db().update(users).set({ digestEnabled: true });
    smtp.messages.length = 0;
  });
  afterEach(async () => {
    if (created.offers.length > 0)
      await db().delete(offers).where(inArray(offers.id, created.offers));
    if (created.services.length > 0)
      await db().delete(servicesPlus).where(inArray(servicesPlus.id, created.services));
    if (created.news.length > 0) await db().delete(news).where(inArray(news.id, created.news));
    created.offers.length = 0;
    created.services.length = 0;
    created.news.length = 0;
  });

  /** The usage events of one kind recorded for a demo account. */
  async function usageOf(eventKind: 'digest_sent' | 'digest_opened', email: string) {
    const key = await usageUserKey(db(), await userId(email));
    return db()
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.kind, eventKind), eq(usageEvents.userKey, key)));
  }

  async function userId(email: string): Promise<number> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  async function digestEnabledOf(email: string): Promise<boolean> {
    const [row] = await db()
      .select({ enabled: users.digestEnabled })
      .from(users)
      .where(eq(users.email, email));
    return row!.enabled;
  }

  /** A live offer in one of `email`'s chosen sub-themes, published at `at`, deleted after. */
  async function publishOffer(
    email: string,
    title: string,
    at: Date,
    options: OfferForUserOptions = {},
  ): Promise<number> {
    const id = await insertOfferForUser(db(), email, title, at, options);
    created.offers.push(id);
    return id;
  }

  async function publishService(
    type: 'EXCLUSIVE_SERVICE' | 'SALE_PERMISSION',
    title: string,
    at: Date,
  ): Promise<number> {
    const [service] = await db()
      .insert(servicesPlus)
      .values({
        website: 'https://service.example.fr',
        type,
        title,
        summary: 'Résumé',
        description: 'Description',
        status: 'published',
        publishedAt: at,
      })
      .returning({ id: servicesPlus.id });
    created.services.push(service!.id);
    return service!.id;
  }

  async function publishNews(title: string, at: Date): Promise<number> {
    const [item] = await db()
      .insert(news)
      .values({ title, summary: 'Résumé', body: 'Texte.', status: 'published', publishedAt: at })
      .returning({ id: news.id });
    created.news.push(item!.id);
    return item!.id;
  }

  const tick = (at: Date, on: TestServer = server) => on.app.jobs.tick(() => at);
  const digestsTo = (email: string): ReceivedMail[] =>
    smtp.to(email).filter((mail) => mail.parsed.subject === SUBJECT);

  /** The value of a header field as it was sent (folded lines joined). */
  const headerOf = (mail: ReceivedMail, name: string) =>
    mail.parsed.headerLines
      .find((line) => line.key === name)
      ?.line.slice(name.length + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();

  /** An unsubscribe POST as a mail client sends it: no cookie, no Origin, the RFC 8058 body. */
  function oneClick(url: string, init: { body?: string | FormData; headers?: HeadersInit } = {}) {
    return fetch(url, {
      method: 'POST',
      headers: init.headers ?? { 'content-type': 'application/x-www-form-urlencoded' },
      body: init.body ?? 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
  }

  async function unsubscribeLinkOf(email: string): Promise<URL> {
    await publishOffer(email, `Offre pour ${email}`, new Date());
    await tick(MONDAY);
    const [mail] = digestsTo(email);
    return linkIn(mail!.text, UNSUBSCRIBE_LINK);
  }

  describe('what it tells', () => {
    it('groups what was published for the user that week by section, each linked on PUBLIC_URL', async () => {
      const now = new Date();
      const offer = await publishOffer('pro@demo.fr', 'Remise sur les compresseurs', now);
      const promotion = await publishOffer('pro@demo.fr', 'Promotion des perceuses', now, {
        privilege: true,
      });
      const service = await publishService('EXCLUSIVE_SERVICE', 'Assistance juridique', now);
      const agreement = await publishService('SALE_PERMISSION', 'Accord transporteurs', now);
      const article = await publishNews('Salon de l’artisanat', now);
      // Not pro's: an offer for the agencies only, one archived, one of last week.
      await publishOffer('pro@demo.fr', 'Réservée aux agences', now, { roles: ['AGENCY'] });
      const archived = await publishOffer('pro@demo.fr', 'Retirée', now);
      await db().update(offers).set({ status: 'archived' }).where(eq(offers.id, archived));
      await publishOffer('pro@demo.fr', 'La semaine d’avant', new Date(MONDAY.getTime() - 8 * DAY));

      await tick(MONDAY);
      const [mail, ...more] = digestsTo('pro@demo.fr');
      expect(more).toEqual([]);
      expect(mail!.parsed.from?.value).toEqual([
        { name: 'Avantages Pro', address: 'no-reply@avantages-pro.fr' },
      ]);
      const origin = server.baseUrl;
      // Links to the app pass by the server, which counts the digest opened (docs/statistics.md).
      const via = `${origin}${OPENED_LINK.exec(mail!.text)![0]}`;
      expect(mail!.text).toContain(
        'Voici ce qui a été publié pour vous sur Avantages Pro cette semaine : ' +
          '1 offre, 1 promotion, 1 service exclusif, 1 accord de vente et 1 actualité.',
      );
      const expected = [
        `Offres\n- Remise sur les compresseurs\n  ${via}/saving/offer/${offer}`,
        `Promotions\n- Promotion des perceuses\n  ${via}/saving/privilege/${promotion}`,
        `Services exclusifs\n- Assistance juridique\n  ${via}/saving/service/${service}`,
        `Accords de vente\n- Accord transporteurs\n  ${via}/saving/service/${agreement}`,
        `Actualités\n- Salon de l’artisanat\n  ${via}/saving/news/${article}`,
      ];
      // In the sections' order, each once.
      const positions = expected.map((part) => mail!.text.indexOf(part));
      expect(
        positions.every((position) => position >= 0),
        mail!.text,
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const title of ['Réservée aux agences', 'Retirée', 'La semaine d’avant']) {
        expect(mail!.text).not.toContain(title);
      }
      expect(mail!.html).toContain(`href="${via}/saving/offer/${offer}"`);
      expect(mail!.text).not.toContain('Se termine bientôt');
      // Every link is on PUBLIC_URL.
      for (const link of mail!.text.match(/https?:\/\/\S+/g) ?? []) {
        expect(new URL(link).origin).toBe(origin);
      }

      // The network, which reads no news, gets the rest; its own sections only.
      const [network] = digestsTo('reseau@demo.fr');
      expect(network!.text).toContain('Remise sur les compresseurs');
      expect(network!.text).not.toContain('Actualités');
    });

    it('tells the favourite offers ending within the week as « Se termine bientôt »', async () => {
      const monday = MONDAY.toISOString().slice(0, 10);
      const plusDays = (days: number) =>
        new Date(Date.parse(monday) + days * DAY).toISOString().slice(0, 10);
      const before = new Date(Date.now() - 30 * DAY);
      const soon = await publishOffer('agence@demo.fr', 'Outillage de chantier', before, {
        validTo: plusDays(3),
      });
      const later = await publishOffer('agence@demo.fr', 'Fourgons', before, {
        validTo: plusDays(20),
      });
      const agence = await userId('agence@demo.fr');
      await db()
        .insert(userFavourites)
        .values(
          [soon, later].map((itemId) => ({ userId: agence, kind: 'offer' as const, itemId })),
        );

      await tick(MONDAY);
      const [mail] = digestsTo('agence@demo.fr');
      const day = plusDays(3).split('-').reverse().join('/');
      expect(mail!.text).toContain(
        'Rien de nouveau pour vous cette semaine sur Avantages Pro, mais certains de vos favoris se terminent bientôt.',
      );
      expect(mail!.text).toContain(
        `Se termine bientôt\nParmi vos offres favorites :\n- Outillage de chantier, jusqu’au ${day}\n  ${server.baseUrl}${OPENED_LINK.exec(mail!.text)![0]}/saving/offer/${soon}`,
      );
      expect(mail!.text).not.toContain('Fourgons');
    });

    it('sends nothing to a user with nothing new and nothing ending, nor to one who turned it off', async () => {
      await publishOffer('pro@demo.fr', 'Offre de la semaine', new Date());
      await db().update(users).set({ digestEnabled: false }).where(eq(users.email, 'pro@demo.fr'));
      await tick(MONDAY);
      expect(digestsTo('pro@demo.fr')).toEqual([]);
      // The week after: nothing was published for anyone.
      smtp.messages.length = 0;
      await db().update(users).set({ digestEnabled: true });
      await tick(new Date(MONDAY.getTime() + 7 * DAY));
      expect(smtp.messages).toEqual([]);
    });
    it('is for the accounts there when the week’s digest was due, however late it runs', async () => {
      const [pro] = await db()
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.email, 'pro@demo.fr'));
      const soon = await publishOffer('pro@demo.fr', 'Remise de fin', new Date(), {
        validTo: new Date(MONDAY.getTime() + 3 * DAY).toISOString().slice(0, 10),
      });
      await db().insert(userFavourites).values({ userId: pro!.id, kind: 'offer', itemId: soon });
      // Made on Tuesday; the week's job runs late, on Wednesday.
      await db()
        .update(users)
        .set({ createdAt: new Date(MONDAY.getTime() + DAY) })
        .where(eq(users.id, pro!.id));
      try {
        await tick(new Date(MONDAY.getTime() + 2 * DAY));
        expect(digestsTo('pro@demo.fr')).toEqual([]);
      } finally {
        await db().update(users).set({ createdAt: pro!.createdAt }).where(eq(users.id, pro!.id));
      }
    });
  });

  describe('its one-click unsubscribe (RFC 8058)', () => {
    it('is in its header fields and its body, on PUBLIC_URL', async () => {
      await publishOffer('pro@demo.fr', 'Offre du lundi', new Date());
      await tick(MONDAY);
      const [mail] = digestsTo('pro@demo.fr');
      const link = linkIn(mail!.text, UNSUBSCRIBE_LINK);
      expect(link.origin).toBe(server.baseUrl);
      expect(headerOf(mail!, 'list-unsubscribe')).toBe(`<${link.href}>`);
      expect(headerOf(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail!.html).toContain(`href="${link.href}"`);
    });

    it('unsubscribes at once on a POST without a session, and a GET only asks', async () => {
      const link = await unsubscribeLinkOf('pro@demo.fr');

      // A link scanner's or a browser's GET changes nothing.
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('content-security-policy')).toMatch(/style-src 'self' 'sha256-/);
      expect(page.headers.get('set-cookie')).toBeNull();
      const html = await page.text();
      expect(html).toContain('Se désabonner du récapitulatif hebdomadaire');
      expect(html).toContain(`<form method="post" action="${link.pathname}${link.search}">`);
      expect(await digestEnabledOf('pro@demo.fr')).toBe(true);

      const posted = await oneClick(link.href);
      expect(posted.status).toBe(200);
      expect(posted.headers.get('set-cookie')).toBeNull();
      expect(await posted.text()).toContain('Désabonnement confirmé');
      expect(await digestEnabledOf('pro@demo.fr')).toBe(false);
      // Again: the same answer, nothing else.
      expect((await oneClick(link.href)).status).toBe(200);
      const pro = await server.as('pro@demo.fr');
      expect((await pro.get(SETTING)).body).toEqual({ enabled: false });
    });

    it('takes the multipart form of RFC 8058’s example, and a POST without a body', async () => {
      const link = await unsubscribeLinkOf('agence@demo.fr');
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      const multipart = await fetch(link, { method: 'POST', body: form });
      expect(multipart.status).toBe(200);
      expect(await digestEnabledOf('agence@demo.fr')).toBe(false);

      await db().update(users).set({ digestEnabled: true });
      expect((await fetch(link, { method: 'POST' })).status).toBe(200);
      expect(await digestEnabledOf('agence@demo.fr')).toBe(false);
    });

    it('unsubscribes nobody else, and says so in French when the token is not one of ours', async () => {
      const link = await unsubscribeLinkOf('pro@demo.fr');
      const token = link.searchParams.get('token')!;
      const [, mac] = token.split('.');
      const agence = await userId('agence@demo.fr');
      const forged = [
        `${agence}.${mac}`,
        `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
        'abc',
        '',
      ];
      for (const attempt of forged) {
        const url = new URL(link);
        url.searchParams.set('token', attempt);
        const refused = await oneClick(url.href);
        expect(refused.status, attempt).toBe(400);
        const html = await refused.text();
        expect(html).toContain('Lien de désabonnement invalide');
        expect(html).toContain('Rien n’a été modifié.');
        const page = await fetch(url);
        expect(page.status).toBe(400);
        expect(await page.text()).not.toContain('<form');
      }
      const bare = new URL(link);
      bare.search = '';
      expect((await oneClick(bare.href)).status).toBe(400);
      expect(await digestEnabledOf('pro@demo.fr')).toBe(true);
      expect(await digestEnabledOf('agence@demo.fr')).toBe(true);
    });

    it('is refused from another site’s page, like every state-changing request', async () => {
      const link = await unsubscribeLinkOf('pro@demo.fr');
      const crossSite = await oneClick(link.href, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://attaquant.example',
        },
      });
      expect(crossSite.status).toBe(403);
      expect(await digestEnabledOf('pro@demo.fr')).toBe(true);
    });
  });

  describe('measured (docs/statistics.md)', () => {
    it('counts the digest opened once per week, whichever of its links are followed', async () => {
      const offer = await publishOffer('pro@demo.fr', 'Offre suivie', new Date());
      await publishOffer('pro@demo.fr', 'Autre offre', new Date());
      await tick(MONDAY);
      const [mail] = digestsTo('pro@demo.fr');
      expect(await usageOf('digest_sent', 'pro@demo.fr')).toHaveLength(1);
      const links = (mail!.text.match(/https?:\/\/\S+/g) ?? []).filter((link) =>
        OPENED_LINK.test(link),
      );
      expect(links.length).toBeGreaterThan(1);
      for (const link of [...links, links[0]!]) {
        // No session, no cookie: the browser goes on to the app's own page.
        const answer = await fetch(link, { redirect: 'manual' });
        expect(answer.status).toBe(303);
        expect(answer.headers.get('set-cookie')).toBeNull();
        expect(answer.headers.get('location')).toBe(new URL(link).searchParams.get('to'));
      }
      expect(links.some((link) => link.endsWith(`/saving/offer/${offer}`))).toBe(true);
      const opened = await usageOf('digest_opened', 'pro@demo.fr');
      expect(opened).toEqual([expect.objectContaining({ role: 'PRO' })]);
      // A forged token still leads to the page, counts nothing, and never to another site.
      const forged = links[0]!.replace(/\.[A-Za-z0-9_-]{43}\?/, `.${'A'.repeat(43)}?`);
      expect(forged).not.toBe(links[0]);
      expect((await fetch(forged, { redirect: 'manual' })).status).toBe(303);
      const elsewhere = `${server.baseUrl}${OPENED_LINK.exec(links[0]!)![0]}//attaquant.example/x`;
      const away = await fetch(elsewhere, { redirect: 'manual' });
      expect(away.headers.get('location')).toBe('/');
      expect(await usageOf('digest_opened', 'pro@demo.fr')).toHaveLength(1);
    });
  });

  describe('once per user per week', () => {
    it('sends one e-mail when the job is ticked twice and run again for the same week', async () => {
      await publishOffer('pro@demo.fr', 'Offre unique', new Date());
      await tick(MONDAY);
      await tick(new Date(MONDAY.getTime() + 60 * 60 * 1000));
      // The week's job run again (a retry, another process whose lease ran out).
      await db().delete(jobs);
      await tick(new Date(MONDAY.getTime() + 2 * DAY));
      expect(digestsTo('pro@demo.fr')).toHaveLength(1);
      expect(await usageOf('digest_sent', 'pro@demo.fr')).toHaveLength(1);
      const slots = await db().select().from(jobs).where(eq(jobs.name, 'digest'));
      expect(slots).toEqual([expect.objectContaining({ state: 'done' })]);
      expect(slots[0]!.key).toMatch(/^digest:\d{4}-W\d{2}$/);
    });

    it('runs again a job whose process stopped, sending only what that process had not sent', async () => {
      await publishOffer('pro@demo.fr', 'Offre A', new Date());
      await publishOffer('agence@demo.fr', 'Offre B', new Date());
      const { week } = digestSlotAt(MONDAY);
      const key = `digest:${week}`;
      // A process claimed the slot, recorded pro's e-mail, then died: its lease ran out.
      await db()
        .insert(jobs)
        .values({
          name: 'digest',
          key,
          runAt: MONDAY,
          state: 'running',
          attempts: 1,
          lockedUntil: new Date(Date.now() - 1000),
        });
      await db()
        .insert(digestDeliveries)
        .values({ userId: await userId('pro@demo.fr'), week });
      await tick(new Date(MONDAY.getTime() + 10 * 60 * 1000));
      expect(digestsTo('pro@demo.fr')).toEqual([]);
      expect(digestsTo('agence@demo.fr')).toHaveLength(1);
      const [slot] = await db().select().from(jobs).where(eq(jobs.key, key));
      expect(slot).toMatchObject({ state: 'done', attempts: 2 });
    });

    it('gives back the week of an e-mail that could not leave, so that the retry sends it', async () => {
      await publishOffer('pro@demo.fr', 'Offre C', new Date());
      const deps = {
        db: db(),
        publicUrl: server.baseUrl,
        log: server.app.log,
      };
      const failing: Mailer = {
        async send(message) {
          if (message.to === 'pro@demo.fr') throw new Error('550 refusé');
          await server.app.mailer.send(message);
        },
      };
      expect(await sendWeeklyDigests({ ...deps, mailer: failing }, MONDAY)).toMatchObject({
        failed: 1,
      });
      expect(digestsTo('pro@demo.fr')).toEqual([]);
      const sentBefore = smtp.messages.length;
      expect(await sendWeeklyDigests({ ...deps, mailer: server.app.mailer }, MONDAY)).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(digestsTo('pro@demo.fr')).toHaveLength(1);
      expect(smtp.messages).toHaveLength(sentBefore + 1);
    });

    it.runIf(kind === 'postgres')(
      'sends each user one e-mail when several processes run the week at once',
      async () => {
        const others = await Promise.all(
          [1, 2, 3].map(() =>
            startTestServer(kind, { database: server.database, env: { SMTP_URL: smtp.url } }),
          ),
        );
        try {
          const emails = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr'];
          for (const email of emails) await publishOffer(email, `Offre pour ${email}`, new Date());
          const processes = [server, ...others];
          // The same week's work done by four processes at once (a lease run out mid-way)...
          await Promise.all(
            processes.map((process) =>
              sendWeeklyDigests(
                {
                  db: process.database.db,
                  mailer: process.app.mailer,
                  publicUrl: process.app.config.publicUrl,
                  log: process.app.log,
                },
                MONDAY,
              ),
            ),
          );
          // ...then their ticks, together.
          await Promise.all(processes.map((process) => tick(MONDAY, process)));
          for (const email of emails) expect(digestsTo(email), email).toHaveLength(1);
          const slots = await db().select().from(jobs).where(eq(jobs.name, 'digest'));
          expect(slots.map((slot) => slot.state)).toEqual(['done']);
        } finally {
          await Promise.all(others.map((other) => other.stop()));
        }
      },
    );
  });

  describe('the switch in « Notifications »', () => {
    it('is for the saving roles, signed in, and on by default', async () => {
      expect((await server.client().get(SETTING)).status).toBe(401);
      expect((await (await server.as('partenaire@demo.fr')).get(SETTING)).status).toBe(403);
      expect((await (await server.as('admin@demo.fr')).get(SETTING)).status).toBe(403);
      const pro = await server.as('pro@demo.fr');
      const answer = await pro.get(SETTING);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      expect(answer.body).toEqual({ enabled: true });
    });

    it('turns it off and on for the user’s own account', async () => {
      const pro = await server.as('pro@demo.fr');
      const owner = { 'x-change-owner': String(await userId('pro@demo.fr')) };
      const off = await pro.request('PUT', SETTING, { json: { enabled: false }, headers: owner });
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ enabled: false });
      expect(await digestEnabledOf('pro@demo.fr')).toBe(false);
      expect(await digestEnabledOf('agence@demo.fr')).toBe(true);
      expect((await pro.request('PUT', SETTING, { json: { enabled: true } })).body).toEqual({
        enabled: true,
      });
      expect(await digestEnabledOf('pro@demo.fr')).toBe(true);
      const invalid = await pro.request('PUT', SETTING, { json: { enabled: 'non' } });
      expect(invalid.status).toBe(400);
    });

    it('refuses a change made for another user, and an admin acting as the user', async () => {
      const pro = await server.as('pro@demo.fr');
      const forAgence = await pro.request('PUT', SETTING, {
        json: { enabled: false },
        headers: { 'x-change-owner': String(await userId('agence@demo.fr')) },
      });
      expect(forAgence.status).toBe(409);
      expect(await digestEnabledOf('pro@demo.fr')).toBe(true);
      expect(await digestEnabledOf('agence@demo.fr')).toBe(true);

      const admin = await server.loginAs('admin@demo.fr');
      await setActingAs(db(), 'admin@demo.fr', await userId('pro@demo.fr'));
      try {
        const acting = await admin.request<{ message: string }>('PUT', SETTING, {
          json: { enabled: false },
        });
        expect(acting.status).toBe(403);
        expect(acting.body.message).toBe(
          'Le récapitulatif par e-mail se règle depuis votre propre compte, pas en agissant pour un autre.',
        );
        expect((await admin.get(SETTING)).status).toBe(403);
        expect(await digestEnabledOf('pro@demo.fr')).toBe(true);
      } finally {
        await setActingAs(db(), 'admin@demo.fr', null);
      }
    });
  });

  describe('in the back office', () => {
    it('shows per user whether push is on, on how many devices, and whether the digest is on', async () => {
      const admin: ApiClient = await server.as('admin@demo.fr');
      const pro = await userId('pro@demo.fr');
      const read = async (id: number) =>
        BoUser.parse((await admin.get(`/bo/api/users/${id}`)).body);
      expect(await read(pro)).toMatchObject({ pushDevices: 0, digestEnabled: true });

      await db()
        .insert(pushSubscriptions)
        .values(
          [1, 2].map((n) => ({
            userId: pro,
            endpoint: `https://fcm.googleapis.com/fcm/send/bo-${kind}-${n}`,
            p256dh: 'p256dh',
            auth: 'auth',
          })),
        );
      await db().update(users).set({ digestEnabled: false }).where(eq(users.id, pro));
      expect(await read(pro)).toMatchObject({ pushDevices: 2, digestEnabled: false });

      const list = BoUserPage.parse(
        (await admin.get('/bo/api/users?query=demo.fr&pageSize=100')).body,
      );
      const row = (email: string) => list.items.find((user) => user.email === email)!;
      expect(row('pro@demo.fr')).toMatchObject({ pushDevices: 2, digestEnabled: false });
      expect(row('agence@demo.fr')).toMatchObject({ pushDevices: 0, digestEnabled: true });
      // Roles that read no saving list receive no digest.
      expect(row('partenaire@demo.fr').digestEnabled).toBeNull();
      expect(row('admin@demo.fr').digestEnabled).toBeNull();
    });
  });
});
