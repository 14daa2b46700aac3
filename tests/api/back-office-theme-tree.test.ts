/**
 * The back office's theme tree (docs/back-office/theme-tree.md): admin only; adding, renaming,
 * moving, deactivating and reactivating nodes, each in the journal; and what customers see of it:
 * a deactivated node leaves their tree, counts, offers and profile-completion rule.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BoCategoryNode,
  BoSubThemeNode,
  BoThemeNode,
  BoThemeTree,
  BoThemeTreeNode,
} from '../../src/contract/back-office/schemas/theme-tree';
import { MIN_SUB_THEMES, Offers, Progress, ThemeNodes } from '../../src/contract/api';
import {
  auditEntries,
  offerSubThemes,
  subThemes,
  themes,
  userSubThemePreferences,
  users,
} from '../../server/db/schema';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';

const TREE = '/bo/api/theme-tree';
const OTHER_ROLES = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'];
/** Three of pro's nine sub-themes (server/db/demo/accounts.ts). */
const PRO_CHOICES = ['Électricité verte', 'Fibre optique', 'Papeterie'] as const;

/** « name » as the journal's summaries quote it. */
const q = (name: string) => `«\u00a0${name}\u00a0»`;

describe.each(RULES_DATABASE_KINDS)('back office: theme tree (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let pro: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
    pro = await server.loginAs('pro@demo.fr');
  });
  afterAll(() => server.close());

  const db = () => server.database.db;

  async function tree(): Promise<BoThemeTree> {
    const response = await admin.get(TREE);
    expect(response.status).toBe(200);
    return BoThemeTree.parse(response.body);
  }

  async function subThemeId(name: string): Promise<number> {
    const [row] = await db().select().from(subThemes).where(eq(subThemes.name, name));
    return row!.id;
  }

  async function themeOf(subThemeName: string) {
    const [row] = await db()
      .select({ id: themes.id, name: themes.name, categoryId: themes.categoryId })
      .from(subThemes)
      .innerJoin(themes, eq(themes.id, subThemes.themeId))
      .where(eq(subThemes.name, subThemeName));
    return row!;
  }

  /** The newest journal entries, newest first. */
  async function journal(limit = 1) {
    return db().select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(limit);
  }

  async function progress(client: ApiClient) {
    const response = await client.get('/fo/user/progress');
    expect(response.status).toBe(200);
    return Progress.parse(response.body);
  }

  /** The sub-theme ids of the customer's tree. */
  async function customerLeaves(client: ApiClient): Promise<number[]> {
    const response = await client.get('/fo/user/getThemeSubThemeWithUserPreference');
    expect(response.status).toBe(200);
    return ThemeNodes.parse(response.body).flatMap((category) =>
      category.children.flatMap((theme) => theme.children.map((leaf) => leaf.id)),
    );
  }

  async function customerOffers(client: ApiClient) {
    const response = await client.get('/fo/offer/user/offers');
    expect(response.status).toBe(200);
    return Offers.parse(JSON.parse(response.text));
  }

  function put(level: string, id: number | string, body: unknown) {
    return admin.request('PUT', `${TREE}/${level}/${id}`, { json: body });
  }

  function move(level: string, id: number | string, body: unknown) {
    return admin.post(`${TREE}/${level}/${id}/move`, body);
  }

  function expectFrench400(response: ApiResponse, field?: string) {
    expect(response.status, response.text).toBe(400);
    const body = response.body as { message: string; errors?: Record<string, string> };
    expect(body.message).toMatch(/[a-zé]/);
    if (field) expect(body.errors?.[field]).toBeTruthy();
    return body;
  }

  /** Positions of every sibling list of the tree, each as it should be: 0..n-1 in order. */
  function expectCompactPositions(categories: BoThemeTree) {
    const lists = [
      categories,
      ...categories.map((category) => category.themes),
      ...categories.flatMap((category) => category.themes.map((theme) => theme.subThemes)),
    ];
    for (const list of lists)
      expect(list.map((node) => node.position)).toEqual(list.map((_, i) => i));
  }

  describe('access', () => {
    /** Every call of the section, with a body it would accept from an admin. */
    const calls = async (): Promise<[string, string, unknown][]> => {
      const subTheme = await subThemeId('Papeterie');
      const theme = (await themeOf('Papeterie')).id;
      return [
        ['GET', TREE, undefined],
        ['POST', `${TREE}/categories`, { name: 'Refusée' }],
        ['POST', `${TREE}/categories/1/themes`, { name: 'Refusé' }],
        ['POST', `${TREE}/themes/${theme}/sub-themes`, { name: 'Refusé' }],
        ['PUT', `${TREE}/sub-theme/${subTheme}`, { name: 'Refusé', active: false }],
        ['POST', `${TREE}/sub-theme/${subTheme}/move`, { direction: 'down' }],
      ];
    };

    it('answers 401 without a session and 403 to every other role, changing nothing', async () => {
      const before = await tree();
      const entries = await journal(100);
      const others = await Promise.all(
        OTHER_ROLES.map(async (email) => [email, await server.loginAs(email)] as const),
      );
      for (const [method, url, json] of await calls()) {
        const anonymous = await server.client().request(method, url, { json });
        expect(anonymous.status, `${method} ${url}`).toBe(401);
        for (const [email, client] of others) {
          const response = await client.request(method, url, { json });
          expect(response.status, `${email} ${method} ${url}`).toBe(403);
          expect((response.body as { message: string }).message).toBe(
            'Vous n’avez pas accès à cette ressource.',
          );
        }
      }
      expect(await tree()).toEqual(before);
      expect(await journal(100)).toEqual(entries);
    });

    it('lets an admin acting as pro still read the tree: its real account counts', async () => {
      const actingAdmin = await server.loginAs('admin@demo.fr');
      const [proRow] = await db().select().from(users).where(eq(users.email, 'pro@demo.fr'));
      const connect = await actingAdmin.post(`/bo/api/users/${proRow!.id}/connect-as`);
      expect(connect.status).toBe(200);
      expect((await actingAdmin.get('/bo/api/session')).body).toMatchObject({
        actingAs: { email: 'pro@demo.fr' },
      });
      expect((await actingAdmin.get(TREE)).status).toBe(200);
      await actingAdmin.router('removeConnectedAs');
    });

    it('refuses a write posted from another site', async () => {
      const response = await admin.request('POST', `${TREE}/categories`, {
        json: { name: 'Venue d’ailleurs' },
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect((await tree()).map((category) => category.name)).not.toContain('Venue d’ailleurs');
    });
  });

  describe('reading', () => {
    it('gives the whole tree by position, with each sub-theme’s offers and users', async () => {
      const response = await admin.get(TREE);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const categories = await tree();
      expect(categories).toHaveLength(5);
      expect(categories.flatMap((category) => category.themes)).toHaveLength(15);
      const leaves = categories.flatMap((c) => c.themes.flatMap((t) => t.subThemes));
      expect(leaves).toHaveLength(60);
      expect(leaves.every((leaf) => leaf.active)).toBe(true);
      expectCompactPositions(categories);

      const papeterie = leaves.find((leaf) => leaf.name === 'Papeterie')!;
      const linkedOffers = await db()
        .select()
        .from(offerSubThemes)
        .where(eq(offerSubThemes.subThemeId, papeterie.id));
      const choosers = await db()
        .select()
        .from(userSubThemePreferences)
        .where(eq(userSubThemePreferences.subThemeId, papeterie.id));
      expect(linkedOffers.length).toBeGreaterThan(0);
      expect(choosers.length).toBeGreaterThan(0);
      expect(papeterie.offerCount).toBe(linkedOffers.length);
      expect(papeterie.userCount).toBe(choosers.length);
    });
  });

  describe('adding', () => {
    it('appends a category, a theme in it and a sub-theme in that, each with its journal entry', async () => {
      const category = await admin.post(`${TREE}/categories`, { name: '  Mobilité douce  ' });
      expect(category.status, category.text).toBe(201);
      const createdCategory = BoCategoryNode.parse(category.body);
      expect(createdCategory).toMatchObject({
        name: 'Mobilité douce',
        position: 5,
        active: true,
        themes: [],
      });
      const [categoryEntry] = await journal();
      expect(categoryEntry).toMatchObject({
        adminEmail: 'admin@demo.fr',
        entity: 'theme-node',
        entityId: createdCategory.id,
        action: 'create',
        summary: `Catégorie ${q('Mobilité douce')} ajoutée`,
        before: null,
        after: {
          level: 'category',
          id: createdCategory.id,
          name: 'Mobilité douce',
          position: 5,
          active: true,
          parentId: null,
        },
      });

      const theme = await admin.post(`${TREE}/categories/${createdCategory.id}/themes`, {
        name: 'Vélos',
      });
      expect(theme.status, theme.text).toBe(201);
      const createdTheme = BoThemeNode.parse(theme.body);
      expect(createdTheme).toMatchObject({ name: 'Vélos', position: 0, subThemes: [] });

      // An empty category or theme shows nothing to choose: customers do not see it yet.
      const proTree = ThemeNodes.parse(
        (await pro.get('/fo/user/getThemeSubThemeWithUserPreference')).body,
      );
      expect(proTree.map((node) => node.name)).not.toContain('Mobilité douce');

      for (const [name, position] of [
        ['Vélos cargo', 0],
        ['Vélos à assistance électrique', 1],
      ] as const) {
        const subTheme = await admin.post(`${TREE}/themes/${createdTheme.id}/sub-themes`, { name });
        expect(subTheme.status, subTheme.text).toBe(201);
        expect(BoSubThemeNode.parse(subTheme.body)).toMatchObject({
          name,
          position,
          active: true,
          offerCount: 0,
          userCount: 0,
        });
      }
      const [subThemeEntry] = await journal();
      expect(subThemeEntry).toMatchObject({
        action: 'create',
        summary: `Sous-thème ${q('Vélos à assistance électrique')} ajouté dans le thème ${q('Vélos')}`,
      });

      const categories = await tree();
      const added = categories.at(-1)!;
      expect(added.name).toBe('Mobilité douce');
      expect(added.themes[0]!.subThemes.map((leaf) => leaf.name)).toEqual([
        'Vélos cargo',
        'Vélos à assistance électrique',
      ]);
      expectCompactPositions(categories);
      // Now the customers see it.
      const after = ThemeNodes.parse(
        (await pro.get('/fo/user/getThemeSubThemeWithUserPreference')).body,
      );
      expect(after.at(-1)).toMatchObject({ name: 'Mobilité douce', active: false });
    });

    it('refuses an empty name, a sibling’s name and an unknown parent', async () => {
      const entries = await journal(100);
      expectFrench400(await admin.post(`${TREE}/categories`, { name: '   ' }), 'name');
      expectFrench400(await admin.post(`${TREE}/categories`, {}), 'name');
      expectFrench400(await admin.post(`${TREE}/categories`, { name: 'x'.repeat(121) }), 'name');
      // Case and accents aside, the same name as a sibling.
      const twin = expectFrench400(
        await admin.post(`${TREE}/categories`, { name: 'MOBILITE DOUCE' }),
        'name',
      );
      expect(twin.errors?.name).toBe(
        `Le nom ${q('Mobilité douce')} est déjà pris à ce niveau : choisissez-en un autre.`,
      );
      const papeterieTheme = await themeOf('Papeterie');
      expectFrench400(
        await admin.post(`${TREE}/themes/${papeterieTheme.id}/sub-themes`, { name: 'papeterie' }),
        'name',
      );
      const unknownCategory = await admin.post(`${TREE}/categories/999999/themes`, { name: 'X' });
      expect(unknownCategory.status).toBe(404);
      expect(unknownCategory.body).toEqual({ message: 'Catégorie introuvable.' });
      const unknownTheme = await admin.post(`${TREE}/themes/2147483647/sub-themes`, { name: 'X' });
      expect(unknownTheme.status).toBe(404);
      expect(unknownTheme.body).toEqual({ message: 'Thème introuvable.' });
      expectFrench400(await admin.post(`${TREE}/themes/abc/sub-themes`, { name: 'X' }));
      expect(await journal(100)).toEqual(entries);
    });

    it('accepts a name that another parent’s child already has', async () => {
      const other = await themeOf('Électricité verte');
      const response = await admin.post(`${TREE}/themes/${other.id}/sub-themes`, {
        name: 'Vélos cargo',
      });
      expect(response.status).toBe(201);
    });
  });

  describe('renaming and moving', () => {
    it('renames a node, refusing a sibling’s name', async () => {
      const id = await subThemeId('Vélos cargo');
      const [cargo] = await db()
        .select()
        .from(subThemes)
        .where(and(eq(subThemes.id, id)));
      const response = await put('sub-theme', cargo!.id, { name: 'Vélos-cargos' });
      expect(response.status, response.text).toBe(200);
      expect(BoThemeTreeNode.parse(response.body)).toMatchObject({
        level: 'sub-theme',
        id: cargo!.id,
        name: 'Vélos-cargos',
        active: true,
        parentId: cargo!.themeId,
      });
      const [entry] = await journal();
      expect(entry).toMatchObject({
        entityId: cargo!.id,
        action: 'rename',
        summary: `Sous-thème ${q('Vélos cargo')} renommé en ${q('Vélos-cargos')}`,
        before: { name: 'Vélos cargo', active: true },
        after: { name: 'Vélos-cargos', active: true },
      });
      const duplicate = await put('sub-theme', cargo!.id, {
        name: 'velos a assistance electrique',
      });
      expectFrench400(duplicate, 'name');
      expectFrench400(await put('sub-theme', cargo!.id, { name: '' }), 'name');
      expectFrench400(await put('sub-theme', cargo!.id, {}), 'name');
      // The same name again changes nothing and writes no entry.
      const again = await put('sub-theme', cargo!.id, { name: 'Vélos-cargos' });
      expect(again.status).toBe(200);
      expect((await journal())[0]!.id).toBe(entry!.id);
    });

    it('moves a node up, down and to a position, its siblings keeping 0..n-1', async () => {
      const theme = await themeOf('Papeterie');
      const namesOf = async () =>
        (await tree())
          .flatMap((category) => category.themes)
          .find((node) => node.id === theme.id)!
          .subThemes.map((leaf) => leaf.name);
      const start = await namesOf();
      expect(start).toHaveLength(4);
      const last = start[3]!;
      const lastId = await subThemeId(last);

      const up = await move('sub-theme', lastId, { direction: 'up' });
      expect(up.status, up.text).toBe(200);
      expect(BoThemeTreeNode.parse(up.body)).toMatchObject({ id: lastId, position: 2 });
      expect(await namesOf()).toEqual([start[0], start[1], last, start[2]]);
      const [entry] = await journal();
      expect(entry).toMatchObject({
        action: 'move',
        entityId: lastId,
        summary: `Sous-thème ${q(last)} déplacé de la place 4 à la place 3 sur 4`,
        before: { position: 3 },
        after: { position: 2 },
      });

      expect((await move('sub-theme', lastId, { position: 0 })).status).toBe(200);
      expect(await namesOf()).toEqual([last, start[0], start[1], start[2]]);
      // Up from the first place: nothing to do, nothing written.
      const noMove = await move('sub-theme', lastId, { direction: 'up' });
      expect(noMove.status).toBe(200);
      expect(BoThemeTreeNode.parse(noMove.body).position).toBe(0);
      expect((await journal())[0]!.summary).toContain('à la place 1 sur 4');
      // Past the last place means last.
      expect((await move('sub-theme', lastId, { position: 40 })).status).toBe(200);
      expect(await namesOf()).toEqual(start);
      expect((await move('sub-theme', lastId, { direction: 'down' })).status).toBe(200);
      expect(await namesOf()).toEqual(start);

      // Categories move the same way.
      const categories = await tree();
      const first = categories[0]!;
      expect((await move('category', first.id, { direction: 'down' })).status).toBe(200);
      const moved = await tree();
      expect(moved[1]!.id).toBe(first.id);
      expectCompactPositions(moved);
      expect((await move('category', first.id, { position: 0 })).status).toBe(200);
      expect((await tree()).map((category) => category.id)).toEqual(
        categories.map((category) => category.id),
      );
    });

    it('shows the customers the new order', async () => {
      const theme = await themeOf('Papeterie');
      const lastId = (await tree())
        .flatMap((category) => category.themes)
        .find((node) => node.id === theme.id)!.subThemes[3]!.id;
      await move('sub-theme', lastId, { position: 0 });
      const proTree = ThemeNodes.parse(
        (await pro.get('/fo/user/getThemeSubThemeWithUserPreference')).body,
      );
      const proTheme = proTree
        .flatMap((category) => category.children)
        .find((node) => node.id === theme.id)!;
      expect(proTheme.children[0]!.id).toBe(lastId);
      await move('sub-theme', lastId, { position: 3 });
    });

    it('refuses a bad move, level or id', async () => {
      const id = await subThemeId('Papeterie');
      const entries = await journal(100);
      expectFrench400(await move('sub-theme', id, {}));
      expectFrench400(await move('sub-theme', id, { position: 1, direction: 'up' }));
      expectFrench400(await move('sub-theme', id, { position: -1 }), 'position');
      expectFrench400(await move('sub-theme', id, { position: 1.5 }), 'position');
      expectFrench400(await move('sub-theme', id, { direction: 'left' }), 'direction');
      expectFrench400(await move('sub-theme', id, { direction: 'up', extra: 1 }));
      expectFrench400(await move('branch', id, { direction: 'up' }), 'level');
      expectFrench400(await put('sub-themes', id, { name: 'X' }), 'level');
      expectFrench400(await put('sub-theme', 'abc', { name: 'X' }), 'id');
      const unknown = await put('sub-theme', 999999, { name: 'X' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Sous-thème introuvable.' });
      expect((await move('theme', 999999, { direction: 'up' })).status).toBe(404);
      expect((await move('category', 99999999999, { direction: 'up' })).status).toBe(400);
      expect(await journal(100)).toEqual(entries);
    });
  });

  describe('deactivating: what customers see', () => {
    it('takes deactivated sub-themes out of pro’s tree, counts, offers and progress', async () => {
      const ids = await Promise.all(PRO_CHOICES.map(subThemeId));
      const start = await progress(pro);
      expect(start.numberSubTheme).toBe(9);
      expect(start.numberOfNotification).toBe(start.numberSavingNotification);
      expect(MIN_SUB_THEMES).toBe(7);
      const offersBefore = await customerOffers(pro);
      expect(offersBefore.some((offer) => offer.subThemeIds.includes(ids[0]!))).toBe(true);

      // Two of nine: seven left, still the minimum.
      for (const id of ids.slice(0, 2)) {
        const response = await put('sub-theme', id, {
          name: PRO_CHOICES[ids.indexOf(id)],
          active: false,
        });
        expect(response.status, response.text).toBe(200);
        expect(BoThemeTreeNode.parse(response.body).active).toBe(false);
      }
      const [entry] = await journal();
      expect(entry).toMatchObject({
        action: 'deactivate',
        entityId: ids[1],
        summary: `Sous-thème ${q('Fibre optique')} désactivé`,
        before: { active: true },
        after: { active: false },
      });
      expect((await progress(pro)).numberSubTheme).toBe(MIN_SUB_THEMES);
      expect((await progress(pro)).numberOfNotification).toBe(start.numberSavingNotification);

      // A third: under the minimum, the profile asks for more again.
      expect(
        (await put('sub-theme', ids[2]!, { name: PRO_CHOICES[2], active: false })).status,
      ).toBe(200);
      const under = await progress(pro);
      expect(under.numberSubTheme).toBe(6);
      expect(under.numberOfNotification).toBe(under.numberSavingNotification + 1);
      expect((await pro.get('/fo/user/countThemeSubThemeWithUserPreference')).body).toBe(6);

      const leaves = await customerLeaves(pro);
      for (const id of ids) expect(leaves).not.toContain(id);
      const offersAfter = await customerOffers(pro);
      for (const offer of offersAfter)
        for (const id of ids) expect(offer.subThemeIds).not.toContain(id);
      // The offers themselves stay, and so do their stored links: customers only stop seeing them.
      const stored = await db()
        .select()
        .from(offerSubThemes)
        .where(eq(offerSubThemes.subThemeId, ids[0]!));
      expect(stored.length).toBeGreaterThan(0);
      expect(offersAfter.map((offer) => offer.id).sort()).toEqual(
        offersBefore.map((offer) => offer.id).sort(),
      );
      const linked = offersBefore.find((offer) => offer.subThemeIds.includes(ids[0]!))!;
      const detail = await pro.get(`/fo/offer/${linked.id}/linkedSubTheme`);
      expect(detail.status).toBe(200);
      expect(ThemeNodes.parse(detail.body).map((node) => node.id)).not.toContain(ids[0]);

      // The back office still shows them, deactivated, with their users.
      const boLeaves = (await tree()).flatMap((c) => c.themes.flatMap((t) => t.subThemes));
      const hidden = boLeaves.find((leaf) => leaf.id === ids[0])!;
      expect(hidden).toMatchObject({ active: false });
      expect(hidden.userCount).toBeGreaterThan(0);
    });

    it('ignores a choice of a deactivated sub-theme and keeps the hidden choices', async () => {
      const hidden = await Promise.all(PRO_CHOICES.map(subThemeId));
      const agence = await server.loginAs('agence@demo.fr');
      const before = (await progress(agence)).numberSubTheme;
      const patch = await agence.request('PATCH', '/fo/user/subThemePreference', {
        json: { operationId: randomUUID(), add: [hidden[0]], remove: [] },
      });
      expect(patch.status, patch.text).toBe(200);
      expect(patch.body).toBe(before);
      const [agenceRow] = await db().select().from(users).where(eq(users.email, 'agence@demo.fr'));
      const stored = await db()
        .select()
        .from(userSubThemePreferences)
        .where(eq(userSubThemePreferences.userId, agenceRow!.id));
      expect(stored.map((row) => row.subThemeId)).not.toContain(hidden[0]);

      // Pro replaces its visible selection: the hidden choices stay stored.
      const visible = (await customerLeaves(pro)).filter((id) => !hidden.includes(id));
      const [proRow] = await db().select().from(users).where(eq(users.email, 'pro@demo.fr'));
      const proStored = async () =>
        (
          await db()
            .select()
            .from(userSubThemePreferences)
            .where(eq(userSubThemePreferences.userId, proRow!.id))
        ).map((row) => row.subThemeId);
      const keep = (await proStored()).filter((id) => !hidden.includes(id));
      const replace = await pro.post('/fo/user/subThemePreference', {
        subThemeIds: [...keep, visible.find((id) => !keep.includes(id))!, hidden[0]],
      });
      expect(replace.status, replace.text).toBe(200);
      expect(replace.body).toBe(keep.length + 1);
      const afterReplace = await proStored();
      for (const id of hidden) expect(afterReplace).toContain(id);
      expect(afterReplace).toHaveLength(keep.length + 1 + hidden.length);
      // Back to pro's demo selection.
      expect((await pro.post('/fo/user/subThemePreference', { subThemeIds: keep })).body).toBe(
        keep.length,
      );
    });

    it('hides a whole theme when the theme is deactivated, and shows it again', async () => {
      const theme = await themeOf('Papeterie');
      const inTheme = await db().select().from(subThemes).where(eq(subThemes.themeId, theme.id));
      const deactivate = await put('theme', theme.id, { name: theme.name, active: false });
      expect(deactivate.status).toBe(200);
      expect((await journal())[0]!.summary).toBe(`Thème ${q(theme.name)} désactivé`);
      const leaves = await customerLeaves(pro);
      for (const row of inTheme) expect(leaves).not.toContain(row.id);
      for (const offer of await customerOffers(pro))
        for (const row of inTheme) expect(offer.subThemeIds).not.toContain(row.id);

      const reactivate = await put('theme', theme.id, { name: theme.name, active: true });
      expect(reactivate.status).toBe(200);
      expect((await journal())[0]).toMatchObject({
        action: 'reactivate',
        summary: `Thème ${q(theme.name)} réactivé`,
      });
      const back = await customerLeaves(pro);
      // Papeterie itself is still deactivated on its own.
      const papeterie = await subThemeId('Papeterie');
      for (const row of inTheme) {
        if (row.id === papeterie) expect(back).not.toContain(row.id);
        else expect(back).toContain(row.id);
      }
    });

    it('hides a category’s whole branch when the category is deactivated', async () => {
      const theme = await themeOf('Forfaits mobiles');
      const [category] = (await tree()).filter((node) => node.id === theme.categoryId);
      const response = await put('category', category!.id, { name: category!.name, active: false });
      expect(response.status).toBe(200);
      expect((await journal())[0]!.summary).toBe(`Catégorie ${q(category!.name)} désactivée`);
      const proTree = ThemeNodes.parse(
        (await pro.get('/fo/user/getThemeSubThemeWithUserPreference')).body,
      );
      expect(proTree.map((node) => node.id)).not.toContain(category!.id);
      expect(await customerLeaves(pro)).not.toContain(await subThemeId('Forfaits mobiles'));
      expect((await progress(pro)).numberSubTheme).toBeLessThan(6);
      expect(
        (await put('category', category!.id, { name: category!.name, active: true })).status,
      ).toBe(200);
    });

    it('rebuilds the offer catalog and counts the choices again once reactivated', async () => {
      const ids = await Promise.all(PRO_CHOICES.map(subThemeId));
      for (const [index, id] of ids.entries()) {
        const response = await put('sub-theme', id, { name: PRO_CHOICES[index], active: true });
        expect(response.status).toBe(200);
      }
      const [entry] = await journal();
      expect(entry).toMatchObject({ action: 'reactivate', entityId: ids[2] });
      const back = await progress(pro);
      expect(back.numberSubTheme).toBe(9);
      expect(back.numberOfNotification).toBe(back.numberSavingNotification);
      expect((await customerOffers(pro)).some((offer) => offer.subThemeIds.includes(ids[0]!))).toBe(
        true,
      );
      expect(await customerLeaves(pro)).toEqual(expect.arrayContaining(ids));
    });

    it('renames and deactivates in one call, as one journal entry', async () => {
      const id = await subThemeId('Vélos-cargos');
      const response = await put('sub-theme', id, { name: 'Vélos cargo', active: false });
      expect(response.status).toBe(200);
      expect((await journal())[0]).toMatchObject({
        action: 'update',
        summary: `Sous-thème ${q('Vélos-cargos')} renommé en ${q('Vélos cargo')} et désactivé`,
        before: { name: 'Vélos-cargos', active: true },
        after: { name: 'Vélos cargo', active: false },
      });
    });
  });

  describe('bad input', () => {
    it('never answers a 5xx', async () => {
      const id = await subThemeId('Papeterie');
      const attempts: [string, string, Record<string, unknown>][] = [
        [
          'POST',
          `${TREE}/categories`,
          { raw: 'not json', headers: { 'content-type': 'application/json' } },
        ],
        ['POST', `${TREE}/categories`, { json: [] }],
        ['POST', `${TREE}/categories`, { json: { name: 42 } }],
        ['POST', `${TREE}/categories`, { json: { name: 'a\u0000b' } }],
        ['POST', `${TREE}/categories/0/themes`, { json: { name: 'X' } }],
        ['POST', `${TREE}/categories/-1/themes`, { json: { name: 'X' } }],
        ['POST', `${TREE}/themes/1e3/sub-themes`, { json: { name: 'X' } }],
        ['PUT', `${TREE}/sub-theme/${id}`, { json: { name: 'X', active: 'non' } }],
        ['PUT', `${TREE}/sub-theme/${id}`, { json: null }],
        [
          'PUT',
          `${TREE}/category/${id}`,
          { raw: '', headers: { 'content-type': 'application/json' } },
        ],
        ['POST', `${TREE}/sub-theme/${id}/move`, { json: { position: '1' } }],
        ['POST', `${TREE}/sub-theme/${id}/move`, { json: { position: 1e20 } }],
        ['POST', `${TREE}/%00/${id}/move`, { json: { direction: 'up' } }],
      ];
      for (const [method, url, init] of attempts) {
        const response = await admin.request(method, url, init);
        expect(response.status, `${method} ${url} ${JSON.stringify(init)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.status, `${method} ${url} ${JSON.stringify(init)}`).toBeLessThan(500);
      }
      expectCompactPositions(await tree());
    });
  });
});
