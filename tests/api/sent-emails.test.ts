/**
 * The e-mails the server sends are nobody's to read but their recipient's (docs/back-office/
 * emails.md, docs/operations.md "E-mail"): no public outbox, the demo's kept messages for admins
 * only, none kept in production, and never a body or a link in the log.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SentEmailPage } from '../../src/contract/back-office/schemas/emails';
import { sha256Hex } from '../../server/db/passwords';
import { emailOutbox } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';
import { findFreePort } from '../support/free-port';
import { linkIn, sentEmails, sentEmailsTo } from '../support/sent-emails';
import { ServerProcess } from '../support/server-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const askReset = (client: ApiClient, email: string, ip: string) =>
  client.request('POST', `/fo/user/resetPassword/${encodeURIComponent(email)}`, {
    headers: { 'x-forwarded-for': ip },
  });

describe.each(RULES_DATABASE_KINDS)('sent e-mails (%s)', (kind) => {
  describe('in the demo (no SMTP_URL)', () => {
    let server: TestServer;
    let admin: ApiClient;

    beforeAll(async () => {
      server = await startTestServer(kind);
      admin = await server.loginAs('admin@demo.fr');
    });
    afterAll(() => server.close());

    it('has no public outbox any more', async () => {
      await askReset(server.client(), 'pro@demo.fr', '198.51.100.70');
      const anonymous = await server.client().get('/dev/outbox');
      expect(anonymous.status).toBe(404);
      expect(anonymous.text).not.toContain('pro@demo.fr');
    });

    it('lets admins only read them: 401 without a session, 403 for any other role', async () => {
      expect((await server.client().get('/bo/api/emails')).status).toBe(401);
      for (const email of ['pro@demo.fr', 'partenaire@demo.fr', 'agence@demo.fr']) {
        const client = await server.loginAs(email);
        const response = await client.get('/bo/api/emails');
        expect(response.status).toBe(403);
        expect(response.text).not.toContain('resetPassword');
      }
      const response = await admin.get('/bo/api/emails');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('lists them newest first, searched by recipient or subject, paged', async () => {
      await askReset(server.client(), 'reseau@demo.fr', '198.51.100.71');
      await askReset(server.client(), 'agence@demo.fr', '198.51.100.72');
      const all = await sentEmails((url) => admin.get(url));
      expect(all.length).toBeGreaterThanOrEqual(3);
      const times = all.map((message) => Date.parse(message.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(all[0]).toMatchObject({
        to: 'agence@demo.fr',
        subject: 'Réinitialisation de votre mot de passe Avantages Pro',
      });
      expect(linkIn(all[0]!.text, /\/resetPassword\?token=/).origin).toBe(server.baseUrl);

      const found = await sentEmails((url) => admin.get(url), 'RESEAU@demo');
      expect(found.map((message) => message.to)).toEqual(['reseau@demo.fr']);
      const bySubject = await sentEmails((url) => admin.get(url), 'reinitialisation');
      expect(bySubject.length).toBe(all.length);

      const page = SentEmailPage.parse((await admin.get('/bo/api/emails?pageSize=1&page=2')).body);
      expect(page).toMatchObject({ page: 2, pageSize: 1, total: all.length });
      expect(page.items.map((message) => message.id)).toEqual([all[1]!.id]);
    });
  });

  describe('in production (SMTP_URL required)', () => {
    let smtp: SmtpSink;
    let server: TestServer;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      server = await startTestServer(kind, { env: { NODE_ENV: 'production', SMTP_URL: smtp.url } });
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it('keeps no copy: no outbox route, nothing written, the message leaves by SMTP', async () => {
      expect((await askReset(server.client(), 'pro@demo.fr', '198.51.100.73')).status).toBe(200);
      expect(smtp.to('pro@demo.fr')).toHaveLength(1);
      expect(await server.database.db.select().from(emailOutbox)).toEqual([]);
      expect((await server.client().get('/dev/outbox')).status).toBe(404);
      // The back office's route is not there either (an admin's login needs its second factor
      // in production: an anonymous call shows the route is missing, not refused).
      expect((await server.client().get('/bo/api/emails')).status).toBe(404);
      expect(server.app.hasRoute({ method: 'GET', url: '/bo/api/emails' })).toBe(false);
    });
  });
});

/**
 * The log of a real server process (JSON lines on stdout, as an operator collects them): the
 * e-mail's recipient and subject may be logged, its body and its link never, nor the link's
 * token when it is opened (the request log masks it).
 */
describe('the log never holds an e-mail’s body or link', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-log-'));
    server = new ServerProcess(await findFreePort(), { DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
    await server.waitUntilUp();
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('logs who and what about, never the text nor the token', async () => {
    const running = server!;
    const asked = await fetch(`${running.baseUrl}/fo/user/resetPassword/pro%40demo.fr`, {
      method: 'POST',
      headers: { origin: running.baseUrl },
    });
    expect(asked.status).toBe(200);
    const kept = await running.waitForLine(
      (line) => line.msg === 'e-mail kept in the outbox',
      'for the kept e-mail',
    );
    expect(kept).toMatchObject({ to: 'pro@demo.fr' });

    // The token, read as an admin reads it.
    const login = await fetch(`${running.baseUrl}/form-login`, {
      method: 'POST',
      headers: {
        origin: running.baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        username: 'admin@demo.fr',
        password: sha256Hex('demo1234'),
      }).toString(),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const get = async (url: string) => {
      const response = await fetch(`${running.baseUrl}${url}`, { headers: { cookie } });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const [message] = await sentEmailsTo(get, 'pro@demo.fr');
    const link = linkIn(message!.text, /\/resetPassword\?token=/);
    const token = link.searchParams.get('token')!;

    // The link is opened: the page, then the API's check of the token.
    const opened = await fetch(`${running.baseUrl}/fo/user/token/${token}`);
    expect(opened.status).toBe(200);
    await running.waitForLine(
      (line) => line.msg === 'incoming request' && line.req?.url === '/fo/user/token/[masqué]',
      'for the masked token check',
    );

    const log = JSON.stringify(running.lines) + running.stderr;
    expect(log).not.toContain(token);
    expect(log).not.toContain('resetPassword?token');
    expect(message!.text).toContain('Vous avez demandé à réinitialiser');
    expect(log).not.toContain('Vous avez demandé à réinitialiser');
  }, 120_000);
});
