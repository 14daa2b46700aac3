/**
 * The back office's « Utilisateurs » (docs/back-office/users.md) over HTTP, with the invitations
 * received by a real SMTP server on loopback (tests/support/smtp-sink.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { User } from '../../src/contract/api';
import {
  BoCreatedUser,
  BoUser,
  BoUserPage,
  type BoUserInput,
} from '../../src/contract/back-office/schemas/users';
import { sha256Hex } from '../../server/db/passwords';
import { hashSecretToken } from '../../server/db/secret-tokens';
import {
  auditEntries,
  companies,
  partners,
  sessions,
  subThemes,
  users,
} from '../../server/db/schema';
import { DEACTIVATED_ACCOUNT_MESSAGE } from '../../server/services/auth';
import { plainText } from '../../server/services/back-office/lists';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

const EMAIL_TAKEN = 'Cette adresse e-mail est déjà utilisée.';
const NEW_PASSWORD = 'Invitation-2025';
const RESET_PASSWORD = 'Nouveau-2025';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the invited person types at its first connection (a valid SIRET and phone). */
const FIRST_CONNECTION = {
  siret: '890 123 456 00026',
  companyName: 'Menuiserie Caron',
  activity: 'Menuiserie',
  nbEmployees: 3,
  turnover: 250_000,
  streetAndNumber: '12 rue des Lilas',
  postalCode: '69003',
  town: 'Lyon',
  lastname: 'Caron',
  firstname: 'Léa',
  function: 'Gérante',
  phone: '06 12 34 56 78',
  password: sha256Hex(NEW_PASSWORD),
};

/** The token of the first-connection link in an e-mail's text. */
function tokenIn(text: string): string {
  const match = /\/initialization\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No first-connection link in: ${text}`);
  return match[1];
}

describe.each(DATABASE_KINDS)('back office: users (%s)', (kind) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let admin: ApiClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, { env: { SMTP_URL: smtp.url } });
    admin = await server.loginAs('admin@demo.fr');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const db = () => server.database.db;

  async function userId(email: string): Promise<number> {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No user ${email}`);
    return row.id;
  }

  async function userRow(email: string) {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No user ${email}`);
    return row;
  }

  async function partnerId(): Promise<number> {
    const [row] = await db()
      .select({ id: partners.id })
      .from(partners)
      .orderBy(partners.id)
      .limit(1);
    return row!.id;
  }

  async function journal(entityId: number) {
    return db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'user'), eq(auditEntries.entityId, entityId)))
      .orderBy(desc(auditEntries.id));
  }

  function list(query = '') {
    return admin.get<BoUserPage>(`/bo/api/users${query}`);
  }

  async function emailsOf(query: string): Promise<string[]> {
    const response = await list(query);
    expect(response.status).toBe(200);
    return BoUserPage.parse(response.body).items.map((user) => user.email);
  }

  function invite(body: Partial<BoUserInput> & Record<string, unknown>) {
    return admin.post<BoCreatedUser & ErrorBody>('/bo/api/users', body);
  }

  let counter = 0;
  /** A valid invitation of a new PRO, with an address no other test uses. */
  function newPro(changes: Record<string, unknown> = {}) {
    counter += 1;
    return {
      email: `invite-${counter}-${kind}@exemple.fr`,
      firstname: 'Léa',
      lastname: 'Caron',
      role: 'PRO' as const,
      companyName: 'Menuiserie Caron',
      ...changes,
    };
  }

  /** Invites a PRO and answers it with the token its e-mail carried. */
  async function invited(changes: Record<string, unknown> = {}) {
    const response = await invite(newPro(changes));
    expect(response.status).toBe(201);
    const user = BoCreatedUser.parse(response.body);
    const [mail] = smtp.to(user.email).slice(-1);
    return { user, token: tokenIn(mail!.text) };
  }

  const firstConnectionInfo = (token: string) =>
    server.client().get<ErrorBody>(`/fo/user/initialization/${token}`);

  async function completeFirstConnection(token: string) {
    const client = server.client();
    const saved = await client.post(`/fo/user/initialization/infos/${token}`, FIRST_CONNECTION);
    expect(saved.status).toBe(200);
    const chosen = await db().select({ id: subThemes.id }).from(subThemes).limit(7);
    const activated = await client.post(`/fo/user/initialization/activate/${token}`, {
      subThemeIds: chosen.map((row) => row.id),
    });
    expect(activated.status).toBe(200);
  }

  function login(email: string, password = 'demo1234') {
    return server.client().postForm<{ success: boolean } & ErrorBody>('/form-login', {
      username: email,
      password: sha256Hex(password),
    });
  }

  function expectNo5xx(response: ApiResponse) {
    expect(response.status).toBeLessThan(500);
  }

  describe('who may call it', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/bo/api/users'],
      ['POST', '/bo/api/users', newPro()],
      ['GET', '/bo/api/users/1'],
      ['PUT', '/bo/api/users/1', { firstname: 'A', lastname: 'B', role: 'ADMIN' }],
      ['POST', '/bo/api/users/1/invitation'],
      ['POST', '/bo/api/users/1/deactivate'],
      ['POST', '/bo/api/users/1/reactivate'],
      ['POST', '/bo/api/users/1/connect-as'],
    ];

    it.each(calls)(
      '%s %s: 401 without a session, 403 for every other role',
      async (method, url, body) => {
        const init = body === undefined ? {} : { json: body };
        expect((await server.client().request(method, url, init)).status).toBe(401);
        for (const email of [
          'pro@demo.fr',
          'agence@demo.fr',
          'reseau@demo.fr',
          'partenaire@demo.fr',
        ]) {
          const client = await server.loginAs(email);
          expect((await client.request(method, url, init)).status).toBe(403);
        }
      },
    );

    it('changes nothing for a refused call', async () => {
      const before = (await db().select({ id: users.id }).from(users)).length;
      const pro = await server.loginAs('pro@demo.fr');
      expect((await pro.post('/bo/api/users', newPro())).status).toBe(403);
      const target = await userId('agence@demo.fr');
      expect((await pro.post(`/bo/api/users/${target}/deactivate`)).status).toBe(403);
      expect((await db().select({ id: users.id }).from(users)).length).toBe(before);
      expect((await userRow('agence@demo.fr')).deactivatedAt).toBeNull();
    });

    it('refuses a write posted from another site', async () => {
      const target = await userId('agence@demo.fr');
      const response = await admin.request('POST', `/bo/api/users/${target}/deactivate`, {
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect((await userRow('agence@demo.fr')).deactivatedAt).toBeNull();
    });
  });

  describe('GET /bo/api/users', () => {
    it('lists every account, sorted by e-mail, with what the list shows', async () => {
      const response = await list('?pageSize=100');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = BoUserPage.parse(response.body);
      const total = (await db().select({ id: users.id }).from(users)).length;
      expect(page.total).toBe(total);
      expect(page.items).toHaveLength(total);
      const emails = page.items.map((user) => user.email);
      expect(emails).toEqual([...emails].sort());

      const pro = page.items.find((user) => user.email === 'pro@demo.fr')!;
      expect(pro).toMatchObject({
        firstname: 'Camille',
        lastname: 'Durand',
        role: 'PRO',
        companyName: 'Atelier Durand Menuiserie',
        partnerId: null,
        activated: true,
        state: 'active',
        deactivatedAt: null,
        canActAs: true,
      });
      const partner = page.items.find((user) => user.email === 'partenaire@demo.fr')!;
      expect(partner.partnerId).toBe(await partnerId());
      expect(partner.partnerName).toBe('Groupement Artisans Plus');
      expect(partner.companyName).toBeNull();
      const adminRow = page.items.find((user) => user.email === 'admin@demo.fr')!;
      expect(adminRow.canActAs).toBe(false);
      // The demo's link has no expiry.
      const pending = page.items.find((user) => user.email === 'nouveau@demo.fr')!;
      expect(pending).toMatchObject({ state: 'pending', activated: false, invitationSentAt: null });
    });

    it('searches e-mails, names and company names, whatever the case and accents', async () => {
      expect(await emailsOf('?query=LEFEVRE')).toEqual(['sarah.lefevre@demo.fr']);
      expect(await emailsOf('?query=emilie')).toEqual(['emilie.roux@demo.fr']);
      expect(await emailsOf('?query=durand%20menuiserie')).toEqual([
        'julien.moreau@demo.fr',
        'pro@demo.fr',
        'sarah.lefevre@demo.fr',
      ]);
      expect(await emailsOf('?query=partenaire%40demo')).toEqual(['partenaire@demo.fr']);
      expect(await emailsOf('?query=personne-de-ce-nom')).toEqual([]);
      // Wildcards are plain characters.
      expect(await emailsOf('?query=%25')).toEqual([]);
    });

    it('filters by role and by state', async () => {
      const partners_ = await emailsOf('?role=PARTNER');
      expect(partners_).toEqual([
        'emilie.roux@demo.fr',
        'hugo.blanc@demo.fr',
        'ines.faure@demo.fr',
        'partenaire@demo.fr',
      ]);
      expect(await emailsOf('?role=ADMIN&query=demo')).toEqual(['admin@demo.fr']);
      expect(await emailsOf('?state=pending&query=demo.fr')).toEqual(['nouveau@demo.fr']);
      expect(await emailsOf('?state=deactivated&query=demo.fr')).toEqual([]);
      expect(await emailsOf('?state=active&role=AGENCY')).toEqual(['agence@demo.fr']);
    });

    it('sorts by e-mail, last name, role or creation, both ways, and pages', async () => {
      const byEmailDesc = await emailsOf('?sort=email&order=desc&query=demo.fr&pageSize=100');
      expect(byEmailDesc).toEqual([...byEmailDesc].sort().reverse());

      const byName = BoUserPage.parse(
        (await list('?sort=lastname&query=demo.fr&pageSize=100')).body,
      );
      const lastnames = byName.items.map((user) => plainText(user.lastname));
      expect(lastnames).toEqual([...lastnames].sort());

      const byRole = BoUserPage.parse((await list('?sort=role&query=demo.fr&pageSize=100')).body);
      const roles = byRole.items.map((user) => user.role);
      // By the French label: Administrateur, Agence, Partenaire, Professionnel, Réseau.
      expect([...new Set(roles)]).toEqual(['ADMIN', 'AGENCY', 'PARTNER', 'PRO', 'NETWORK']);

      const byCreation = BoUserPage.parse(
        (await list('?sort=createdAt&order=desc&pageSize=100')).body,
      );
      const times = byCreation.items.map((user) => Date.parse(user.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const all = await emailsOf('?query=demo.fr&pageSize=100');
      const second = BoUserPage.parse((await list('?query=demo.fr&pageSize=3&page=2')).body);
      expect(second).toMatchObject({ page: 2, pageSize: 3, total: all.length });
      expect(second.items.map((user) => user.email)).toEqual(all.slice(3, 6));
      const beyond = BoUserPage.parse((await list('?page=999')).body);
      expect(beyond.items).toEqual([]);
    });

    it.each([
      '?sort=password',
      '?order=up',
      '?role=KING',
      '?state=asleep',
      '?page=0',
      '?pageSize=101',
      '?page=abc',
    ])('answers 400 in French to %s', async (query) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect((response.body as unknown as ErrorBody).message).toMatch(/\p{L}/u);
    });
  });

  describe('GET /bo/api/users/:id', () => {
    it('answers one account, 404 for an unknown one, 400 for an id that is not one', async () => {
      const id = await userId('agence@demo.fr');
      const response = await admin.get(`/bo/api/users/${id}`);
      expect(response.status).toBe(200);
      expect(BoUser.parse(response.body)).toMatchObject({ id, email: 'agence@demo.fr' });
      const missing = await admin.get<ErrorBody>('/bo/api/users/999999');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Utilisateur introuvable.');
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await admin.get(`/bo/api/users/${bad}`)).status).toBe(400);
      }
    });
  });

  describe('POST /bo/api/users', () => {
    it('creates the account, answers 201 with it and e-mails the first-connection link', async () => {
      const body = newPro({ email: `  Nouvelle.Cliente-${kind}@Exemple.FR ` });
      const email = `nouvelle.cliente-${kind}@exemple.fr`;
      const before = Date.now();
      const response = await invite(body);
      expect(response.status).toBe(201);
      const user = BoCreatedUser.parse(response.body);
      expect(user).toMatchObject({
        email,
        firstname: 'Léa',
        lastname: 'Caron',
        role: 'PRO',
        companyName: 'Menuiserie Caron',
        partnerId: null,
        activated: false,
        state: 'pending',
        deactivatedAt: null,
        canActAs: true,
        invitationSent: true,
      });
      expect(user.id).toBe(await userId(email));
      const sentAt = Date.parse(user.invitationSentAt!);
      expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(user.invitationExpiresAt!) - sentAt).toBe(7 * DAY_MS);

      // The e-mail, received by the SMTP server.
      const mails = smtp.to(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.parsed.subject).toBe('Votre invitation à Avantages Pro');
      expect(mail.text).toContain('Bonjour Léa,');
      expect(mail.text).toContain('valable 7 jours');
      const token = tokenIn(mail.text);
      const link = `${server.baseUrl}/initialization/${token}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      // The database keeps only the token's hash (docs/http-contract.md, "Stored hashed").
      expect((await userRow(email)).initializationTokenHash).toBe(hashSecretToken(token));
      expect(token.length).toBeGreaterThanOrEqual(40);

      // The link opens the first connection, prefilled with what the admin typed.
      const info = await firstConnectionInfo(token);
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({
        companyName: 'Menuiserie Caron',
        firstname: 'Léa',
        lastname: 'Caron',
      });
      await completeFirstConnection(token);
      const loggedIn = await login(email, NEW_PASSWORD);
      expect(loggedIn.body).toMatchObject({ success: true, redirectUrl: '/saving/offer-list' });
      // Single use.
      expect((await firstConnectionInfo(token)).status).toBe(404);

      const [entry] = await journal(user.id);
      expect(entry).toMatchObject({ action: 'create', adminEmail: 'admin@demo.fr' });
      expect(entry!.summary).toContain(email);
      expect(entry!.after).toMatchObject({ email, role: 'PRO', companyName: 'Menuiserie Caron' });
      expect(JSON.stringify(entry)).not.toContain(token);
    });

    it('joins an existing company of the same name, whatever its case', async () => {
      const { user } = await invited({ companyName: 'atelier durand menuiserie' });
      const [durand] = await db()
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyName, 'Atelier Durand Menuiserie'));
      expect((await userRow(user.email)).companyId).toBe(durand!.id);
      expect(user.companyName).toBe('Atelier Durand Menuiserie');
    });

    it('creates a partner’s user linked to its partner, and an admin without company', async () => {
      const partner = await invited({
        role: 'PARTNER',
        companyName: null,
        partnerId: await partnerId(),
      });
      expect(partner.user).toMatchObject({
        role: 'PARTNER',
        partnerId: await partnerId(),
        companyName: null,
      });
      // Admins are invited here too: the back office is the way to add one without SQL.
      const other = await invited({ role: 'ADMIN', companyName: '' });
      expect(other.user).toMatchObject({ role: 'ADMIN', companyName: null, canActAs: false });
    });

    it.each([
      [
        'an address that is not one',
        { email: 'pas-une-adresse' },
        'email',
        'Adresse e-mail invalide.',
      ],
      ['no address', { email: '' }, 'email', undefined],
      ['no first name', { firstname: '  ' }, 'firstname', 'Ce champ est obligatoire.'],
      ['no last name', { lastname: undefined }, 'lastname', undefined],
      ['an unknown role', { role: 'KING' }, 'role', undefined],
      [
        'a customer without company',
        { companyName: ' ' },
        'companyName',
        'Indiquez l’entreprise de ce compte.',
      ],
      [
        'a partner’s user without partner',
        { role: 'PARTNER', companyName: null },
        'partnerId',
        'Choisissez le partenaire de ce compte.',
      ],
      [
        'a partner given to a PRO',
        { partnerId: 1 },
        'partnerId',
        'Seul un compte partenaire est rattaché à un partenaire.',
      ],
      [
        'a partner that does not exist',
        { role: 'PARTNER', partnerId: 999_999 },
        'partnerId',
        'Ce partenaire n’existe pas.',
      ],
      [
        'a partner id that is not one',
        { role: 'PARTNER', partnerId: 'abc' },
        'partnerId',
        undefined,
      ],
      [
        'a first name too long',
        { firstname: 'x'.repeat(81) },
        'firstname',
        'Ce champ ne peut dépasser 80 caractères.',
      ],
    ])('refuses %s with a French message on that field', async (_case, change, field, message) => {
      const body = newPro(change);
      const response = await invite(body);
      expectNo5xx(response);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[field]).toMatch(message ?? /\p{L}/u);
      if (typeof body.email === 'string' && body.email.includes('@')) {
        expect(smtp.to(body.email.toLowerCase())).toEqual([]);
      }
    });

    it('refuses an address already used, whatever its case', async () => {
      const count = (await db().select({ id: users.id }).from(users)).length;
      for (const email of ['PRO@demo.fr', ' pro@DEMO.fr ']) {
        const response = await invite(newPro({ email }));
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ email: EMAIL_TAKEN });
      }
      expect((await db().select({ id: users.id }).from(users)).length).toBe(count);
    });

    it('answers 400 to a body that is not JSON', async () => {
      const response = await admin.request('POST', '/bo/api/users', {
        raw: '{"email": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    });
  });

  describe('POST /bo/api/users/:id/invitation', () => {
    it('sends a new link: the previous one stops working', async () => {
      const { user, token: first } = await invited();
      expect((await firstConnectionInfo(first)).status).toBe(200);

      const response = await admin.post(`/bo/api/users/${user.id}/invitation`);
      expect(response.status).toBe(200);
      const again = BoUser.parse(response.body);
      expect(Date.parse(again.invitationSentAt!)).toBeGreaterThanOrEqual(
        Date.parse(user.invitationSentAt!),
      );
      const mails = smtp.to(user.email);
      expect(mails).toHaveLength(2);
      const second = tokenIn(mails[1]!.text);
      expect(second).not.toBe(first);
      expect((await firstConnectionInfo(first)).status).toBe(404);
      expect((await firstConnectionInfo(second)).status).toBe(200);

      const [entry] = await journal(user.id);
      expect(entry).toMatchObject({ action: 'invite', entityId: user.id });
    });

    it('answers 409 in French for an account already activated, 404 for none', async () => {
      const response = await admin.post<ErrorBody>(
        `/bo/api/users/${await userId('agence@demo.fr')}/invitation`,
      );
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(
        'Ce compte est déjà activé : il n’a plus besoin d’invitation.',
      );
      expect(smtp.to('agence@demo.fr')).toEqual([]);
      expect((await admin.post('/bo/api/users/999999/invitation')).status).toBe(404);
    });
  });

  describe('the first-connection link expires', () => {
    it('works 7 days from when it was sent, then answers as an unknown link', async () => {
      const { user, token } = await invited();
      const sentDaysAgo = (days: number) =>
        db()
          .update(users)
          .set({ initializationExpiresAt: new Date(Date.now() + (7 - days) * DAY_MS) })
          .where(eq(users.id, user.id));

      await sentDaysAgo(6);
      expect((await firstConnectionInfo(token)).status).toBe(200);

      await sentDaysAgo(8);
      const expired = await firstConnectionInfo(token);
      expect(expired.status).toBe(404);
      expect(expired.body.message).toBe('Lien de première connexion introuvable.');
      for (const response of [
        await server.client().get(`/fo/user/themeSubTheme/${token}`),
        await server.client().post(`/fo/user/initialization/infos/${token}`, FIRST_CONNECTION),
        await server
          .client()
          .post(`/fo/user/initialization/activate/${token}`, { subThemeIds: [] }),
      ]) {
        expect(response.status).toBe(404);
      }
      expect((await userRow(user.email)).passwordHash).toBeNull();
      const listed = BoUser.parse((await admin.get(`/bo/api/users/${user.id}`)).body);
      expect(Date.parse(listed.invitationExpiresAt!)).toBeLessThan(Date.now());

      // Sending it again gives 7 more days.
      await admin.post(`/bo/api/users/${user.id}/invitation`);
      const fresh = tokenIn(smtp.to(user.email).at(-1)!.text);
      expect((await firstConnectionInfo(fresh)).status).toBe(200);
    });
  });

  describe('deactivate and reactivate', () => {
    const EMAIL = 'julien.moreau@demo.fr';

    it('ends the account’s sessions at once and refuses its login with a French message', async () => {
      const id = await userId(EMAIL);
      const julien = await server.loginAs(EMAIL);
      expect((await julien.router('getConnectedUser')).status).toBe(200);
      // An admin acting as the account goes back to its own.
      const other = await server.loginAs('admin@demo.fr');
      expect((await other.post(`/bo/api/users/${id}/connect-as`)).status).toBe(200);

      const response = await admin.post(`/bo/api/users/${id}/deactivate`);
      expect(response.status).toBe(200);
      const user = BoUser.parse(response.body);
      expect(user).toMatchObject({ state: 'deactivated', canActAs: false, activated: true });
      expect(user.deactivatedAt).not.toBeNull();

      expect((await julien.router('getConnectedUser')).status).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      const adminView = User.parse((await other.router('getConnectedUser')).body[0].result);
      expect(adminView.connectedAs).toBeNull();

      const refused = await login(EMAIL);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(DEACTIVATED_ACCOUNT_MESSAGE);
      expect(refused.headers.get('set-cookie') ?? '').not.toContain('sid=');
      // A wrong password says nothing about the account.
      const wrong = await login(EMAIL, 'pas-le-bon');
      expect(wrong.status).toBe(200);
      expect(wrong.body).toEqual({ success: false });

      // Nobody acts as a deactivated account.
      const connect = await admin.post<ErrorBody>(`/bo/api/users/${id}/connect-as`);
      expect(connect.status).toBe(400);
      expect(connect.body.message).toContain('désactivé');

      expect(await emailsOf('?state=deactivated')).toEqual([EMAIL]);
      const [entry] = await journal(id);
      expect(entry).toMatchObject({ action: 'deactivate', adminEmail: 'admin@demo.fr' });

      // Twice is once.
      expect((await admin.post(`/bo/api/users/${id}/deactivate`)).status).toBe(200);
      expect((await journal(id)).filter((row) => row.action === 'deactivate')).toHaveLength(1);
    });

    it('is not undone by a password reset', async () => {
      // The reset works as for anyone (the person may want it before being reactivated)...
      expect((await server.client().post(`/fo/user/resetPassword/${EMAIL}`)).status).toBe(200);
      const token = /token=([A-Za-z0-9_-]+)/.exec(smtp.to(EMAIL).at(-1)!.text)![1]!;
      const response = await server.client().postForm('/fo/user/resetPassword', {
        email: EMAIL,
        token,
        password: sha256Hex(RESET_PASSWORD),
      });
      expect(response.status).toBe(200);
      // ...but the account stays shut.
      const refused = await login(EMAIL, RESET_PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(DEACTIVATED_ACCOUNT_MESSAGE);
      expect((await userRow(EMAIL)).deactivatedAt).not.toBeNull();
    });

    it('lets the account log in again once reactivated', async () => {
      const id = await userId(EMAIL);
      const response = await admin.post(`/bo/api/users/${id}/reactivate`);
      expect(response.status).toBe(200);
      expect(BoUser.parse(response.body)).toMatchObject({
        state: 'active',
        deactivatedAt: null,
        canActAs: true,
      });
      const client = await server.loginAs(EMAIL, RESET_PASSWORD);
      expect((await client.router('getConnectedUser')).status).toBe(200);
      const [entry] = await journal(id);
      expect(entry).toMatchObject({ action: 'reactivate' });
      // Twice is once.
      expect((await admin.post(`/bo/api/users/${id}/reactivate`)).status).toBe(200);
      expect((await journal(id)).filter((row) => row.action === 'reactivate')).toHaveLength(1);
    });

    it('refuses the first-connection link of a deactivated account', async () => {
      const { user, token } = await invited();
      await admin.post(`/bo/api/users/${user.id}/deactivate`);
      expect((await firstConnectionInfo(token)).status).toBe(404);
      const resend = await admin.post<ErrorBody>(`/bo/api/users/${user.id}/invitation`);
      expect(resend.status).toBe(409);
      expect(resend.body.message).toContain('réactivez-le');
      expect(await emailsOf(`?state=pending&query=${encodeURIComponent(user.email)}`)).toEqual([]);
      await admin.post(`/bo/api/users/${user.id}/reactivate`);
      expect((await firstConnectionInfo(token)).status).toBe(200);
    });

    it('refuses to deactivate the admin’s own account, 404 for an unknown one', async () => {
      const self = await admin.post<ErrorBody>(
        `/bo/api/users/${await userId('admin@demo.fr')}/deactivate`,
      );
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('Vous ne pouvez pas désactiver votre propre compte.');
      expect((await userRow('admin@demo.fr')).deactivatedAt).toBeNull();
      expect((await admin.post('/bo/api/users/999999/deactivate')).status).toBe(404);
      expect((await admin.post('/bo/api/users/999999/reactivate')).status).toBe(404);
    });
  });

  describe('PUT /bo/api/users/:id', () => {
    it('changes the names, the role, the company and the partner, and journals it', async () => {
      const { user } = await invited();
      const response = await admin.request('PUT', `/bo/api/users/${user.id}`, {
        json: {
          firstname: ' Léonie ',
          lastname: 'Caron-Petit',
          role: 'PARTNER',
          companyName: null,
          partnerId: await partnerId(),
        },
      });
      expect(response.status).toBe(200);
      expect(BoUser.parse(response.body)).toMatchObject({
        firstname: 'Léonie',
        lastname: 'Caron-Petit',
        role: 'PARTNER',
        companyName: null,
        partnerId: await partnerId(),
      });
      const [entry] = await journal(user.id);
      expect(entry).toMatchObject({ action: 'update' });
      expect(entry!.before).toMatchObject({ firstname: 'Léa', role: 'PRO' });
      expect(entry!.after).toMatchObject({ firstname: 'Léonie', role: 'PARTNER' });

      const back = await admin.request('PUT', `/bo/api/users/${user.id}`, {
        json: { firstname: 'Léa', lastname: 'Caron', role: 'AGENCY', companyName: 'Agence Caron' },
      });
      expect(BoUser.parse(back.body)).toMatchObject({
        role: 'AGENCY',
        companyName: 'Agence Caron',
        partnerId: null,
      });
    });

    it('refuses bad input, an admin demoting itself, and an unknown account', async () => {
      const id = await userId('agence@demo.fr');
      const partnerless = await admin.request<ErrorBody>('PUT', `/bo/api/users/${id}`, {
        json: { firstname: 'A', lastname: 'B', role: 'PARTNER' },
      });
      expect(partnerless.status).toBe(400);
      expect(partnerless.body.errors?.partnerId).toBeDefined();

      const self = await admin.request<ErrorBody>(
        'PUT',
        `/bo/api/users/${await userId('admin@demo.fr')}`,
        { json: { firstname: 'Martine', lastname: 'Lemoine', role: 'PRO', companyName: 'X' } },
      );
      expect(self.status).toBe(400);
      expect(self.body.errors?.role).toContain('propre rôle');
      expect((await userRow('admin@demo.fr')).role).toBe('ADMIN');

      const missing = await admin.request('PUT', '/bo/api/users/999999', {
        json: { firstname: 'A', lastname: 'B', role: 'ADMIN' },
      });
      expect(missing.status).toBe(404);
    });

    it('ends the acting-as of an account that becomes an admin', async () => {
      const { user } = await invited();
      const other = await server.loginAs('admin@demo.fr');
      await other.post(`/bo/api/users/${user.id}/connect-as`);
      await admin.request('PUT', `/bo/api/users/${user.id}`, {
        json: { firstname: 'Léa', lastname: 'Caron', role: 'ADMIN' },
      });
      const me = User.parse((await other.router('getConnectedUser')).body[0].result);
      expect(me.connectedAs).toBeNull();
    });
  });

  describe('POST /bo/api/users/:id/connect-as', () => {
    it.each([
      ['pro@demo.fr', '/saving/offer-list'],
      ['partenaire@demo.fr', '/partner'],
      ['nouveau@demo.fr', '/saving/offer-list'],
    ])('makes the admin act as %s and answers its home (%s)', async (email, home) => {
      const client = await server.loginAs('admin@demo.fr');
      const id = await userId(email);
      const response = await client.post(`/bo/api/users/${id}/connect-as`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ redirectUrl: home });
      const me = User.parse((await client.router('getConnectedUser')).body[0].result);
      expect(me.connectedAs?.email).toBe(email);
      // The back office still knows the admin by its real account.
      expect((await client.get('/bo/api/users?pageSize=1')).status).toBe(200);
      const [entry] = await journal(id);
      expect(entry).toMatchObject({ action: 'connect-as', adminEmail: 'admin@demo.fr' });
      expect((await client.router('removeConnectedAs')).body).toEqual([{ result: true }]);
    });

    it('refuses an admin (400) and an unknown account (404)', async () => {
      const self = await admin.post<ErrorBody>(
        `/bo/api/users/${await userId('admin@demo.fr')}/connect-as`,
      );
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('Il n’est pas possible d’agir en tant qu’administrateur.');
      expect((await admin.post('/bo/api/users/999999/connect-as')).status).toBe(404);
      const me = User.parse((await admin.router('getConnectedUser')).body[0].result);
      expect(me.connectedAs).toBeNull();
    });
  });
});
