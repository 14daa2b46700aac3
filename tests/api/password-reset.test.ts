import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResetTokenStatus } from '../../src/contract/api';
import type { SentEmail } from '../../src/contract/back-office/schemas/emails';
import { sha256Hex } from '../../server/db/passwords';
import { passwordResetTokens, users } from '../../server/db/schema';
import { hashSecretToken } from '../../server/db/secret-tokens';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';
import { linkIn, sentEmails, sentEmailsTo } from '../support/sent-emails';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

describe.each(RULES_DATABASE_KINDS)('password reset (%s)', (kind) => {
  let server: TestServer;
  /** An admin's session: the outbox is read in the back office (docs/back-office/emails.md). */
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
  });
  afterAll(() => server.close());

  /** Each test asks from its own address (trustProxy is on), so the rate limit stays per test. */
  function askReset(emailOrId: string, ip: string, headers: Record<string, string> = {}) {
    return server
      .client()
      .request('POST', `/fo/user/resetPassword/${encodeURIComponent(emailOrId)}`, {
        headers: { 'x-forwarded-for': ip, ...headers },
      });
  }

  const outbox = (): Promise<SentEmail[]> => sentEmails((path) => admin.get(path));

  /** The reset link of the newest e-mail sent to `to`. */
  async function lastLink(to: string): Promise<URL> {
    const [message] = await sentEmailsTo((path) => admin.get(path), to);
    if (!message) throw new Error(`no e-mail to ${to}`);
    return linkIn(message.text, /\/resetPassword\?token=/);
  }

  function tokenStatus(client: ApiClient, token: string) {
    return client.get<ResetTokenStatus>(`/fo/user/token/${encodeURIComponent(token)}`);
  }

  function reset(client: ApiClient, email: string, token: string, password: string) {
    return client.postForm<ErrorBody>('/fo/user/resetPassword', {
      email,
      token,
      password: sha256Hex(password),
    });
  }

  it('goes from the e-mail link to a new password, once', async () => {
    const before = await server.loginAs('pro@demo.fr');
    const asked = await askReset('pro@demo.fr', '198.51.100.20');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({});

    const [message] = await outbox();
    expect(message).toMatchObject({ to: 'pro@demo.fr' });
    expect(message!.subject).toContain('mot de passe');
    expect(message!.text).toContain('Bonjour');
    const link = await lastLink('pro@demo.fr');
    expect(link.origin).toBe(server.baseUrl);
    expect(link.pathname).toBe('/resetPassword');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);

    const anonymous = server.client();
    const status = await tokenStatus(anonymous, token);
    expect(status.status).toBe(200);
    expect(ResetTokenStatus.parse(status.body)).toEqual({
      valid: true,
      reason: null,
      email: 'pro@demo.fr',
    });

    // The e-mail is compared without regard to case.
    const done = await reset(anonymous, 'PRO@demo.fr', token, 'Nouveau-mot-de-passe-1');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({});

    // Every session of the account ended; only the new password works.
    expect((await before.router('getConnectedUser')).status).toBe(401);
    const oldLogin = await server.client().postForm('/form-login', {
      username: 'pro@demo.fr',
      password: sha256Hex('demo1234'),
    });
    expect(oldLogin.body).toEqual({ success: false });
    await server.loginAs('pro@demo.fr', 'Nouveau-mot-de-passe-1');

    // The link worked once.
    expect((await tokenStatus(anonymous, token)).body).toEqual({
      valid: false,
      reason: 'used',
      email: null,
    });
    const again = await reset(anonymous, 'pro@demo.fr', token, 'Encore-un-autre-2');
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('déjà servi');
    await server.loginAs('pro@demo.fr', 'Nouveau-mot-de-passe-1');
  });

  it('refuses an expired link', async () => {
    await askReset('agence@demo.fr', '198.51.100.21');
    const token = (await lastLink('agence@demo.fr')).searchParams.get('token')!;
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));

    const client = server.client();
    expect((await tokenStatus(client, token)).body).toEqual({
      valid: false,
      reason: 'expired',
      email: null,
    });
    const response = await reset(client, 'agence@demo.fr', token, 'Trop-tard-2024');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
      errors: { token: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.' },
    });
    await server.loginAs('agence@demo.fr');
  });

  it('gives a link valid one hour', async () => {
    const asked = Date.now();
    await askReset('reseau@demo.fr', '198.51.100.22');
    const token = (await lastLink('reseau@demo.fr')).searchParams.get('token')!;
    const [row] = await server.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
    const validity = row!.expiresAt.getTime() - asked;
    expect(validity).toBeGreaterThan(59 * 60 * 1000);
    expect(validity).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('refuses a link used with another account’s e-mail, and keeps it usable', async () => {
    await askReset('partenaire@demo.fr', '198.51.100.23');
    const token = (await lastLink('partenaire@demo.fr')).searchParams.get('token')!;
    const client = server.client();
    const wrong = await reset(client, 'pro@demo.fr', token, 'Vol-de-compte-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'Cette adresse e-mail ne correspond pas au lien de réinitialisation.',
      errors: { email: 'Cette adresse e-mail ne correspond pas au lien de réinitialisation.' },
    });
    expect((await tokenStatus(client, token)).body).toMatchObject({ valid: true });
    expect((await reset(client, 'partenaire@demo.fr', token, 'Partenaire-2024')).status).toBe(200);
    await server.loginAs('partenaire@demo.fr', 'Partenaire-2024');
  });

  it('only the newest reset matters: a new password uses up older links', async () => {
    const ip = '198.51.100.24';
    await askReset('julien.moreau@demo.fr', ip);
    const first = (await lastLink('julien.moreau@demo.fr')).searchParams.get('token')!;
    await askReset('julien.moreau@demo.fr', ip);
    const second = (await lastLink('julien.moreau@demo.fr')).searchParams.get('token')!;
    expect(second).not.toBe(first);
    const client = server.client();
    expect((await reset(client, 'julien.moreau@demo.fr', second, 'Second-lien-1')).status).toBe(
      200,
    );
    expect((await tokenStatus(client, first)).body).toMatchObject({ valid: false, reason: 'used' });
  });

  it('finds the account by its id too', async () => {
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'sarah.lefevre@demo.fr'));
    expect((await askReset(String(row!.id), '198.51.100.25')).status).toBe(200);
    expect((await outbox())[0]).toMatchObject({ to: 'sarah.lefevre@demo.fr' });
  });

  /**
   * A request as an attacker sends it, with node:http (fetch does not let a caller set Host), its
   * Origin agreeing with the forged host so that the same-origin check lets it through.
   */
  function forgedReset(email: string, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        `${server.baseUrl}/fo/user/resetPassword/${encodeURIComponent(email)}`,
        { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.26', ...headers } },
        (incoming) => {
          incoming.resume();
          incoming.on('end', () => resolve(incoming.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it.each([
    ['Host', { host: 'evil.example', origin: 'http://evil.example' }],
    [
      'X-Forwarded-Host and X-Forwarded-Proto (TRUST_PROXY is on)',
      {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        origin: 'https://evil.example',
      },
    ],
  ])('builds the link on PUBLIC_URL whatever the request’s %s says', async (_case, headers) => {
    const before = (await sentEmailsTo((path) => admin.get(path), 'emilie.roux@demo.fr')).length;
    expect(await forgedReset('emilie.roux@demo.fr', headers)).toBe(200);
    const messages = await sentEmailsTo((path) => admin.get(path), 'emilie.roux@demo.fr');
    expect(messages).toHaveLength(before + 1);
    const link = linkIn(messages[0]!.text, /\/resetPassword\?token=/);
    expect(link.origin).toBe(server.baseUrl);
    expect(messages[0]!.text).not.toContain('evil.example');
  });

  it.each([
    ['an unknown e-mail', 'personne@demo.fr'],
    ['an unknown id', '999999'],
    ['an account waiting for its first connection', 'nouveau@demo.fr'],
    ['text that is no e-mail', 'n’importe quoi'],
  ])('answers 200 and sends nothing for %s', async (_case, emailOrId) => {
    const sent = (await outbox()).length;
    const response = await askReset(emailOrId, '198.51.100.27');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect(await outbox()).toHaveLength(sent);
  });

  it('limits reset requests to 5 per address in 15 minutes', async () => {
    const ip = '198.51.100.28';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await askReset(`inconnu${attempt}@demo.fr`, ip)).status).toBe(200);
    }
    const blocked = await askReset('hugo.blanc@demo.fr', ip);
    expect(blocked.status).toBe(429);
    expect((blocked.body as ErrorBody).message).toBe(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
    expect((await outbox()).some((m) => m.to === 'hugo.blanc@demo.fr')).toBe(false);
    expect((await askReset('hugo.blanc@demo.fr', '198.51.100.29')).status).toBe(200);
  });

  it('answers unknown for a token that never existed', async () => {
    const client = server.client();
    expect((await tokenStatus(client, 'inexistant')).body).toEqual({
      valid: false,
      reason: 'unknown',
      email: null,
    });
    const response = await reset(client, 'pro@demo.fr', 'inexistant', 'Peu-importe-1');
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('n’est pas valide');
  });

  it.each([
    [
      'no password',
      { email: 'pro@demo.fr', token: 'abc' },
      'password',
      'Ce champ est incomplet ou incorrect.',
    ],
    [
      'a clear-text password',
      { email: 'pro@demo.fr', token: 'abc', password: 'secret' },
      'password',
      'Le mot de passe doit être transmis sous forme d’empreinte SHA-256.',
    ],
    [
      'a malformed e-mail',
      { email: 'pro-demo.fr', token: 'abc', password: sha256Hex('x') },
      'email',
      'Adresse e-mail invalide.',
    ],
    [
      'no token',
      { email: 'pro@demo.fr', password: sha256Hex('x') },
      'token',
      'Ce champ est incomplet ou incorrect.',
    ],
  ])('answers 400 with a French field error for %s', async (_case, form, field, message) => {
    const response = await server.client().postForm<ErrorBody>('/fo/user/resetPassword', form);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Certaines informations sont incomplètes ou incorrectes.',
      errors: { [field]: message },
    });
  });

  it('answers 4xx, never 500, to over-long tokens', async () => {
    const client = server.client();
    // Fastify's router refuses path segments over 100 characters itself.
    expect((await tokenStatus(client, 'x'.repeat(150))).status).toBe(414);
    const form = { email: 'pro@demo.fr', token: 'x'.repeat(201), password: sha256Hex('x') };
    const response = await client.postForm<ErrorBody>('/fo/user/resetPassword', form);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Certaines informations sont incomplètes ou incorrectes.',
      errors: { token: 'Ce champ est incomplet ou incorrect.' },
    });
  });
});
