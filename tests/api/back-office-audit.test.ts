/**
 * The back office's journal (docs/back-office/audit.md): admin only; the changes made through the
 * other sections' endpoints (here the theme tree's) listed newest first, with their filters.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAdmins, AuditPage } from '../../src/contract/back-office/schemas/audit';
import { BoCategoryNode } from '../../src/contract/back-office/schemas/theme-tree';
import { auditEntries, users } from '../../server/db/schema';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';

const AUDIT = '/bo/api/audit';
const TREE = '/bo/api/theme-tree';
const OTHER_ROLES = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'];

/** A day as `YYYY-MM-DD`, `offset` days from today in Paris. */
function parisDay(offset = 0): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(day);
}

describe.each(RULES_DATABASE_KINDS)('back office: journal (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminId: number;
  /** The category this suite creates, renames, deactivates and moves. */
  let category: BoCategoryNode;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.fr'));
    adminId = row!.id;
  });
  afterAll(() => server.close());

  async function page(query = ''): Promise<AuditPage> {
    const response = await admin.get(`${AUDIT}${query}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return AuditPage.parse(response.body);
  }

  function expectFrench400(response: ApiResponse, field: string) {
    expect(response.status, response.text).toBe(400);
    const body = response.body as { message: string; errors?: Record<string, string> };
    expect(body.message).toBe('Certaines informations sont incomplètes ou incorrectes.');
    expect(body.errors?.[field]).toBeTruthy();
    return body.errors![field]!;
  }

  it('answers 401 without a session and 403 to every other role', async () => {
    for (const url of [AUDIT, `${AUDIT}/admins`, `${AUDIT}?entity=theme-node`]) {
      expect((await server.client().get(url)).status, url).toBe(401);
      for (const email of OTHER_ROLES) {
        const client = await server.loginAs(email);
        expect((await client.get(url)).status, `${email} ${url}`).toBe(403);
      }
    }
  });

  it('lists the changes made through another section, newest first', async () => {
    const before = await page();
    const created = await admin.post(`${TREE}/categories`, { name: 'Événementiel' });
    expect(created.status).toBe(201);
    category = BoCategoryNode.parse(created.body);
    const url = `${TREE}/category/${category.id}`;
    expect(
      (await admin.request('PUT', url, { json: { name: 'Évènements d’entreprise' } })).status,
    ).toBe(200);
    expect(
      (
        await admin.request('PUT', url, {
          json: { name: 'Évènements d’entreprise', active: false },
        })
      ).status,
    ).toBe(200);
    expect((await admin.post(`${url}/move`, { position: 0 })).status).toBe(200);

    const after = await page();
    expect(after.total).toBe(before.total + 4);
    expect(after).toMatchObject({ page: 1, pageSize: 20 });
    const [moved, deactivated, renamed, createdEntry] = after.items;
    expect(createdEntry).toMatchObject({
      adminId,
      adminEmail: 'admin@demo.fr',
      entity: 'theme-node',
      entityId: category.id,
      action: 'create',
      summary: 'Catégorie «\u00a0Événementiel\u00a0» ajoutée',
      before: null,
      after: { level: 'category', name: 'Événementiel', active: true, position: 5 },
    });
    expect(renamed).toMatchObject({
      action: 'rename',
      before: { name: 'Événementiel' },
      after: { name: 'Évènements d’entreprise' },
    });
    expect(deactivated).toMatchObject({
      action: 'deactivate',
      summary: 'Catégorie «\u00a0Évènements d’entreprise\u00a0» désactivée',
      before: { active: true },
      after: { active: false },
    });
    expect(moved).toMatchObject({
      action: 'move',
      before: { position: 5 },
      after: { position: 0 },
    });
    // Newest first, each instant an ISO 8601 date-time.
    const times = after.items.map((item) => Date.parse(item.at));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(after.items.map((item) => item.id)).toEqual(
      [...after.items.map((item) => item.id)].sort((a, b) => b - a),
    );
    // Put back first the categories' order for the other tests.
    expect((await admin.post(`${url}/move`, { position: 5 })).status).toBe(200);
  });

  it('filters by entity, object, action and admin', async () => {
    const all = await page();
    const ofCategory = await page(`?entity=theme-node&entityId=${category.id}`);
    expect(ofCategory.total).toBe(5);
    expect(ofCategory.items.every((item) => item.entityId === category.id)).toBe(true);
    const renames = await page(`?entity=theme-node&action=rename`);
    expect(renames.items.map((item) => item.action)).toEqual(['rename']);
    expect((await page(`?entity=news`)).items.every((item) => item.entity === 'news')).toBe(true);
    expect((await page(`?adminId=${adminId}`)).total).toBe(all.total);
    const [pro] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pro@demo.fr'));
    expect(await page(`?adminId=${pro!.id}`)).toMatchObject({ total: 0, items: [] });
  });

  it('searches summaries and e-mails whatever the case and accents', async () => {
    const byWord = await page('?query=EVENEMENTS%20entreprise');
    expect(byWord.items.length).toBeGreaterThan(0);
    expect(byWord.items.every((item) => /Évènements d’entreprise/.test(item.summary))).toBe(true);
    const byAccent = await page(`?query=${encodeURIComponent('événementiel')}`);
    expect(byAccent.items.map((item) => item.action).sort()).toEqual(['create', 'rename']);
    expect((await page('?query=ADMIN%40DEMO')).total).toBe((await page()).total);
    expect((await page('?query=introuvable-nulle-part')).total).toBe(0);
  });

  it('pages the list', async () => {
    const all = await page('?pageSize=100');
    const second = await page('?pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    expect((await page(`?pageSize=2&page=999`)).items).toEqual([]);
  });

  it('filters by period: days in Paris, or instants', async () => {
    const total = (await page()).total;
    expect((await page(`?from=${parisDay()}&to=${parisDay()}`)).total).toBe(total);
    expect((await page(`?from=${parisDay(1)}`)).total).toBe(0);
    expect((await page(`?to=${parisDay(-1)}`)).total).toBe(0);
    const oneHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect((await page(`?from=${encodeURIComponent(oneHourAgo)}`)).total).toBe(total);
    expect((await page(`?to=${encodeURIComponent(oneHourAgo)}`)).total).toBe(0);

    // An entry of another day is left out of today's page (its date written by hand).
    const [old] = await server.database.db
      .insert(auditEntries)
      .values({
        adminId,
        adminEmail: 'admin@demo.fr',
        at: new Date('2026-03-15T12:00:00Z'),
        entity: 'offer',
        entityId: 1,
        action: 'update',
        summary: 'Offre modifiée autrefois',
      })
      .returning();
    expect((await page(`?from=${parisDay()}`)).total).toBe(total);
    const march = await page('?from=2026-03-15&to=2026-03-15');
    expect(march.items.map((item) => item.id)).toEqual([old!.id]);
    expect(march.items[0]).toMatchObject({ before: null, after: null });
    expect((await page('?from=2026-03-16&to=2026-03-31')).total).toBe(0);
  });

  it('refuses a backwards period and bad filters in French', async () => {
    expect(expectFrench400(await admin.get(`${AUDIT}?from=2026-05-02&to=2026-05-01`), 'to')).toBe(
      'La date de début doit précéder la date de fin.',
    );
    expectFrench400(
      await admin.get(`${AUDIT}?from=2026-05-01T12:00:00Z&to=2026-05-01T11:00:00Z`),
      'to',
    );
    expect(expectFrench400(await admin.get(`${AUDIT}?from=2026-02-30`), 'from')).toMatch(
      /Date invalide/,
    );
    expectFrench400(await admin.get(`${AUDIT}?to=demain`), 'to');
    expectFrench400(await admin.get(`${AUDIT}?entity=dragon`), 'entity');
    expectFrench400(await admin.get(`${AUDIT}?entityId=abc`), 'entityId');
    expectFrench400(await admin.get(`${AUDIT}?adminId=-1`), 'adminId');
    expectFrench400(await admin.get(`${AUDIT}?page=0`), 'page');
    expectFrench400(await admin.get(`${AUDIT}?pageSize=1000`), 'pageSize');
    // One day, from and to the same: allowed.
    expect((await admin.get(`${AUDIT}?from=2026-05-01&to=2026-05-01`)).status).toBe(200);
  });

  it('never answers a 5xx', async () => {
    for (const query of [
      '?query=%25%5F%5C',
      `?query=${'x'.repeat(201)}`,
      '?query=%00',
      '?entityId=99999999999',
      '?from=0000-01-01',
      '?to=2999-12-31',
      '?from=1969-12-31T23:00:00-02:00',
      '?from=9999-12-31T23:59:59Z',
      '?action=' + 'a'.repeat(41),
      '?page=1e3',
      '?from=&to=',
      '?entity=',
    ]) {
      const response = await admin.get(`${AUDIT}${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
  });

  it('lists the admins who made changes', async () => {
    const response = await admin.get(`${AUDIT}/admins`);
    expect(response.status).toBe(200);
    expect(AuditAdmins.parse(response.body)).toEqual([{ id: adminId, email: 'admin@demo.fr' }]);
  });
});
