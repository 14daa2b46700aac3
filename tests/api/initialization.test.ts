import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FirstConnectionInfo,
  ThemeNodes,
  User,
  type FirstConnectionInfoInput,
  type ThemeNode,
} from '../../src/contract/api';
import { COMPANIES } from '../../server/db/demo/accounts';
import { sha256Hex } from '../../server/db/passwords';
import { subThemes, users } from '../../server/db/schema';
import { replaceSubThemePreferences } from '../../server/services/preferences';
import { buildThemeTree, countSubThemePreferences } from '../../server/services/theme-tree';
import { HttpError } from '../../server/http-error';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

const TOKEN = 'bienvenue-demo';
const NEW_PASSWORD = 'Boulangerie-2024';

const VALID_INFOS: FirstConnectionInfoInput = {
  siret: '890 123 456 00026',
  companyName: 'Boulangerie Girard & Fils',
  activity: 'Boulangerie-pâtisserie',
  nbEmployees: 4,
  turnover: 380_000,
  streetAndNumber: '3 rue Crébillon',
  postalCode: '44000',
  town: 'Nantes',
  lastname: 'Girard',
  firstname: 'Paul',
  function: 'Gérant',
  phone: '+33 2 40 12 34 56',
  password: sha256Hex(NEW_PASSWORD),
};

const subThemesOf = (tree: ThemeNode[]) =>
  tree.flatMap((category) => category.children.flatMap((theme) => theme.children));

describe.each(RULES_DATABASE_KINDS)('first connection (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const info = () => server.client().get<FirstConnectionInfo>(`/fo/user/initialization/${TOKEN}`);
  const tree = () => server.client().get<ThemeNode[]>(`/fo/user/themeSubTheme/${TOKEN}`);
  const saveInfos = (body: unknown) =>
    server.client().post<ErrorBody>(`/fo/user/initialization/infos/${TOKEN}`, body);
  const activate = (subThemeIds: unknown) =>
    server.client().post<ErrorBody>(`/fo/user/initialization/activate/${TOKEN}`, { subThemeIds });

  async function pendingAccount() {
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nouveau@demo.fr'));
    return row!;
  }

  async function someSubThemeIds(n: number): Promise<number[]> {
    const rows = await server.database.db.select({ id: subThemes.id }).from(subThemes);
    return rows.slice(0, n).map((row) => row.id);
  }

  // The steps below run in order on the one pending demo account, as a person would take them.
  describe('the whole flow of bienvenue-demo', () => {
    it('prefills the form from what the server knows', async () => {
      const response = await info();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const company = COMPANIES.girard;
      expect(FirstConnectionInfo.parse(response.body)).toEqual({
        siret: company.siret ?? '',
        companyName: company.companyName,
        activity: company.activity ?? '',
        nbEmployees: company.nbEmployees,
        turnover: company.turnover,
        streetAndNumber: company.streetAndNumber ?? '',
        postalCode: company.postalCode ?? '',
        town: company.town ?? '',
        lastname: 'Girard',
        firstname: 'Paul',
        function: '',
        phone: '',
        password: '',
      });
    });

    it('shows the whole theme tree with nothing selected yet', async () => {
      const response = await tree();
      expect(response.status).toBe(200);
      const categories = ThemeNodes.parse(response.body);
      expect(categories).toHaveLength(5);
      expect(categories.flatMap((c) => c.children)).toHaveLength(15);
      expect(subThemesOf(categories)).toHaveLength(60);
      expect(subThemesOf(categories).every((node) => node.children.length === 0)).toBe(true);
      expect(JSON.stringify(categories)).not.toContain('"active":true');
    });

    it('refuses to activate before the infos and the password are saved', async () => {
      const response = await activate(await someSubThemeIds(7));
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('Complétez d’abord vos informations');
      expect((await pendingAccount()).activated).toBe(false);
    });

    it.each([
      ['a SIRET that fails its checksum', { siret: '89012345600013' }, 'siret'],
      ['a SIRET too short', { siret: '123' }, 'siret'],
      ['a foreign postal code', { postalCode: '1000' }, 'postalCode'],
      ['a phone that is no French number', { phone: '12' }, 'phone'],
      ['an empty company name', { companyName: '  ' }, 'companyName'],
      ['a negative head count', { nbEmployees: -1 }, 'nbEmployees'],
      ['a turnover given as text', { turnover: 'beaucoup' }, 'turnover'],
      ['a clear-text password', { password: NEW_PASSWORD }, 'password'],
      ['no password', { password: undefined }, 'password'],
    ])('refuses %s with a French message on that field', async (_case, change, field) => {
      const response = await saveInfos({ ...VALID_INFOS, ...change });
      expect(response.status).toBe(400);
      expect(response.body.errors?.[field]).toMatch(/\p{L}/u);
      expect((await pendingAccount()).passwordHash).toBeNull();
    });

    it('answers 400 to malformed JSON', async () => {
      const response = await server
        .client()
        .request('POST', `/fo/user/initialization/infos/${TOKEN}`, {
          raw: '{"siret": ',
          headers: { 'content-type': 'application/json' },
        });
      expect(response.status).toBe(400);
    });

    it('saves the company, the contact and the password', async () => {
      const response = await saveInfos(VALID_INFOS);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});
      expect((await info()).body).toEqual({
        ...VALID_INFOS,
        siret: '89012345600026',
        phone: '02 40 12 34 56',
        password: '',
      });
      // Not usable yet: the account is activated at the next step.
      const login = await server.client().postForm('/form-login', {
        username: 'nouveau@demo.fr',
        password: sha256Hex(NEW_PASSWORD),
      });
      expect(login.body).toEqual({ success: false });
    });

    it('refuses unknown sub-themes and changes nothing', async () => {
      const response = await activate([...(await someSubThemeIds(3)), 999_999]);
      expect(response.status).toBe(400);
      expect(response.body.errors?.subThemeIds).toContain('999999');
      expect((await pendingAccount()).activated).toBe(false);
      expect(await countSubThemePreferences(server.database.db, (await pendingAccount()).id)).toBe(
        0,
      );
    });

    it.each([
      ['not a list', 5],
      ['text ids', ['a']],
      ['negative ids', [-1]],
    ])('answers 400 to sub-theme ids that are %s', async (_case, ids) => {
      expect((await activate(ids)).status).toBe(400);
    });

    it('activates with the chosen sub-themes, then the token is gone', async () => {
      const chosen = await someSubThemeIds(8);
      const response = await activate(chosen);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({});

      const account = await pendingAccount();
      expect(account.activated).toBe(true);
      expect(account.initializationTokenHash).toBeNull();
      const selected = subThemesOf(await buildThemeTree(server.database.db, account.id))
        .filter((node) => node.active)
        .map((node) => node.id);
      expect(selected.sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b));

      expect((await info()).status).toBe(404);
      expect((await tree()).status).toBe(404);
      expect((await saveInfos(VALID_INFOS)).status).toBe(404);
      expect((await activate(chosen)).status).toBe(404);
    });

    it('logs in with the new password afterwards', async () => {
      const client = await server.loginAs('nouveau@demo.fr', NEW_PASSWORD);
      const me = await client.router<User>('getConnectedUser');
      expect(User.parse(me.body[0].result)).toMatchObject({
        email: 'nouveau@demo.fr',
        roleId: 'PRO',
        firstname: 'Paul',
        companyName: 'Boulangerie Girard & Fils',
      });
    });
  });

  it.each([
    ['GET', '/fo/user/initialization/inconnu'],
    ['GET', '/fo/user/themeSubTheme/inconnu'],
    ['POST', '/fo/user/initialization/infos/inconnu'],
    ['POST', '/fo/user/initialization/activate/inconnu'],
  ])('%s %s answers 404 for an unknown token', async (method, url) => {
    const body = url.includes('/infos/') ? VALID_INFOS : { subThemeIds: [] };
    const response = await server
      .client()
      .request<ErrorBody>(method, url, method === 'POST' ? { json: body } : {});
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Lien de première connexion introuvable.');
  });
});

describe.each(RULES_DATABASE_KINDS)('theme tree service (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function userId(email: string) {
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  it('marks a theme or category active only when all its sub-themes are', async () => {
    const db = server.database.db;
    const id = await userId('agence@demo.fr');
    const theme = (await buildThemeTree(db, id))[1]!.children[0]!;
    await replaceSubThemePreferences(
      db,
      id,
      theme.children.map((node) => node.id),
    );
    const categories = await buildThemeTree(db, id);
    const category = categories[1]!;
    expect(category.children[0]).toMatchObject({ id: theme.id, active: true });
    expect(category.children[0]!.children.every((node) => node.active)).toBe(true);
    expect(category.active).toBe(category.children.every((node) => node.active));
    expect(category.active).toBe(false);

    await replaceSubThemePreferences(
      db,
      id,
      subThemesOf([category]).map((node) => node.id),
    );
    expect((await buildThemeTree(db, id))[1]!.active).toBe(true);
  });

  it('orders every level by position', async () => {
    const tree = await buildThemeTree(server.database.db, await userId('pro@demo.fr'));
    const rows = await server.database.db.select().from(subThemes);
    const position = new Map(rows.map((row) => [row.id, row.position]));
    for (const theme of tree.flatMap((category) => category.children)) {
      const positions = theme.children.map((node) => position.get(node.id)!);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
  });

  it('replaces the selection, ignoring duplicates, and counts it', async () => {
    const db = server.database.db;
    const id = await userId('reseau@demo.fr');
    const ids = subThemesOf(await buildThemeTree(db, id)).map((node) => node.id);
    expect(await replaceSubThemePreferences(db, id, [ids[0]!, ids[1]!, ids[0]!])).toBe(2);
    expect(await countSubThemePreferences(db, id)).toBe(2);
    expect(await replaceSubThemePreferences(db, id, [])).toBe(0);
    expect(await countSubThemePreferences(db, id)).toBe(0);
  });

  it('refuses unknown ids with a French 400 and keeps the selection', async () => {
    const db = server.database.db;
    const id = await userId('pro@demo.fr');
    const before = await countSubThemePreferences(db, id);
    expect(before).toBe(9);
    const error = await replaceSubThemePreferences(db, id, [1, 123_456]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 400,
      errors: { subThemeIds: 'Le sous-thème 123456 n’existe pas.' },
    });
    expect(await countSubThemePreferences(db, id)).toBe(before);
  });
});
