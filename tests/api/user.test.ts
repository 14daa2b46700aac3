import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sha256 } from 'js-sha256';
import { Colleagues, LoginImages, ProfileInfo, Progress } from '../../src/contract/api';
import { companies, loginImages, users } from '../../server/db/schema';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { setActingAs } from '../support/acting-as';

const MY_SPACE_ACCOUNTS = [
  'pro@demo.fr',
  'agence@demo.fr',
  'reseau@demo.fr',
  'admin@demo.fr',
] as const;

const GET_ENDPOINTS = [
  '/fo/user/progress',
  '/fo/user/infos',
  '/fo/user/fidelityLink',
  '/fo/user/allUsersFromSameCompany',
];

/**
 * A SIRET whose Luhn checksum holds. The seeded SIRET of Réseau Horizon (52098765400017) does not,
 * so a profile read back from that company cannot be saved unchanged: tests replace it.
 */
const VALID_SIRET = '44306184100047';

/** A complete, valid profile; tests override what they check. */
const VALID_PROFILE = {
  siret: '732 829 320 00074',
  companyName: 'Atelier Durand Menuiserie',
  nbOfEmployees: 12,
  turnover: 1_450_000,
  numberAndStreet: '14 rue des Artisans',
  zipCode: '69007',
  town: 'Lyon',
  mainContactLastName: 'Durand',
  mainContactFirstName: 'Camille',
  function: 'Gérante',
  email: 'pro@demo.fr',
  password: '',
  phoneNumber: '06 12 34 56 78',
};

describe.each(DATABASE_KINDS)('user data (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);

  async function userRow(email: string) {
    const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('access', () => {
    it('answers 401 to anonymous callers', async () => {
      const anonymous = server.client();
      for (const url of GET_ENDPOINTS) expect((await anonymous.get(url)).status, url).toBe(401);
      expect((await anonymous.post('/fo/user/saveProfile', VALID_PROFILE)).status).toBe(401);
    });

    it('answers 403 to a partner user', async () => {
      const partner = await as('partenaire@demo.fr');
      for (const url of GET_ENDPOINTS) expect((await partner.get(url)).status, url).toBe(403);
      const saved = await partner.post('/fo/user/saveProfile', {
        ...VALID_PROFILE,
        email: 'partenaire@demo.fr',
      });
      expect(saved.status).toBe(403);
    });
  });

  describe('GET /fo/user/progress', () => {
    it('gives pro@demo.fr its complete profile, custom labels and 2 notifications', async () => {
      const response = await (await as('pro@demo.fr')).get('/fo/user/progress');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(Progress.parse(response.body)).toEqual({
        numberSavingNotification: 2,
        numberSubTheme: 9,
        beneficiaryModule: true,
        emailingModule: true,
        enabledExclusiveService: true,
        exclusiveServiceName: 'Services Premium',
        enabledSalePermission: true,
        salePermissionName: 'Ventes privées',
        numberOfNotification: 2,
      });
    });

    it('adds the theme notification for agence@demo.fr (3 sub-themes)', async () => {
      const progress = Progress.parse(
        (await (await as('agence@demo.fr')).get('/fo/user/progress')).body,
      );
      expect(progress.numberSubTheme).toBe(3);
      // The demo gives agence no new offer (server/db/demo/accounts.ts).
      expect(progress.numberSavingNotification).toBe(0);
      expect(progress.numberOfNotification).toBe(1);
      expect(progress.enabledSalePermission).toBe(false);
      expect(progress.exclusiveServiceName).toBeNull();
    });

    it('gives reseau@demo.fr its complete profile (8 sub-themes)', async () => {
      const progress = Progress.parse(
        (await (await as('reseau@demo.fr')).get('/fo/user/progress')).body,
      );
      expect(progress).toMatchObject({
        numberSubTheme: 8,
        numberSavingNotification: 1,
        numberOfNotification: 1,
        enabledExclusiveService: true,
        enabledSalePermission: true,
      });
    });

    it('gives an admin its own progress: no selection, so one notification', async () => {
      const progress = Progress.parse(
        (await (await as('admin@demo.fr')).get('/fo/user/progress')).body,
      );
      expect(progress.numberSubTheme).toBe(0);
      expect(progress.numberOfNotification).toBe(1);
    });

    it("gives an admin acting as pro@demo.fr pro's progress", async () => {
      const admin = await server.loginAs('admin@demo.fr');
      const pro = await userRow('pro@demo.fr');
      const db = server.database.db;
      await setActingAs(db, 'admin@demo.fr', pro.id);
      try {
        const progress = Progress.parse((await admin.get('/fo/user/progress')).body);
        expect(progress).toMatchObject({
          numberSubTheme: 9,
          numberSavingNotification: 2,
          numberOfNotification: 2,
          exclusiveServiceName: 'Services Premium',
        });
        const infos = ProfileInfo.parse((await admin.get('/fo/user/infos')).body);
        expect(infos.email).toBe('pro@demo.fr');
      } finally {
        await setActingAs(db, 'admin@demo.fr', null);
      }
      const own = Progress.parse((await admin.get('/fo/user/progress')).body);
      expect(own.numberSubTheme).toBe(0);
    });
  });

  describe('GET /fo/user/infos', () => {
    it('gives pro@demo.fr its profile and company, never a password', async () => {
      const response = await (await as('pro@demo.fr')).get('/fo/user/infos');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(ProfileInfo.parse(response.body)).toEqual({
        siret: '73282932000074',
        companyName: 'Atelier Durand Menuiserie',
        nbOfEmployees: 12,
        turnover: 1_450_000,
        numberAndStreet: '14 rue des Artisans',
        zipCode: '69007',
        town: 'Lyon',
        mainContactLastName: 'Durand',
        mainContactFirstName: 'Camille',
        function: 'Gérante',
        email: 'pro@demo.fr',
        password: '',
        phoneNumber: '06 12 34 56 78',
      });
    });

    it.each(['agence@demo.fr', 'reseau@demo.fr'])('gives %s its own company', async (email) => {
      const row = await userRow(email);
      const [company] = await server.database.db
        .select()
        .from(companies)
        .where(eq(companies.id, row.companyId!));
      const infos = ProfileInfo.parse((await (await as(email)).get('/fo/user/infos')).body);
      expect(infos.email).toBe(email);
      expect(infos.siret).toBe(company!.siret);
      expect(infos.companyName).toBe(company!.companyName);
      expect(infos.mainContactLastName).toBe(row.lastname);
      expect(infos.password).toBe('');
    });

    it('gives an admin without company empty company fields', async () => {
      const infos = ProfileInfo.parse(
        (await (await as('admin@demo.fr')).get('/fo/user/infos')).body,
      );
      expect(infos).toMatchObject({
        email: 'admin@demo.fr',
        siret: '',
        companyName: '',
        nbOfEmployees: null,
        turnover: null,
        password: '',
      });
    });
  });

  describe('POST /fo/user/saveProfile', () => {
    it('saves the profile, normalised, and answers it; GET infos reads it back', async () => {
      const client = await as('pro@demo.fr');
      const response = await client.post('/fo/user/saveProfile', {
        ...VALID_PROFILE,
        companyName: 'Atelier Durand & Fils',
        nbOfEmployees: 14,
        turnover: 1_600_000,
        numberAndStreet: '16 rue des Artisans',
        mainContactFirstName: 'Camille-Anne',
        email: 'Pro@Demo.FR',
        phoneNumber: '+33 6 11 22 33 44',
      });
      expect(response.status).toBe(200);
      const expected = {
        ...VALID_PROFILE,
        siret: '73282932000074',
        companyName: 'Atelier Durand & Fils',
        nbOfEmployees: 14,
        turnover: 1_600_000,
        numberAndStreet: '16 rue des Artisans',
        mainContactFirstName: 'Camille-Anne',
        email: 'pro@demo.fr',
        phoneNumber: '06 11 22 33 44',
      };
      expect(ProfileInfo.parse(response.body)).toEqual(expected);
      expect((await client.get('/fo/user/infos')).body).toEqual(expected);
      // The company is shared: a colleague sees the new name.
      const colleague = await server.loginAs('julien.moreau@demo.fr');
      const colleagues = Colleagues.parse(
        (await colleague.get('/fo/user/allUsersFromSameCompany')).body,
      );
      expect(colleagues.find((user) => user.email === 'pro@demo.fr')?.companyName).toBe(
        'Atelier Durand & Fils',
      );
      // Without a password, the old one still works.
      await server.loginAs('pro@demo.fr');
    });

    it.each(['agence@demo.fr', 'reseau@demo.fr'])('saves the profile of %s', async (email) => {
      const client = await as(email);
      const before = ProfileInfo.parse((await client.get('/fo/user/infos')).body);
      const response = await client.post('/fo/user/saveProfile', {
        ...before,
        siret: VALID_SIRET,
        nbOfEmployees: (before.nbOfEmployees ?? 0) + 1,
        turnover: before.turnover ?? 0,
        function: 'Gérant(e)',
      });
      expect(response.status).toBe(200);
      const after = ProfileInfo.parse((await client.get('/fo/user/infos')).body);
      expect(after).toEqual({
        ...before,
        siret: VALID_SIRET,
        nbOfEmployees: (before.nbOfEmployees ?? 0) + 1,
        function: 'Gérant(e)',
      });
    });

    it('gives an admin without company a company of its own', async () => {
      const client = await as('admin@demo.fr');
      const response = await client.post('/fo/user/saveProfile', {
        ...VALID_PROFILE,
        siret: VALID_SIRET,
        companyName: 'Plateforme Avantages Pro',
        mainContactLastName: 'Lemoine',
        mainContactFirstName: 'Martine',
        email: 'admin@demo.fr',
      });
      expect(response.status).toBe(200);
      const admin = await userRow('admin@demo.fr');
      expect(admin.companyId).not.toBeNull();
      const infos = ProfileInfo.parse((await client.get('/fo/user/infos')).body);
      expect(infos.companyName).toBe('Plateforme Avantages Pro');
      expect(infos.siret).toBe(VALID_SIRET);
      // The other companies are untouched.
      const pro = await userRow('pro@demo.fr');
      expect(admin.companyId).not.toBe(pro.companyId);
    });

    it("refuses another user's e-mail, whatever its case, with a field error", async () => {
      const client = await as('pro@demo.fr');
      for (const email of ['agence@demo.fr', 'AGENCE@demo.fr']) {
        const response = await client.post('/fo/user/saveProfile', {
          ...VALID_PROFILE,
          email,
          currentPassword: sha256('demo1234'),
        });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          errors: { email: 'Cette adresse e-mail est déjà utilisée.' },
        });
      }
      expect((await userRow('pro@demo.fr')).email).toBe('pro@demo.fr');
    });

    it('refuses bad input with French field errors, never a 500', async () => {
      const client = await as('pro@demo.fr');
      const cases: [Record<string, unknown>, string][] = [
        [{ ...VALID_PROFILE, siret: '73282932000075' }, 'siret'],
        [{ ...VALID_PROFILE, turnover: 'abc' }, 'turnover'],
        [{ ...VALID_PROFILE, nbOfEmployees: -1 }, 'nbOfEmployees'],
        [{ ...VALID_PROFILE, zipCode: '123' }, 'zipCode'],
        [{ ...VALID_PROFILE, email: 'pas-une-adresse' }, 'email'],
        [{ ...VALID_PROFILE, phoneNumber: '12' }, 'phoneNumber'],
        [{ ...VALID_PROFILE, password: 'secret' }, 'password'],
        [{ ...VALID_PROFILE, companyName: '   ' }, 'companyName'],
        [{ ...VALID_PROFILE, town: undefined }, 'town'],
      ];
      for (const [body, field] of cases) {
        const response = await client.post<{ errors: Record<string, string> }>(
          '/fo/user/saveProfile',
          body,
        );
        expect(response.status, field).toBe(400);
        expect(response.body.errors[field], field).toMatch(/\S/);
      }
      const siret = await client.post<{ errors: Record<string, string> }>('/fo/user/saveProfile', {
        ...VALID_PROFILE,
        siret: '123',
      });
      expect(siret.body.errors.siret).toBe('Le SIRET doit comporter 14 chiffres valides.');

      const malformed = await client.request('POST', '/fo/user/saveProfile', {
        raw: '{"siret": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect((await client.post('/fo/user/saveProfile')).status).toBe(400);
      expect((await client.post('/fo/user/saveProfile', [1, 2])).status).toBe(400);
    });

    it('changes the password when a hash is given and ends the other sessions', async () => {
      const saving = await server.loginAs('reseau@demo.fr');
      const elsewhere = await server.loginAs('reseau@demo.fr');
      const before = ProfileInfo.parse((await saving.get('/fo/user/infos')).body);
      const response = await saving.post('/fo/user/saveProfile', {
        ...before,
        siret: VALID_SIRET,
        turnover: before.turnover ?? 0,
        nbOfEmployees: before.nbOfEmployees ?? 0,
        password: sha256('nouveau-mot-2-passe'),
        currentPassword: sha256('demo1234'),
      });
      expect(response.status).toBe(200);
      expect(ProfileInfo.parse(response.body).password).toBe('');
      expect((await saving.get('/fo/user/infos')).status).toBe(200);
      expect((await elsewhere.get('/fo/user/infos')).status).toBe(401);
      await expect(server.loginAs('reseau@demo.fr')).rejects.toThrow();
      const renewed = await server.loginAs('reseau@demo.fr', 'nouveau-mot-2-passe');
      expect((await renewed.get('/fo/user/progress')).status).toBe(200);
      server.keep('reseau@demo.fr', renewed);
    });
  });

  describe('GET /fo/user/fidelityLink', () => {
    it.each([
      ['pro@demo.fr', 'https://fidelite.avantages-pro.example/carte/atelier-durand'],
      ['agence@demo.fr', 'https://fidelite.avantages-pro.example/carte/horizon-lyon'],
      ['reseau@demo.fr', ''],
      ['admin@demo.fr', ''],
    ])('answers %s its link as text', async (email, link) => {
      const response = await (await as(email)).get('/fo/user/fidelityLink');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.text).toBe(link);
    });
  });

  describe('GET /fo/user/allUsersFromSameCompany', () => {
    it('gives pro@demo.fr its two colleagues, not itself', async () => {
      const response = await (await as('pro@demo.fr')).get('/fo/user/allUsersFromSameCompany');
      expect(response.status).toBe(200);
      const colleagues = Colleagues.parse(response.body);
      expect(colleagues.map((user) => user.email).sort()).toEqual([
        'julien.moreau@demo.fr',
        'sarah.lefevre@demo.fr',
      ]);
      expect(colleagues.every((user) => user.roleId === 'PRO' && user.connectedAs === null)).toBe(
        true,
      );
    });

    it.each(['agence@demo.fr', 'reseau@demo.fr', 'admin@demo.fr'])(
      'gives %s an empty list when alone in its company (or without one)',
      async (email) => {
        // The admin may have been given a company by the profile test: it is alone in it.
        const response = await (await as(email)).get('/fo/user/allUsersFromSameCompany');
        expect(response.status).toBe(200);
        expect(Colleagues.parse(response.body)).toEqual([]);
      },
    );
  });

  describe('GET /fo/user/loginImages', () => {
    it('is public and gives the seeded images in order', async () => {
      const rows = await server.database.db
        .select()
        .from(loginImages)
        .orderBy(loginImages.position, loginImages.id);
      expect(rows).toHaveLength(3);
      for (const client of [server.client(), await as('pro@demo.fr')]) {
        const response = await client.get('/fo/user/loginImages');
        expect(response.status).toBe(200);
        const images = LoginImages.parse(response.body);
        expect(images.map((image) => image.id)).toEqual(rows.map((row) => row.id));
        expect(images[0]!.alt).toBe(rows[0]!.alt);
        expect(images[0]!.imageBase64).not.toMatch(/^data:/);
      }
    });
  });

  it.each(MY_SPACE_ACCOUNTS)('serves every my-space GET to %s', async (email) => {
    const client = await as(email);
    for (const url of GET_ENDPOINTS) expect((await client.get(url)).status, url).toBe(200);
  });
});
