import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sha256 } from 'js-sha256';
import { OwnPartner, PartnerUser, Partners, Subordinates } from '../../src/contract/api';
import { partners, users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

const NOT_PARTNERS = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'admin@demo.fr'];
const SUBORDINATES = ['emilie.roux@demo.fr', 'hugo.blanc@demo.fr', 'ines.faure@demo.fr'];

describe.each(RULES_DATABASE_KINDS)('partner space (%s)', (kind) => {
  let server: TestServer;
  let ownPartner: typeof partners.$inferSelect;
  let otherPartner: typeof partners.$inferSelect;
  /** A user of the other partner, added for these tests (the demo gives it none). */
  let outsider: typeof users.$inferSelect;
  const as = (email: string) => server.as(email);

  async function userRow(email: string) {
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  /** Every endpoint of the partner space, with ids the partner user may use. */
  async function endpoints(): Promise<[string, string, Record<string, string>?][]> {
    const self = await userRow('partenaire@demo.fr');
    return [
      ['GET', `/fo/partner/logo/${self.id}`],
      ['GET', `/fo/partner/user/${self.id}`],
      ['GET', `/fo/partner/${ownPartner.id}`],
      ['GET', `/fo/partner/subordinates/${ownPartner.id}`],
      ['GET', '/fo/partner/active'],
      [
        'POST',
        '/fo/partner/editProfile',
        {
          userId: String(self.id),
          firstname: 'Laurent',
          lastname: 'Garnier',
          function: 'Responsable des partenariats',
          email: 'partenaire@demo.fr',
        },
      ],
    ];
  }

  function call(client: ApiClient, [method, url, form]: [string, string, Record<string, string>?]) {
    return method === 'GET' ? client.get(url) : client.postForm(url, form ?? {});
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const self = await userRow('partenaire@demo.fr');
    const rows = await db.select().from(partners);
    ownPartner = rows.find((row) => row.id === self.partnerId)!;
    otherPartner = rows.find((row) => row.id !== self.partnerId)!;
    const [inserted] = await db
      .insert(users)
      .values({
        email: 'contact@commercants-ouest.example',
        role: 'PARTNER',
        firstname: 'Yann',
        lastname: 'Le Goff',
        partnerId: otherPartner.id,
        activated: true,
      })
      .returning();
    outsider = inserted!;
  });
  afterAll(() => server.close());

  describe('access', () => {
    it('answers 401 to anonymous callers', async () => {
      const anonymous = server.client();
      for (const endpoint of await endpoints()) {
        expect((await call(anonymous, endpoint)).status, endpoint[1]).toBe(401);
      }
    });

    it.each(NOT_PARTNERS)('answers 403 to %s', async (email) => {
      const client = await as(email);
      for (const endpoint of await endpoints()) {
        expect((await call(client, endpoint)).status, endpoint[1]).toBe(403);
      }
    });
  });

  describe('GET /fo/partner/logo/{userId}', () => {
    it("gives the partner's logo as text, for the partner user and its subordinates", async () => {
      const client = await as('partenaire@demo.fr');
      // The demo partner's logo: an SVG document, in base64 as the API serves logos.
      expect(Buffer.from(ownPartner.logoBase64 ?? '', 'base64').toString('utf8')).toMatch(
        /^<svg [^>]*>.*<\/svg>$/,
      );
      for (const email of ['partenaire@demo.fr', ...SUBORDINATES]) {
        const row = await userRow(email);
        const response = await client.get(`/fo/partner/logo/${row.id}`);
        expect(response.status, email).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(response.text).toBe(ownPartner.logoBase64);
      }
      // A subordinate reads it too.
      const subordinate = await as('emilie.roux@demo.fr');
      const self = await userRow('emilie.roux@demo.fr');
      expect((await subordinate.get(`/fo/partner/logo/${self.id}`)).text).toBe(
        ownPartner.logoBase64,
      );
    });

    it('answers an empty text when the partner has no logo', async () => {
      const db = server.database.db;
      const self = await userRow('partenaire@demo.fr');
      await db.update(partners).set({ logoBase64: null }).where(eq(partners.id, ownPartner.id));
      try {
        const response = await (await as('partenaire@demo.fr')).get(`/fo/partner/logo/${self.id}`);
        expect(response.status).toBe(200);
        expect(response.text).toBe('');
      } finally {
        await db
          .update(partners)
          .set({ logoBase64: ownPartner.logoBase64 })
          .where(eq(partners.id, ownPartner.id));
      }
    });

    it('answers 403 for users outside the partner, 404 for unknown ones, 400 for bad ids', async () => {
      const client = await as('partenaire@demo.fr');
      const pro = await userRow('pro@demo.fr');
      expect((await client.get(`/fo/partner/logo/${pro.id}`)).status).toBe(403);
      expect((await client.get(`/fo/partner/logo/${outsider.id}`)).status).toBe(403);
      expect((await client.get('/fo/partner/logo/999999')).status).toBe(404);
      expect((await client.get('/fo/partner/logo/99999999999')).status).toBe(404);
      for (const id of ['abc', '0', '-1']) {
        expect((await client.get(`/fo/partner/logo/${id}`)).status, id).toBe(400);
      }
    });
  });

  describe('GET /fo/partner/{id}', () => {
    it('gives the partner user its own partner, with its main account', async () => {
      const response = await (await as('partenaire@demo.fr')).get(`/fo/partner/${ownPartner.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(OwnPartner.parse(response.body)).toEqual({
        id: ownPartner.id,
        name: 'Groupement Artisans Plus',
        logoBase64: ownPartner.logoBase64,
        description: ownPartner.description,
        website: ownPartner.website,
        mainUserId: (await userRow('partenaire@demo.fr')).id,
      });
    });

    it('answers 403 for the other partner, 404 for an unknown one, 400 for a bad id', async () => {
      const client = await as('partenaire@demo.fr');
      expect((await client.get(`/fo/partner/${otherPartner.id}`)).status).toBe(403);
      expect((await client.get('/fo/partner/999999')).status).toBe(404);
      expect((await client.get('/fo/partner/abc')).status).toBe(400);
      expect((await client.get('/fo/partner/0')).status).toBe(400);
    });
  });

  describe('GET /fo/partner/subordinates/{id}', () => {
    it('gives the 3 other users of the partner, not the caller', async () => {
      const response = await (
        await as('partenaire@demo.fr')
      ).get(`/fo/partner/subordinates/${ownPartner.id}`);
      expect(response.status).toBe(200);
      const list = Subordinates.parse(response.body);
      expect(list.map((user) => user.email).sort()).toEqual([...SUBORDINATES].sort());
      expect(list.every((user) => user.partnerId === ownPartner.id)).toBe(true);
      // Ordered by last name: Blanc, Faure, Roux.
      expect(list.map((user) => user.lastname)).toEqual(['Blanc', 'Faure', 'Roux']);
      // With what their edit forms are prefilled with; Hugo Blanc has no phone.
      expect(list.map(({ function: role, phone }) => ({ role, phone }))).toEqual([
        { role: 'Conseiller commercial', phone: null },
        { role: 'Assistante commerciale', phone: '02 40 44 55 66' },
        { role: 'Chargée de clientèle', phone: '06 34 56 78 90' },
      ]);
    });

    it('gives a subordinate the partner user among its colleagues', async () => {
      const response = await (
        await as('hugo.blanc@demo.fr')
      ).get(`/fo/partner/subordinates/${ownPartner.id}`);
      const emails = Subordinates.parse(response.body).map((user) => user.email);
      expect(emails.sort()).toEqual(
        ['partenaire@demo.fr', 'emilie.roux@demo.fr', 'ines.faure@demo.fr'].sort(),
      );
    });

    it('answers 403 for the other partner, 404 for an unknown one, 400 for a bad id', async () => {
      const client = await as('partenaire@demo.fr');
      expect((await client.get(`/fo/partner/subordinates/${otherPartner.id}`)).status).toBe(403);
      expect((await client.get('/fo/partner/subordinates/999999')).status).toBe(404);
      expect((await client.get('/fo/partner/subordinates/abc')).status).toBe(400);
    });
  });

  describe('GET /fo/partner/user/{userId}', () => {
    it('gives the partner user itself and its subordinates, with function and phone', async () => {
      const client = await as('partenaire@demo.fr');
      const self = await userRow('partenaire@demo.fr');
      const response = await client.get(`/fo/partner/user/${self.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(PartnerUser.parse(response.body)).toEqual({
        id: self.id,
        roleId: 'PARTNER',
        email: 'partenaire@demo.fr',
        firstname: 'Laurent',
        lastname: 'Garnier',
        companyName: '',
        partnerId: ownPartner.id,
        connectedAs: null,
        function: 'Responsable des partenariats',
        phone: '02 40 11 22 33',
      });
      const hugo = await userRow('hugo.blanc@demo.fr');
      const subordinate = PartnerUser.parse((await client.get(`/fo/partner/user/${hugo.id}`)).body);
      expect(subordinate.email).toBe('hugo.blanc@demo.fr');
      expect(subordinate.phone).toBeNull();
    });

    it('answers 403 for users outside the partner, 404 for unknown ones, 400 for bad ids', async () => {
      const client = await as('partenaire@demo.fr');
      const pro = await userRow('pro@demo.fr');
      expect((await client.get(`/fo/partner/user/${pro.id}`)).status).toBe(403);
      expect((await client.get(`/fo/partner/user/${outsider.id}`)).status).toBe(403);
      expect((await client.get('/fo/partner/user/999999')).status).toBe(404);
      for (const id of ['abc', '0', '-1']) {
        expect((await client.get(`/fo/partner/user/${id}`)).status, id).toBe(400);
      }
    });
  });

  describe('GET /fo/partner/active', () => {
    it('lists the active partners only', async () => {
      const response = await (await as('partenaire@demo.fr')).get('/fo/partner/active');
      expect(response.status).toBe(200);
      const list = Partners.parse(response.body);
      expect(list.map((partner) => partner.id)).toEqual([ownPartner.id]);
      expect(otherPartner.active).toBe(false);
    });
  });

  describe('POST /fo/partner/editProfile', () => {
    it('edits a subordinate and answers the updated user', async () => {
      const client = await as('partenaire@demo.fr');
      const emilie = await userRow('emilie.roux@demo.fr');
      const response = await client.postForm('/fo/partner/editProfile', {
        userId: String(emilie.id),
        firstname: 'Émilie',
        lastname: 'Roux-Martin',
        function: 'Responsable clientèle',
        email: 'Emilie.Roux@demo.fr',
        phone: '+33 6 99 88 77 66',
        password: '',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(PartnerUser.parse(response.body)).toEqual({
        id: emilie.id,
        roleId: 'PARTNER',
        email: 'emilie.roux@demo.fr',
        firstname: 'Émilie',
        lastname: 'Roux-Martin',
        companyName: '',
        partnerId: ownPartner.id,
        connectedAs: null,
        function: 'Responsable clientèle',
        phone: '06 99 88 77 66',
      });
      const saved = await userRow('emilie.roux@demo.fr');
      expect(saved.function).toBe('Responsable clientèle');
      expect(saved.phone).toBe('06 99 88 77 66');
      expect(saved.passwordHash).toBe(emilie.passwordHash);
      const list = Subordinates.parse(
        (await client.get(`/fo/partner/subordinates/${ownPartner.id}`)).body,
      );
      expect(list.find((user) => user.id === emilie.id)?.lastname).toBe('Roux-Martin');
    });

    it('leaves the phone unchanged when absent and clears it when empty', async () => {
      const client = await as('partenaire@demo.fr');
      const ines = await userRow('ines.faure@demo.fr');
      const form = {
        userId: String(ines.id),
        firstname: ines.firstname,
        lastname: ines.lastname,
        function: 'Assistante',
        email: ines.email,
      };
      expect((await client.postForm('/fo/partner/editProfile', form)).status).toBe(200);
      expect((await userRow(ines.email)).phone).toBe(ines.phone);
      expect(
        (await client.postForm('/fo/partner/editProfile', { ...form, phone: '' })).status,
      ).toBe(200);
      expect((await userRow(ines.email)).phone).toBeNull();
    });

    it("changes one's own password with the current one; the other sessions end", async () => {
      const hugoElsewhere = await server.loginAs('hugo.blanc@demo.fr');
      const client = await as('hugo.blanc@demo.fr');
      const hugo = await userRow('hugo.blanc@demo.fr');
      const response = await client.postForm('/fo/partner/editProfile', {
        userId: String(hugo.id),
        firstname: hugo.firstname,
        lastname: hugo.lastname,
        function: hugo.function!,
        email: hugo.email,
        password: sha256('hugo-2025-secret'),
        currentPassword: sha256('demo1234'),
      });
      expect(response.status).toBe(200);
      // His other session ends; the one that made the change does not.
      expect((await hugoElsewhere.get('/fo/partner/active')).status).toBe(401);
      expect((await client.get('/fo/partner/active')).status).toBe(200);
      await expect(server.loginAs('hugo.blanc@demo.fr')).rejects.toThrow();
      const renewed = await server.loginAs('hugo.blanc@demo.fr', 'hugo-2025-secret');
      expect((await renewed.get('/fo/partner/active')).status).toBe(200);
    });

    it('lets a partner user edit itself', async () => {
      const client = await as('partenaire@demo.fr');
      const self = await userRow('partenaire@demo.fr');
      const response = await client.postForm('/fo/partner/editProfile', {
        userId: String(self.id),
        firstname: 'Laurent',
        lastname: 'Garnier',
        function: 'Directeur des partenariats',
        email: 'partenaire@demo.fr',
      });
      expect(response.status).toBe(200);
      expect((await userRow('partenaire@demo.fr')).function).toBe('Directeur des partenariats');
    });

    it('answers 403 for a user of another partner or a customer, 404 for an unknown one', async () => {
      const client = await as('partenaire@demo.fr');
      const pro = await userRow('pro@demo.fr');
      for (const target of [outsider, pro]) {
        const response = await client.postForm('/fo/partner/editProfile', {
          userId: String(target.id),
          firstname: 'Pirate',
          lastname: 'Pirate',
          function: 'Pirate',
          email: target.email,
        });
        expect(response.status, target.email).toBe(403);
        expect((await userRow(target.email)).firstname).toBe(target.firstname);
      }
      const unknown = await client.postForm('/fo/partner/editProfile', {
        userId: '999999',
        firstname: 'Personne',
        lastname: 'Personne',
        function: 'Aucune',
        email: 'personne@demo.fr',
      });
      expect(unknown.status).toBe(404);
    });

    it("refuses another user's e-mail with a field error", async () => {
      const client = await as('emilie.roux@demo.fr');
      const emilie = await userRow('emilie.roux@demo.fr');
      for (const email of ['pro@demo.fr', 'HUGO.BLANC@demo.fr']) {
        const response = await client.postForm<{ errors: Record<string, string> }>(
          '/fo/partner/editProfile',
          {
            userId: String(emilie.id),
            firstname: 'Émilie',
            lastname: 'Roux',
            function: 'Chargée de clientèle',
            email,
            currentPassword: sha256('demo1234'),
          },
        );
        expect(response.status, email).toBe(400);
        expect(response.body.errors).toEqual({ email: 'Cette adresse e-mail est déjà utilisée.' });
      }
      expect((await userRow('emilie.roux@demo.fr')).email).toBe('emilie.roux@demo.fr');
    });

    it('refuses bad input with French field errors, never a 500', async () => {
      const client = await as('partenaire@demo.fr');
      const emilie = await userRow('emilie.roux@demo.fr');
      const valid = {
        userId: String(emilie.id),
        firstname: 'Émilie',
        lastname: 'Roux',
        function: 'Chargée de clientèle',
        email: 'emilie.roux@demo.fr',
      };
      const cases: [Record<string, string>, string][] = [
        [{ ...valid, userId: 'abc' }, 'userId'],
        [{ ...valid, userId: '' }, 'userId'],
        [{ ...valid, firstname: '  ' }, 'firstname'],
        [{ ...valid, email: 'pas-une-adresse' }, 'email'],
        [{ ...valid, phone: '123' }, 'phone'],
        [{ ...valid, password: 'motdepasse' }, 'password'],
      ];
      for (const [form, field] of cases) {
        const response = await client.postForm<{ errors: Record<string, string> }>(
          '/fo/partner/editProfile',
          form,
        );
        expect(response.status, field).toBe(400);
        expect(response.body.errors[field], field).toMatch(/\S/);
      }
      const withoutLastname: Record<string, string> = { ...valid };
      delete withoutLastname.lastname;
      const missing = await client.postForm<{ errors: Record<string, string> }>(
        '/fo/partner/editProfile',
        withoutLastname,
      );
      expect(missing.status).toBe(400);
      expect(missing.body.errors.lastname).toBe('Ce champ est incomplet ou incorrect.');
      expect((await client.postForm('/fo/partner/editProfile', {})).status).toBe(400);
      const malformed = await client.request('POST', '/fo/partner/editProfile', {
        raw: '{"userId": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
    });
  });
});
