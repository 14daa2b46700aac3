import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { CHANGE_OWNER_HEADER, Progress, ThemeNode, ThemeNodes } from '../../src/contract/api';
import {
  categories,
  changeOperations,
  subThemes,
  themes,
  userSubThemePreferences,
  users,
} from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';
import { setActingAs } from '../support/acting-as';

const MY_SPACE_ACCOUNTS = [
  ['pro@demo.fr', 9],
  ['agence@demo.fr', 3],
  ['reseau@demo.fr', 8],
  ['admin@demo.fr', 0],
] as const;

const GET_ENDPOINTS = [
  '/fo/user/getThemeSubThemeWithUserPreference',
  '/fo/theme/categoryThemeSubThemeTreeWithUserPreference',
  '/fo/user/countThemeSubThemeWithUserPreference',
];

/** The sub-theme (leaf) nodes of category nodes. */
function leaves(categoryNodes: readonly ThemeNode[]): ThemeNode[] {
  return categoryNodes.flatMap((category) => category.children.flatMap((theme) => theme.children));
}

describe.each(RULES_DATABASE_KINDS)('sub-theme preferences (%s)', (kind) => {
  let server: TestServer;
  let allSubThemeIds: number[];
  const as = (email: string) => server.as(email);

  async function storedSelection(email: string): Promise<number[]> {
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    const rows = await server.database.db
      .select({ id: userSubThemePreferences.subThemeId })
      .from(userSubThemePreferences)
      .where(eq(userSubThemePreferences.userId, user!.id));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  async function progressOf(client: ApiClient) {
    const response = await client.get('/fo/user/progress');
    expect(response.status).toBe(200);
    return Progress.parse(response.body);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const rows = await server.database.db
      .select({ id: subThemes.id })
      .from(subThemes)
      .orderBy(asc(subThemes.id));
    allSubThemeIds = rows.map((row) => row.id);
  });
  afterAll(() => server.close());

  describe('access', () => {
    it('answers 401 to anonymous callers', async () => {
      const anonymous = server.client();
      for (const url of GET_ENDPOINTS) expect((await anonymous.get(url)).status, url).toBe(401);
      const replace = await anonymous.post('/fo/user/subThemePreference', { subThemeIds: [1] });
      expect(replace.status).toBe(401);
      expect(
        (await anonymous.delete(`/fo/user/subThemePreference/${allSubThemeIds[0]}`)).status,
      ).toBe(401);
    });

    it('answers 403 to a partner user', async () => {
      const partner = await as('partenaire@demo.fr');
      for (const url of GET_ENDPOINTS) expect((await partner.get(url)).status, url).toBe(403);
      const replace = await partner.post('/fo/user/subThemePreference', {
        subThemeIds: allSubThemeIds.slice(0, 7),
      });
      expect(replace.status).toBe(403);
      expect(
        (await partner.delete(`/fo/user/subThemePreference/${allSubThemeIds[0]}`)).status,
      ).toBe(403);
      expect(await storedSelection('partenaire@demo.fr')).toEqual([]);
    });
  });

  describe.each(MY_SPACE_ACCOUNTS)('reading as %s', (email, seeded) => {
    it('counts the stored selection', async () => {
      const response = await (await as(email)).get('/fo/user/countThemeSubThemeWithUserPreference');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.body).toBe(seeded);
    });

    it('gives the category nodes with the selection marked active', async () => {
      const response = await (await as(email)).get('/fo/user/getThemeSubThemeWithUserPreference');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const nodes = ThemeNodes.parse(response.body);
      expect(nodes).toHaveLength(5);
      expect(nodes.flatMap((category) => category.children)).toHaveLength(15);
      const subThemeNodes = leaves(nodes);
      expect(subThemeNodes.map((node) => node.id).sort((a, b) => a - b)).toEqual(allSubThemeIds);
      expect(subThemeNodes.every((node) => node.children.length === 0)).toBe(true);
      const selected = subThemeNodes.filter((node) => node.active).map((node) => node.id);
      expect(selected.sort((a, b) => a - b)).toEqual(await storedSelection(email));
      expect(selected).toHaveLength(seeded);
    });

    it('gives the whole tree under a root node', async () => {
      const client = await as(email);
      const response = await client.get('/fo/theme/categoryThemeSubThemeTreeWithUserPreference');
      expect(response.status).toBe(200);
      const root = ThemeNode.parse(response.body);
      expect(root).toMatchObject({ id: 0, name: 'Thématiques', active: false });
      const categoryNodes = ThemeNodes.parse(
        (await client.get('/fo/user/getThemeSubThemeWithUserPreference')).body,
      );
      expect(root.children).toEqual(categoryNodes);
      const names = await server.database.db
        .select({ name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id));
      expect(root.children.map((node) => node.name)).toEqual(names.map((row) => row.name));
    });
  });

  describe('changing the selection (agence@demo.fr)', () => {
    it('starts incomplete: 3 sub-themes and one theme notification', async () => {
      const client = await as('agence@demo.fr');
      const progress = await progressOf(client);
      expect(progress.numberSubTheme).toBe(3);
      expect(progress.numberOfNotification).toBe(progress.numberSavingNotification + 1);
    });

    it('replaces the selection with 7 sub-themes: the profile becomes complete', async () => {
      const client = await as('agence@demo.fr');
      const wanted = allSubThemeIds.slice(10, 17);
      const response = await client.post('/fo/user/subThemePreference', { subThemeIds: wanted });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body).toBe(7);
      expect(await storedSelection('agence@demo.fr')).toEqual(wanted);

      const progress = await progressOf(client);
      expect(progress.numberSubTheme).toBe(7);
      expect(progress.numberOfNotification).toBe(progress.numberSavingNotification);
      expect((await client.get('/fo/user/countThemeSubThemeWithUserPreference')).body).toBe(7);
    });

    it('is idempotent: the same replacement twice gives the same selection', async () => {
      const client = await as('agence@demo.fr');
      const wanted = allSubThemeIds.slice(10, 17);
      for (let i = 0; i < 2; i++) {
        const response = await client.post('/fo/user/subThemePreference', {
          subThemeIds: [...wanted, wanted[0]],
        });
        expect(response.status).toBe(200);
        expect(response.body).toBe(7);
      }
      expect(await storedSelection('agence@demo.fr')).toEqual(wanted);
    });

    it('marks a theme active when all of its sub-themes are selected', async () => {
      const client = await as('agence@demo.fr');
      const [theme] = await server.database.db
        .select({ id: themes.id })
        .from(themes)
        .orderBy(asc(themes.id))
        .limit(1);
      const ofTheme = await server.database.db
        .select({ id: subThemes.id })
        .from(subThemes)
        .where(eq(subThemes.themeId, theme!.id));
      const wanted = [...ofTheme.map((row) => row.id), ...allSubThemeIds.slice(40, 47)];
      await client.post('/fo/user/subThemePreference', { subThemeIds: wanted });
      const nodes = ThemeNodes.parse(
        (await client.get('/fo/user/getThemeSubThemeWithUserPreference')).body,
      );
      // Ids are unique per level only: look among the themes.
      const themeNode = nodes
        .flatMap((category) => category.children)
        .find((node) => node.id === theme!.id);
      expect(themeNode?.active).toBe(true);
      expect(themeNode?.children.every((child) => child.active)).toBe(true);
      // Back to the 7 of the previous tests.
      const back = await client.post('/fo/user/subThemePreference', {
        subThemeIds: allSubThemeIds.slice(10, 17),
      });
      expect(back.body).toBe(7);
    });

    it('removes one sub-theme: back to 6 and the notification returns', async () => {
      const client = await as('agence@demo.fr');
      const removed = allSubThemeIds[10]!;
      const response = await client.delete(`/fo/user/subThemePreference/${removed}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body).toBe(6);
      expect(await storedSelection('agence@demo.fr')).toEqual(allSubThemeIds.slice(11, 17));

      const progress = await progressOf(client);
      expect(progress.numberSubTheme).toBe(6);
      expect(progress.numberOfNotification).toBe(progress.numberSavingNotification + 1);

      // Removing it again changes nothing (a replayed offline change).
      const again = await client.delete(`/fo/user/subThemePreference/${removed}`);
      expect(again.status).toBe(200);
      expect(again.body).toBe(6);
    });

    it('refuses unknown sub-themes without changing anything', async () => {
      const client = await as('agence@demo.fr');
      const before = await storedSelection('agence@demo.fr');
      const response = await client.post<{ errors: Record<string, string> }>(
        '/fo/user/subThemePreference',
        { subThemeIds: [allSubThemeIds[0], 999_999] },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors.subThemeIds).toBe('Le sous-thème 999999 n’existe pas.');
      expect(await storedSelection('agence@demo.fr')).toEqual(before);

      const deleted = await client.delete('/fo/user/subThemePreference/999999');
      expect(deleted.status).toBe(404);
      expect((await client.delete('/fo/user/subThemePreference/99999999999')).status).toBe(404);
      expect(await storedSelection('agence@demo.fr')).toEqual(before);
    });

    it('refuses malformed input with a 400, never a 500', async () => {
      const client = await as('agence@demo.fr');
      const bodies: unknown[] = [
        { subThemeIds: 'abc' },
        { subThemeIds: ['abc'] },
        { subThemeIds: [1.5] },
        { subThemeIds: [-3] },
        { subThemeIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
        {},
        [1, 2],
      ];
      for (const body of bodies) {
        const response = await client.post('/fo/user/subThemePreference', body);
        expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      }
      const malformed = await client.request('POST', '/fo/user/subThemePreference', {
        raw: '{"subThemeIds": [1,',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect((await client.post('/fo/user/subThemePreference')).status).toBe(400);
      for (const id of ['abc', '0', '-1', '1.5']) {
        expect((await client.delete(`/fo/user/subThemePreference/${id}`)).status, id).toBe(400);
      }
      expect(await storedSelection('agence@demo.fr')).toEqual(allSubThemeIds.slice(11, 17));
    });

    it('clears the selection with an empty list', async () => {
      const client = await as('agence@demo.fr');
      const response = await client.post('/fo/user/subThemePreference', { subThemeIds: [] });
      expect(response.status).toBe(200);
      expect(response.body).toBe(0);
      expect((await progressOf(client)).numberSubTheme).toBe(0);
    });
  });

  it.each(['pro@demo.fr', 'reseau@demo.fr', 'admin@demo.fr'])(
    'lets %s change its own selection only',
    async (email) => {
      const client = await as(email);
      const untouched = await storedSelection('julien.moreau@demo.fr');
      const wanted = allSubThemeIds.slice(20, 28);
      const replaced = await client.post('/fo/user/subThemePreference', { subThemeIds: wanted });
      expect(replaced.status).toBe(200);
      expect(replaced.body).toBe(8);
      const removed = await client.delete(`/fo/user/subThemePreference/${wanted[0]}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toBe(7);
      expect(await storedSelection(email)).toEqual(wanted.slice(1));
      expect(await storedSelection('julien.moreau@demo.fr')).toEqual(untouched);
    },
  );

  it("changes the acted-as user's selection when an admin acts as someone", async () => {
    const db = server.database.db;
    const [pro] = await db.select().from(users).where(eq(users.email, 'pro@demo.fr'));
    const admin = await server.loginAs('admin@demo.fr');
    const adminBefore = await storedSelection('admin@demo.fr');
    await setActingAs(db, 'admin@demo.fr', pro!.id);
    try {
      const response = await admin.post('/fo/user/subThemePreference', {
        subThemeIds: allSubThemeIds.slice(0, 9),
      });
      expect(response.body).toBe(9);
      expect(await storedSelection('pro@demo.fr')).toEqual(allSubThemeIds.slice(0, 9));
      expect(await storedSelection('admin@demo.fr')).toEqual(adminBefore);
      expect((await admin.get('/fo/user/countThemeSubThemeWithUserPreference')).body).toBe(9);
    } finally {
      await setActingAs(db, 'admin@demo.fr', null);
    }
  });

  describe('one change at a time (PATCH, reseau@demo.fr)', () => {
    const patch = (client: ApiClient, body: unknown, headers?: Record<string, string>) =>
      client.request<number | { message: string; errors?: Record<string, string> }>(
        'PATCH',
        '/fo/user/subThemePreference',
        { json: body, headers },
      );
    const userIdOf = async (email: string) => {
      const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
      return user!.id;
    };

    it('adds and removes on top of the stored selection and answers the count', async () => {
      const client = await as('reseau@demo.fr');
      await client.post('/fo/user/subThemePreference', {
        subThemeIds: allSubThemeIds.slice(30, 35),
      });
      const response = await patch(client, {
        operationId: randomUUID(),
        add: [allSubThemeIds[40]],
        remove: [allSubThemeIds[30]],
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body).toBe(5);
      expect(await storedSelection('reseau@demo.fr')).toEqual([
        ...allSubThemeIds.slice(31, 35),
        allSubThemeIds[40],
      ]);
    });

    it('applies an operation once: a replay after other changes changes nothing', async () => {
      const client = await as('reseau@demo.fr');
      const operationId = randomUUID();
      const adding = { operationId, add: [allSubThemeIds[41]] };
      expect((await patch(client, adding)).body).toBe(6);
      // Another change in between (another tab, another device) removes it again…
      await patch(client, { operationId: randomUUID(), remove: [allSubThemeIds[41]] });
      // …and the late replay of the first (its answer was lost) must not bring it back.
      const replay = await patch(client, adding);
      expect(replay.status).toBe(200);
      expect(replay.body).toBe(5);
      expect(await storedSelection('reseau@demo.fr')).not.toContain(allSubThemeIds[41]);
    });

    it('composes changes made apart: two devices, each with its own change', async () => {
      const deviceA = await server.loginAs('reseau@demo.fr');
      const deviceB = await server.loginAs('reseau@demo.fr');
      const before = await storedSelection('reseau@demo.fr');
      const [a, b] = [allSubThemeIds[50]!, allSubThemeIds[51]!];
      const results = await Promise.all([
        patch(deviceA, { operationId: randomUUID(), add: [a] }),
        patch(deviceB, { operationId: randomUUID(), add: [b] }),
      ]);
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      expect(await storedSelection('reseau@demo.fr')).toEqual(
        [...before, a, b].sort((x, y) => x - y),
      );
    });

    it('records the operation for its user only', async () => {
      const client = await as('reseau@demo.fr');
      const operationId = randomUUID();
      await patch(client, { operationId, add: [allSubThemeIds[52]] });
      const rows = await server.database.db
        .select()
        .from(changeOperations)
        .where(eq(changeOperations.operationId, operationId));
      expect(rows.map((row) => row.userId)).toEqual([await userIdOf('reseau@demo.fr')]);
      // The same operation id from another user is that user's own operation.
      const other = await as('pro@demo.fr');
      const proBefore = await storedSelection('pro@demo.fr');
      const response = await patch(other, { operationId, add: [allSubThemeIds[52]] });
      expect(response.status).toBe(200);
      expect(await storedSelection('pro@demo.fr')).toEqual(
        [...new Set([...proBefore, allSubThemeIds[52]!])].sort((x, y) => x - y),
      );
    });

    it('refuses bad input with French messages and changes nothing', async () => {
      const client = await as('reseau@demo.fr');
      const before = await storedSelection('reseau@demo.fr');
      const unknown = await patch(client, { operationId: randomUUID(), add: [999_999] });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ errors: { add: 'Le sous-thème 999999 n’existe pas.' } });
      const both = await patch(client, {
        operationId: randomUUID(),
        add: [allSubThemeIds[1]],
        remove: [allSubThemeIds[1]],
      });
      expect(both.status).toBe(400);
      expect(both.body).toMatchObject({
        errors: { remove: 'Un sous-thème ne peut pas être à la fois ajouté et retiré.' },
      });
      const bodies: unknown[] = [
        {},
        { add: [allSubThemeIds[1]] },
        { operationId: 'pas-un-uuid', add: [allSubThemeIds[1]] },
        { operationId: randomUUID(), add: ['abc'] },
        { operationId: randomUUID(), remove: [-1] },
        { operationId: randomUUID(), add: Array.from({ length: 1001 }, (_, i) => i + 1) },
      ];
      for (const body of bodies) {
        expect((await patch(client, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      expect(await storedSelection('reseau@demo.fr')).toEqual(before);
    });

    it('answers 401 without a session and 403 to a partner', async () => {
      const body = { operationId: randomUUID(), add: [allSubThemeIds[1]] };
      expect((await patch(server.client(), body)).status).toBe(401);
      expect((await patch(await as('partenaire@demo.fr'), body)).status).toBe(403);
      expect(await storedSelection('partenaire@demo.fr')).toEqual([]);
    });
  });

  describe('a change made for another user', () => {
    it('is refused with 409 and a French message, whatever the call, nothing changed', async () => {
      const agence = await as('agence@demo.fr');
      const proId = String(
        (await server.database.db.select().from(users).where(eq(users.email, 'pro@demo.fr')))[0]!
          .id,
      );
      const before = await storedSelection('agence@demo.fr');
      const headers = { [CHANGE_OWNER_HEADER]: proId };
      const calls = [
        agence.request('PATCH', '/fo/user/subThemePreference', {
          json: { operationId: randomUUID(), add: [allSubThemeIds[59]] },
          headers,
        }),
        agence.request('POST', '/fo/user/subThemePreference', {
          json: { subThemeIds: [allSubThemeIds[59]] },
          headers,
        }),
        agence.request('DELETE', `/fo/user/subThemePreference/${before[0] ?? 1}`, { headers }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(409);
        expect(response.body).toEqual({
          message:
            'Cette modification a été faite pour un autre compte que celui connecté : elle n’a pas été enregistrée.',
        });
      }
      expect(await storedSelection('agence@demo.fr')).toEqual(before);
    });

    it("is accepted when it names the session's own user", async () => {
      const agence = await as('agence@demo.fr');
      const [row] = await server.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'agence@demo.fr'));
      const response = await agence.request('PATCH', '/fo/user/subThemePreference', {
        json: { operationId: randomUUID(), add: [allSubThemeIds[58]] },
        headers: { [CHANGE_OWNER_HEADER]: String(row!.id) },
      });
      expect(response.status).toBe(200);
      expect(await storedSelection('agence@demo.fr')).toContain(allSubThemeIds[58]);
    });

    it('names the acted-as user when an admin acts as someone', async () => {
      const db = server.database.db;
      const [pro] = await db.select().from(users).where(eq(users.email, 'pro@demo.fr'));
      const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.fr'));
      const client = await server.loginAs('admin@demo.fr');
      await setActingAs(db, 'admin@demo.fr', pro!.id);
      try {
        const asAdmin = await client.request('PATCH', '/fo/user/subThemePreference', {
          json: { operationId: randomUUID(), add: [allSubThemeIds[57]] },
          headers: { [CHANGE_OWNER_HEADER]: String(admin!.id) },
        });
        expect(asAdmin.status).toBe(409);
        const asPro = await client.request('PATCH', '/fo/user/subThemePreference', {
          json: { operationId: randomUUID(), add: [allSubThemeIds[57]] },
          headers: { [CHANGE_OWNER_HEADER]: String(pro!.id) },
        });
        expect(asPro.status).toBe(200);
        expect(await storedSelection('pro@demo.fr')).toContain(allSubThemeIds[57]);
      } finally {
        await setActingAs(db, 'admin@demo.fr', null);
      }
    });

    it('refuses a malformed owner with 400', async () => {
      const agence = await as('agence@demo.fr');
      for (const value of ['abc', '0', '-2', '1.5']) {
        const response = await agence.request('DELETE', `/fo/user/subThemePreference/1`, {
          headers: { [CHANGE_OWNER_HEADER]: value },
        });
        expect(response.status, value).toBe(400);
      }
    });
  });
});
