/**
 * No account can be taken over (docs/http-contract.md, "Proven changes", "Partner space",
 * "Passwords checked by the server"; docs/back-office/audit.md): a new password or e-mail needs
 * the current password and is the holder's own, ends the other sessions and revokes the device
 * cookies, tells the former address; nobody edits another person's credentials; an admin acting
 * as someone changes neither and is journaled; common passwords are refused everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { sha256 } from 'js-sha256';
import { ProfileInfo } from '../../src/contract/api';
import { COMMON_PASSWORD_MESSAGE } from '../../src/contract/common-passwords';
import { auditEntries, emailOutbox, loginFailures, users } from '../../server/db/schema';
import {
  ACTING_AS_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  NOT_THE_HOLDER_MESSAGE,
} from '../../server/services/credentials';
import { ONLY_MAIN_ACCOUNT_MESSAGE } from '../../server/services/partners';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

type ErrorBody = { message: string; errors?: Record<string, string> };

const DEMO = sha256('demo1234');
/** The reproduction's three: accepted by the server before it checked the lists. */
const COMMON = ['123456', 'azerty', 'motdepasse'];
/** A common one that passes the PWA's format rule (8 characters, a letter, a digit). */
const COMMON_WELL_FORMED = 'azerty123';

describe.each(RULES_DATABASE_KINDS)('no account can be taken over (%s)', (kind) => {
  let server: TestServer;
  const db = () => server.database.db;

  async function userRow(email: string) {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No account ${email}`);
    return row;
  }

  /** The profile as the form sends it back, with `changes`. */
  async function profileOf(client: ApiClient, changes: Record<string, unknown> = {}) {
    const info = ProfileInfo.parse((await client.get('/fo/user/infos')).body);
    return { ...info, siret: '44306184100047', password: '', ...changes };
  }

  async function partnerForm(email: string, changes: Record<string, string> = {}) {
    const row = await userRow(email);
    return {
      userId: String(row.id),
      firstname: row.firstname,
      lastname: row.lastname,
      function: row.function ?? 'Fonction',
      email: row.email,
      ...changes,
    };
  }

  function messagesTo(address: string) {
    return db().select().from(emailOutbox).where(eq(emailOutbox.to, address));
  }

  /** Which counter a failed login of `client` for `login` counted against: device or account. */
  async function failedLoginKey(client: ApiClient, login: string): Promise<'device' | 'account'> {
    const before = await db().select().from(loginFailures);
    const response = await client.postForm<{ success: boolean }>('/form-login', {
      username: login,
      password: sha256('pas-le-bon-mot-de-passe-1'),
    });
    expect(response.body.success).toBe(false);
    const after = await db()
      .select()
      .from(loginFailures)
      .where(like(loginFailures.key, `%${login}%`));
    const fresh = after.filter((row) => !before.some((old) => old.id === row.id));
    if (fresh.some((row) => row.key.startsWith(`device:${login}|`))) return 'device';
    expect(fresh.some((row) => row.key === `account:${login}`)).toBe(true);
    return 'account';
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('changing one’s own password or e-mail (POST /fo/user/saveProfile)', () => {
    it('needs the current password: without it or wrong, 400 on currentPassword, nothing changed', async () => {
      const client = await server.loginAs('agence@demo.fr');
      const before = await userRow('agence@demo.fr');
      const cases: [Record<string, unknown>, string][] = [
        [{ password: sha256('Nouveau-mot-2026') }, CURRENT_PASSWORD_REQUIRED_MESSAGE],
        [{ email: 'agence.nouvelle@demo.fr' }, CURRENT_PASSWORD_REQUIRED_MESSAGE],
        [
          { password: sha256('Nouveau-mot-2026'), currentPassword: sha256('pas-le-bon-1') },
          CURRENT_PASSWORD_WRONG_MESSAGE,
        ],
        [
          { email: 'agence.nouvelle@demo.fr', currentPassword: sha256('pas-le-bon-1') },
          CURRENT_PASSWORD_WRONG_MESSAGE,
        ],
      ];
      for (const [changes, message] of cases) {
        const response = await client.post<ErrorBody>(
          '/fo/user/saveProfile',
          await profileOf(client, { ...changes, mainContactFirstName: 'Changé' }),
        );
        expect(response.status, JSON.stringify(changes)).toBe(400);
        expect(response.body.errors).toEqual({ currentPassword: message });
      }
      const after = await userRow('agence@demo.fr');
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.firstname).toBe(before.firstname);
      expect(after.email).toBe('agence@demo.fr');
      await server.loginAs('agence@demo.fr');
    });

    it('with the right one: the password changes, the other sessions end, the device cookies are revoked, the old address is told', async () => {
      const saving = await server.loginAs('reseau@demo.fr');
      const elsewhere = await server.loginAs('reseau@demo.fr');
      // Each holds a device cookie that counts, before the change.
      expect(await failedLoginKey(elsewhere, 'reseau@demo.fr')).toBe('device');
      const response = await saving.post(
        '/fo/user/saveProfile',
        await profileOf(saving, { password: sha256('Nouveau-mot-2026'), currentPassword: DEMO }),
      );
      expect(response.status).toBe(200);
      expect((await saving.get('/fo/user/infos')).status).toBe(200);
      expect((await elsewhere.get('/fo/user/infos')).status).toBe(401);
      // The other browser's device cookie is worth nothing now; the one that proved it has a new one.
      expect(await failedLoginKey(elsewhere, 'reseau@demo.fr')).toBe('account');
      expect(await failedLoginKey(saving, 'reseau@demo.fr')).toBe('device');
      await expect(server.loginAs('reseau@demo.fr')).rejects.toThrow();
      await server.loginAs('reseau@demo.fr', 'Nouveau-mot-2026');
      const [notice] = await messagesTo('reseau@demo.fr');
      expect(notice?.subject).toBe('Le mot de passe de votre compte Avantages Pro a changé');
      expect(notice?.text).toContain('le mot de passe de votre compte Avantages Pro a été changé');
      expect(notice?.text).not.toContain('Nouveau-mot-2026');
      expect(notice?.text).not.toContain(sha256('Nouveau-mot-2026'));
    });

    it('with the right one: the e-mail changes and the former address is told', async () => {
      const client = await server.loginAs('julien.moreau@demo.fr');
      const response = await client.post(
        '/fo/user/saveProfile',
        await profileOf(client, { email: 'julien.moreau@nouveau.example', currentPassword: DEMO }),
      );
      expect(response.status).toBe(200);
      await server.loginAs('julien.moreau@nouveau.example');
      const [notice] = await messagesTo('julien.moreau@demo.fr');
      expect(notice?.subject).toBe('L’adresse e-mail de votre compte Avantages Pro a changé');
      expect(notice?.text).not.toContain('julien.moreau@nouveau.example');
      expect(await messagesTo('julien.moreau@nouveau.example')).toEqual([]);
    });

    it('counts wrong current passwords as failed logins: 429 past the limit', async () => {
      const client = await server.loginAs('sarah.lefevre@demo.fr');
      const body = await profileOf(client, {
        password: sha256('Nouveau-mot-2026'),
        currentPassword: sha256('devine-1'),
      });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push((await client.post('/fo/user/saveProfile', body)).status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
      // Even the right one waits now, as a login would.
      const right = await client.post('/fo/user/saveProfile', { ...body, currentPassword: DEMO });
      expect(right.status).toBe(429);
      await db().delete(loginFailures).where(like(loginFailures.key, '%sarah.lefevre@demo.fr%'));
    });
  });

  describe('passwords checked by the server', () => {
    it.each(COMMON)('refuses %s at the profile, nothing changed', async (plain) => {
      const client = await server.loginAs('agence@demo.fr');
      const before = await userRow('agence@demo.fr');
      const response = await client.post<ErrorBody>(
        '/fo/user/saveProfile',
        await profileOf(client, { password: sha256(plain), currentPassword: DEMO }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
      expect((await userRow('agence@demo.fr')).passwordHash).toBe(before.passwordHash);
    });

    it('refuses a common password in the partner space', async () => {
      const client = await server.loginAs('ines.faure@demo.fr');
      const response = await client.postForm<ErrorBody>(
        '/fo/partner/editProfile',
        await partnerForm('ines.faure@demo.fr', {
          password: sha256(COMMON_WELL_FORMED),
          currentPassword: DEMO,
        }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    });

    it('refuses a common password at the first connection', async () => {
      // An account waiting for its first connection, with a link of its own.
      const client = server.client();
      const token = 'bienvenue-demo';
      const info = await client.get<Record<string, unknown>>(`/fo/user/initialization/${token}`);
      expect(info.status).toBe(200);
      const response = await client.post<ErrorBody>(`/fo/user/initialization/infos/${token}`, {
        ...info.body,
        siret: '44306184100047',
        companyName: 'Girard Plomberie',
        activity: 'Plomberie',
        nbEmployees: 3,
        turnover: 250000,
        streetAndNumber: '3 rue de la Paix',
        postalCode: '44000',
        town: 'Nantes',
        function: 'Gérant',
        phone: '06 12 34 56 78',
        password: sha256('motdepasse'),
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
      expect((await userRow('nouveau@demo.fr')).passwordHash).toBeNull();
    });

    it('keeps the demo password usable (it is in none of the lists)', async () => {
      const { isCommonPassword } = await import('../../server/services/common-passwords');
      expect(await isCommonPassword(DEMO)).toBe(false);
      expect(await isCommonPassword(sha256(COMMON_WELL_FORMED))).toBe(true);
    });
  });

  describe('password reset', () => {
    async function resetLink(email: string): Promise<string> {
      await server.client().post(`/fo/user/resetPassword/${encodeURIComponent(email)}`);
      const [message] = await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'Réinitialisation%')))
        .orderBy(desc(emailOutbox.id));
      const link = /https?:\/\/\S+\/resetPassword\?token=\S+/.exec(message?.text ?? '')?.[0];
      if (!link) throw new Error(`No reset link for ${email}`);
      return new URL(link).searchParams.get('token')!;
    }

    it('refuses a common password, then ends every session and revokes the device cookies', async () => {
      const first = await server.loginAs('hugo.blanc@demo.fr');
      const second = await server.loginAs('hugo.blanc@demo.fr');
      const token = await resetLink('hugo.blanc@demo.fr');
      const anonymous = server.client();
      const common = await anonymous.postForm<ErrorBody>('/fo/user/resetPassword', {
        email: 'hugo.blanc@demo.fr',
        token,
        password: sha256('azerty'),
      });
      expect(common.status).toBe(400);
      expect(common.body.errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
      expect((await first.get('/fo/partner/active')).status).toBe(200);

      const done = await anonymous.postForm('/fo/user/resetPassword', {
        email: 'hugo.blanc@demo.fr',
        token,
        password: sha256('Hugo-nouveau-2026'),
      });
      expect(done.status).toBe(200);
      for (const client of [first, second]) {
        expect((await client.get('/fo/partner/active')).status).toBe(401);
        expect(await failedLoginKey(client, 'hugo.blanc@demo.fr')).toBe('account');
      }
      await server.loginAs('hugo.blanc@demo.fr', 'Hugo-nouveau-2026');
    });
  });

  describe('who may change whom in the partner space', () => {
    it('reproduction: a colleague cannot take over the main account (403, nothing changed)', async () => {
      const emilie = await server.loginAs('emilie.roux@demo.fr');
      const main = await userRow('partenaire@demo.fr');
      const response = await emilie.postForm<ErrorBody>(
        '/fo/partner/editProfile',
        await partnerForm('partenaire@demo.fr', {
          email: 'pirate@demo.fr',
          password: sha256('Pirate-2026-secret'),
        }),
      );
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(ONLY_MAIN_ACCOUNT_MESSAGE);
      expect(await userRow('partenaire@demo.fr')).toEqual(main);
      await expect(server.loginAs('pirate@demo.fr', 'Pirate-2026-secret')).rejects.toThrow();
      await server.loginAs('partenaire@demo.fr');
    });

    it('a colleague edits neither the main account’s names nor another colleague', async () => {
      const emilie = await server.loginAs('emilie.roux@demo.fr');
      for (const email of ['partenaire@demo.fr', 'ines.faure@demo.fr']) {
        const before = await userRow(email);
        const response = await emilie.postForm<ErrorBody>(
          '/fo/partner/editProfile',
          await partnerForm(email, { lastname: 'Changé' }),
        );
        expect(response.status, email).toBe(403);
        expect(await userRow(email)).toEqual(before);
      }
    });

    it('a colleague edits its own details', async () => {
      const emilie = await server.loginAs('emilie.roux@demo.fr');
      const response = await emilie.postForm(
        '/fo/partner/editProfile',
        await partnerForm('emilie.roux@demo.fr', { function: 'Responsable clientèle' }),
      );
      expect(response.status).toBe(200);
      expect((await userRow('emilie.roux@demo.fr')).function).toBe('Responsable clientèle');
    });

    it('the main account edits a colleague’s names, never its password or e-mail', async () => {
      const main = await server.loginAs('partenaire@demo.fr');
      const names = await main.postForm(
        '/fo/partner/editProfile',
        await partnerForm('ines.faure@demo.fr', { lastname: 'Faure-Martin' }),
      );
      expect(names.status).toBe(200);
      expect((await userRow('ines.faure@demo.fr')).lastname).toBe('Faure-Martin');
      const before = await userRow('ines.faure@demo.fr');
      const refused: Record<string, string>[] = [
        { password: sha256('Ines-2026-secret') },
        { email: 'ines.pirate@demo.fr' },
        // Knowing the main account's own password changes nothing.
        { password: sha256('Ines-2026-secret'), currentPassword: DEMO },
      ];
      for (const changes of refused) {
        const response = await main.postForm<ErrorBody>(
          '/fo/partner/editProfile',
          await partnerForm('ines.faure@demo.fr', changes),
        );
        expect(response.status, JSON.stringify(changes)).toBe(403);
        expect(response.body.message).toBe(NOT_THE_HOLDER_MESSAGE);
      }
      expect(await userRow('ines.faure@demo.fr')).toEqual(before);
    });

    it('one’s own password needs the current one here too', async () => {
      const main = await server.loginAs('partenaire@demo.fr');
      const wrong = await main.postForm<ErrorBody>(
        '/fo/partner/editProfile',
        await partnerForm('partenaire@demo.fr', {
          password: sha256('Laurent-2026-secret'),
          currentPassword: sha256('pas-le-bon-1'),
        }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE });
      const right = await main.postForm(
        '/fo/partner/editProfile',
        await partnerForm('partenaire@demo.fr', {
          password: sha256('Laurent-2026-secret'),
          currentPassword: DEMO,
        }),
      );
      expect(right.status).toBe(200);
      await server.loginAs('partenaire@demo.fr', 'Laurent-2026-secret');
      expect((await messagesTo('partenaire@demo.fr')).map((m) => m.subject)).toContain(
        'Le mot de passe de votre compte Avantages Pro a changé',
      );
    });
  });

  describe('an admin acting as a user', () => {
    async function actingAs(email: string): Promise<ApiClient> {
      const admin = await server.loginAs('admin@demo.fr');
      const target = await userRow(email);
      const connect = await admin.post(`/bo/api/users/${target.id}/connect-as`);
      expect(connect.status).toBe(200);
      return admin;
    }

    function actingEntries(userId: number) {
      return db()
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, userId), eq(auditEntries.action, 'act-as-change')))
        .orderBy(auditEntries.id);
    }

    it('cannot change the password or e-mail (403, nothing changed)', async () => {
      const admin = await actingAs('pro@demo.fr');
      const before = await userRow('pro@demo.fr');
      for (const changes of [
        { password: sha256('Admin-pirate-2026') },
        { email: 'pirate@demo.fr' },
        { password: sha256('Admin-pirate-2026'), currentPassword: DEMO },
      ]) {
        const response = await admin.post<ErrorBody>(
          '/fo/user/saveProfile',
          await profileOf(admin, changes),
        );
        expect(response.status, JSON.stringify(changes)).toBe(403);
        expect(response.body.message).toBe(ACTING_AS_MESSAGE);
      }
      expect(await userRow('pro@demo.fr')).toEqual(before);
      expect(await actingEntries(before.id)).toEqual([]);
    });

    it('journals every other change, with the admin and the user acted for', async () => {
      const admin = await actingAs('pro@demo.fr');
      const pro = await userRow('pro@demo.fr');
      const saved = await admin.post(
        '/fo/user/saveProfile',
        await profileOf(admin, { function: 'Gérante associée' }),
      );
      expect(saved.status).toBe(200);
      const preference = await admin.request('PATCH', '/fo/user/subThemePreference', {
        json: { operationId: crypto.randomUUID(), add: [], remove: [] },
      });
      expect(preference.status).toBe(200);
      const seen = await admin.request('PUT', '/fo/user/seenMarks/offers', {
        json: { seenUpTo: new Date().toISOString() },
      });
      expect(seen.status).toBe(200);
      // Reads are not changes.
      await admin.get('/fo/user/infos');
      await admin.router('verifyUserName', ['pro@demo.fr']);

      const entries = await actingEntries(pro.id);
      expect(entries.map((entry) => entry.summary)).toEqual([
        'Martine Lemoine, en tant que Camille Durand (pro@demo.fr) : profil enregistré',
        'Martine Lemoine, en tant que Camille Durand (pro@demo.fr) : centres d’intérêt modifiés',
        'Martine Lemoine, en tant que Camille Durand (pro@demo.fr) : liste marquée comme vue',
      ]);
      const adminRow = await userRow('admin@demo.fr');
      for (const entry of entries) {
        expect(entry).toMatchObject({ adminId: adminRow.id, adminEmail: 'admin@demo.fr' });
        expect(entry.entity).toBe('user');
      }
      expect(entries[0]!.after).toMatchObject({
        request: 'POST /fo/user/saveProfile',
        function: 'Gérante associée',
      });
      expect(entries[0]!.after).not.toHaveProperty('password');
      expect(entries[2]!.after).toMatchObject({ section: 'offers' });
      // The journal's endpoint lists them for the back office.
      const journal = await admin.get<{ items: { summary: string }[] }>(
        `/bo/api/audit?entity=user&entityId=${pro.id}&action=act-as-change`,
      );
      expect(journal.status).toBe(200);
      expect(journal.body.items).toHaveLength(3);
    });

    it('a refused change is not journaled', async () => {
      const admin = await actingAs('partenaire@demo.fr');
      const main = await userRow('partenaire@demo.fr');
      const before = await actingEntries(main.id);
      const response = await admin.postForm(
        '/fo/partner/editProfile',
        await partnerForm('partenaire@demo.fr', { email: 'pirate@demo.fr' }),
      );
      expect(response.status).toBe(403);
      expect(await actingEntries(main.id)).toEqual(before);
      const named = await admin.postForm(
        '/fo/partner/editProfile',
        await partnerForm('partenaire@demo.fr', { function: 'Directeur' }),
      );
      expect(named.status).toBe(200);
      const after = await actingEntries(main.id);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)!.summary).toBe(
        'Martine Lemoine, en tant que Laurent Garnier (partenaire@demo.fr) : informations de l’espace partenaire modifiées',
      );
    });
  });
});
