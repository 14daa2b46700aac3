/**
 * The server's e-mail both ways (server/services/mailer.ts; docs/operations.md, "E-mail"): over
 * SMTP to a real SMTP server on loopback when SMTP_URL is set, to the outbox table (read by
 * admins, GET /bo/api/emails) by default. Both an invitation and a password reset go each way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BoCreatedUser, BoUser } from '../../src/contract/back-office/schemas/users';
import { sha256Hex } from '../../server/db/passwords';
import { emailOutbox, users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { findFreePort } from '../support/free-port';
import { linkIn, sentEmailsTo } from '../support/sent-emails';
import { startServerWithSmtpSink, type SmtpSink } from '../support/smtp-sink';

const FROM = [{ name: 'Avantages Pro', address: 'no-reply@avantages-pro.fr' }];

/** A new PRO to invite, its address made unique by `name`. */
const newPro = (name: string) => ({
  email: `${name}@exemple.fr`,
  firstname: 'Élodie',
  lastname: 'Marchand',
  role: 'PRO',
  companyName: 'Marchand & Fils',
});

describe.each(RULES_DATABASE_KINDS)('e-mail (%s)', (kind) => {
  describe('over SMTP, when SMTP_URL is set', () => {
    let smtp: SmtpSink;
    let server: TestServer;

    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ server, smtp, close } = await startServerWithSmtpSink(kind));
    });
    afterAll(() => close());

    it('sends the invitation in French, as text and HTML, with a link that works', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await admin.post('/bo/api/users', newPro(`smtp-invite-${kind}`));
      expect(response.status).toBe(201);
      const user = BoCreatedUser.parse(response.body);
      expect(user.invitationSent).toBe(true);

      const [mail] = smtp.to(user.email);
      expect(mail).toBeDefined();
      expect(mail!.sender).toBe('no-reply@avantages-pro.fr');
      expect(mail!.parsed.from?.value).toEqual(FROM);
      expect(mail!.recipients).toEqual([user.email]);
      expect(mail!.parsed.headers.get('to')).toMatchObject({ value: [{ address: user.email }] });
      expect(mail!.parsed.subject).toBe('Votre invitation à Avantages Pro');
      // Accents and the typographic apostrophe arrive as they were written.
      expect(mail!.text).toContain('Bonjour Élodie,');
      expect(mail!.text).toContain('Un compte Avantages Pro vient d’être créé pour vous');
      expect(mail!.text).toMatch(/Ce lien est valable 7 jours \(jusqu’au \d{1,2} \S+ \d{4}/);
      expect(mail!.html).toContain('<html lang="fr">');
      expect(mail!.html).toContain('Activer mon compte');

      const link = linkIn(mail!.text, /\/initialization\//);
      expect(link.origin).toBe(server.baseUrl);
      expect(mail!.html).toContain(`href="${link.href}"`);
      const opened = await server
        .client()
        .get(link.pathname.replace('/initialization/', '/fo/user/initialization/'));
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ firstname: 'Élodie', companyName: 'Marchand & Fils' });
      // Nothing went to the outbox meanwhile.
      expect(await server.database.db.select().from(emailOutbox)).toEqual([]);
    });

    it('sends the password reset, whose link sets a new password', async () => {
      const asked = await server
        .client()
        .request('POST', '/fo/user/resetPassword/agence%40demo.fr', {
          headers: { 'x-forwarded-for': '198.51.100.61' },
        });
      expect(asked.status).toBe(200);
      const [mail] = smtp.to('agence@demo.fr');
      expect(mail).toBeDefined();
      expect(mail!.parsed.from?.value).toEqual(FROM);
      expect(mail!.parsed.subject).toBe('Réinitialisation de votre mot de passe Avantages Pro');
      expect(mail!.text).toContain('Bonjour Nicolas,');
      const link = linkIn(mail!.text, /\/resetPassword\?token=/);
      expect(link.origin).toBe(server.baseUrl);
      const token = link.searchParams.get('token')!;

      const reset = await server.client().postForm('/fo/user/resetPassword', {
        email: 'agence@demo.fr',
        token,
        password: sha256Hex('Agence-Lyon-2025'),
      });
      expect(reset.status).toBe(200);
      await server.loginAs('agence@demo.fr', 'Agence-Lyon-2025');
    });
  });

  describe('to the outbox, the embedded default', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.close());

    it('keeps the invitation, text and HTML, with a link that works', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await admin.post('/bo/api/users', newPro(`outbox-invite-${kind}`));
      expect(response.status).toBe(201);
      const user = BoCreatedUser.parse(response.body);
      expect(user.invitationSent).toBe(true);

      const [message] = await sentEmailsTo((path) => admin.get(path), user.email);
      expect(message?.subject).toBe('Votre invitation à Avantages Pro');
      expect(message!.text).toContain('valable 7 jours');
      const link = linkIn(message!.text, /\/initialization\//);
      expect(link.origin).toBe(server.baseUrl);
      const [row] = await server.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, message!.id));
      expect(row!.html).toContain(`href="${link.href}"`);
      const token = link.pathname.split('/').at(-1)!;
      expect((await server.client().get(`/fo/user/initialization/${token}`)).status).toBe(200);
    });

    it('keeps the password reset', async () => {
      const asked = await server
        .client()
        .request('POST', '/fo/user/resetPassword/reseau%40demo.fr', {
          headers: { 'x-forwarded-for': '198.51.100.62' },
        });
      expect(asked.status).toBe(200);
      const admin = await server.loginAs('admin@demo.fr');
      const [message] = await sentEmailsTo((path) => admin.get(path), 'reseau@demo.fr');
      expect(message?.subject).toBe('Réinitialisation de votre mot de passe Avantages Pro');
      const token = linkIn(message!.text, /\/resetPassword\?token=/).searchParams.get('token');
      const status = await server.client().get(`/fo/user/token/${token}`);
      expect(status.body).toMatchObject({ valid: true, email: 'reseau@demo.fr' });
    });
  });

  describe('when the SMTP server cannot be reached', () => {
    let server: TestServer;

    beforeAll(async () => {
      // A port nobody listens on: the connection is refused at once.
      const port = await findFreePort();
      server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    });
    afterAll(() => server.close());

    it('creates the account all the same and says the invitation did not leave', async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const response = await admin.post('/bo/api/users', newPro(`unsent-${kind}`));
      expect(response.status).toBe(201);
      const user = BoCreatedUser.parse(response.body);
      expect(user).toMatchObject({ invitationSent: false, state: 'pending' });
      const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.initializationTokenHash).toBeTruthy();
      // Nothing falls back to the outbox: SMTP is what was asked for.
      expect(await server.database.db.select().from(emailOutbox)).toEqual([]);

      const again = await admin.post<{ message: string }>(`/bo/api/users/${user.id}/invitation`);
      expect(again.status).toBe(503);
      expect(again.body.message).toBe(
        'L’e-mail d’invitation n’a pas pu être envoyé. Vérifiez l’adresse et réessayez plus tard.',
      );
      // The account is still there, waiting for an invitation that leaves.
      const listed = await admin.get(`/bo/api/users/${user.id}`);
      expect(BoUser.parse(listed.body).state).toBe('pending');
    });

    it('answers a password reset as if it had left: no address is told apart', async () => {
      const ask = (email: string) =>
        server.client().request('POST', `/fo/user/resetPassword/${encodeURIComponent(email)}`, {
          headers: { 'x-forwarded-for': '198.51.100.63' },
        });
      const known = await ask('pro@demo.fr');
      const unknown = await ask('personne@exemple.fr');
      expect(known.status).toBe(200);
      expect(known.body).toEqual({});
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
    });
  });
});
