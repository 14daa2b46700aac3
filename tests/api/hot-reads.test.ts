/**
 * The hot reads (server/plugins/hot-reads.ts; docs/performance.md, "Hot reads"): a read answered
 * ahead of Fastify sends exactly what Fastify sends for it (status, headers, bytes), in every
 * encoding and for a 304; and whatever Fastify would answer differently (no session, another
 * role, bad params, an unknown offer, a session to touch, an ended session) is left to Fastify.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { sessionIdOf } from '../../server/plugins/session';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';
import { rawGet, type RawAnswer } from '../support/raw-get';

/** The headers but the date, which moves between two answers. */
const withoutDate = ({ headers }: RawAnswer) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));

describe.each(RULES_DATABASE_KINDS)('hot reads (%s)', (kind) => {
  let server: TestServer;
  let pro: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    pro = await server.loginAs('pro@demo.fr');
  });
  afterAll(() => server.close());

  const cookiesOf = (client: ApiClient) => ({
    cookie: `sid=${client.cookie('sid')}; signed_in=${client.cookie('signed_in')}`,
  });

  /** Asks `path` and tells whether the hot path answered it. */
  async function ask(path: string, headers: Record<string, string>) {
    const before = server.app.hotReads.answered;
    const answer = await rawGet(`${server.baseUrl}${path}`, headers);
    return { answer, hot: server.app.hotReads.answered > before };
  }

  it('answers each hot read exactly as Fastify does, in every encoding and for a 304', async () => {
    const [firstOffer] = (await pro.get<{ id: number }[]>('/fo/offer/user/offers')).body;
    const paths = [
      '/fo/offer/user/offers',
      '/fo/offer/user/offers/privilege',
      '/fo/offer/user/offers/privilege/count',
      `/fo/offer/${firstOffer!.id}`,
      '/fo/user/progress',
      '/fo/news/',
      '/fo/news/count',
    ];
    for (const path of paths) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { ...cookiesOf(pro), 'accept-encoding': encoding };
        const hot = await ask(path, headers);
        // A query string sends the same read to Fastify.
        const framework = await ask(`${path}?fastify`, headers);
        expect({ path, encoding, hot: hot.hot, framework: framework.hot }).toEqual({
          path,
          encoding,
          hot: true,
          framework: false,
        });
        expect(hot.answer.status).toBe(200);
        expect(withoutDate(hot.answer)).toEqual(withoutDate(framework.answer));
        expect(hot.answer.body.equals(framework.answer.body)).toBe(true);

        const etag = String(hot.answer.headers.etag);
        const held = { ...headers, 'if-none-match': etag };
        const [hot304, framework304] = [await ask(path, held), await ask(`${path}?fastify`, held)];
        expect([hot304.hot, hot304.answer.status, framework304.answer.status]).toEqual([
          true,
          304,
          304,
        ]);
        expect(withoutDate(hot304.answer)).toEqual(withoutDate(framework304.answer));
      }
    }
  });

  it('answers a read made of kept values in the same turn of the event loop', async () => {
    // A server as in production: its requests do not first wait for the database's notices.
    const served = await startTestServer(kind, { awaitNotices: false });
    try {
      const client = await served.loginAs('pro@demo.fr');
      const headers = { ...cookiesOf(client), 'accept-encoding': 'br' };
      const [firstOffer] = (await client.get<{ id: number }[]>('/fo/offer/user/offers')).body;
      for (const path of [
        '/fo/offer/user/offers',
        `/fo/offer/${firstOffer!.id}`,
        '/fo/user/progress',
        '/fo/news/count',
      ]) {
        // The first answers keep the session, the data's version, the view and its Brotli form.
        await rawGet(`${served.baseUrl}${path}`, headers);
        await rawGet(`${served.baseUrl}${path}`, headers);
        const sent: { status?: number; body?: unknown } = {};
        const request = { method: 'GET', url: path, headers, socket: {} } as IncomingMessage;
        const response = {
          headersSent: false,
          writeHead: (status: number) => (sent.status = status),
          end: (body: unknown) => (sent.body = body),
        } as unknown as ServerResponse;
        served.app.hotReads.handle(request, response, () => (sent.status = -1));
        // Nothing awaited: the answer was sent before `handle` returned.
        expect({ path, status: sent.status, sent: sent.body !== undefined }).toEqual({
          path,
          status: 200,
          sent: true,
        });
      }
    } finally {
      await served.close();
    }
  });

  it('leaves to Fastify what it answers otherwise', async () => {
    const headers = cookiesOf(pro);
    // No session, another role, bad params, an unknown offer: Fastify's errors.
    expect(await ask('/fo/offer/user/offers', {})).toMatchObject({
      hot: false,
      answer: { status: 401 },
    });
    const partner = await server.loginAs('partenaire@demo.fr');
    await partner.get('/fo/user/progress');
    expect(await ask('/fo/offer/user/offers', cookiesOf(partner))).toMatchObject({
      hot: false,
      answer: { status: 403 },
    });
    expect(await ask('/fo/offer/abc', headers)).toMatchObject({
      hot: false,
      answer: { status: 400 },
    });
    expect(await ask('/fo/offer/999999', headers)).toMatchObject({
      hot: false,
      answer: { status: 404 },
    });
    // A stale signed-in hint: Fastify answers and sets the current one.
    const stale = await ask('/fo/user/progress', {
      cookie: `sid=${pro.cookie('sid')}; signed_in=PARTNER`,
    });
    expect(stale.hot).toBe(false);
    expect(String(stale.answer.headers['set-cookie'])).toMatch(/signed_in=PRO/);
  });

  it('leaves a session due for its touch to Fastify, which touches it', async () => {
    const agence = await server.loginAs('agence@demo.fr');
    expect((await ask('/fo/user/progress', cookiesOf(agence))).hot).toBe(false);
    expect((await ask('/fo/user/progress', cookiesOf(agence))).hot).toBe(true);
    const id = sessionIdOf(agence.cookie('sid')!);
    const longAgo = new Date(Date.now() - 5 * 60 * 1000);
    await server.database.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.id, id));
    expect((await ask('/fo/user/progress', cookiesOf(agence))).hot).toBe(false);
    const [touched] = await server.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(longAgo.getTime());
    // The touch's notice drops the kept session: read once more, then kept and hot again.
    expect((await ask('/fo/user/progress', cookiesOf(agence))).hot).toBe(false);
    expect((await ask('/fo/user/progress', cookiesOf(agence))).hot).toBe(true);
  });

  it('refuses an ended session on its next read: logged out, deleted or deactivated', async () => {
    const [first, second, third] = await Promise.all([
      server.loginAs('reseau@demo.fr'),
      server.loginAs('reseau@demo.fr'),
      server.loginAs('reseau@demo.fr'),
    ]);
    for (const client of [first, second, third]) {
      await client.get('/fo/user/progress');
      expect((await ask('/fo/user/progress', cookiesOf(client!))).hot).toBe(true);
    }
    const firstCookies = cookiesOf(first!);
    await first!.post('/logout');
    expect(await ask('/fo/user/progress', firstCookies)).toMatchObject({
      hot: false,
      answer: { status: 401 },
    });
    await server.database.db
      .delete(sessions)
      .where(eq(sessions.id, sessionIdOf(second!.cookie('sid')!)));
    expect(await ask('/fo/user/progress', cookiesOf(second!))).toMatchObject({
      hot: false,
      answer: { status: 401 },
    });
    await server.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.email, 'reseau@demo.fr'));
    expect(await ask('/fo/user/progress', cookiesOf(third!))).toMatchObject({
      hot: false,
      answer: { status: 401 },
    });
  });
});
