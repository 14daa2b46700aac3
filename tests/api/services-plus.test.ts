import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ServicePlus, ServicesPlus, type ServicePlusType } from '../../src/contract/api';
import { redirectionClicks, servicesPlus, users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { setActingAs } from '../support/acting-as';

/** The seed (server/db/demo/content.ts): 12 exclusive services and 8 sale permissions. */
const SEEDED: Record<ServicePlusType, number> = { EXCLUSIVE_SERVICE: 12, SALE_PERMISSION: 8 };

/** Which types each demo customer has enabled (server/db/demo/accounts.ts). */
const CUSTOMERS = [
  ['pro@demo.fr', { EXCLUSIVE_SERVICE: true, SALE_PERMISSION: true }],
  ['agence@demo.fr', { EXCLUSIVE_SERVICE: true, SALE_PERMISSION: false }],
  ['reseau@demo.fr', { EXCLUSIVE_SERVICE: true, SALE_PERMISSION: true }],
] as const;

const TYPES = ['EXCLUSIVE_SERVICE', 'SALE_PERMISSION'] as const;

const collator = new Intl.Collator('fr', { numeric: true });

describe.each(RULES_DATABASE_KINDS)('services plus (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);

  async function rowsOf(type: ServicePlusType) {
    return server.database.db
      .select({ id: servicesPlus.id, website: servicesPlus.website, title: servicesPlus.title })
      .from(servicesPlus)
      .where(eq(servicesPlus.type, type))
      .orderBy(servicesPlus.id);
  }

  async function userId(email: string): Promise<number> {
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  async function clicks(userIdValue: number, serviceId: number): Promise<number> {
    const [row] = await server.database.db
      .select({ value: count() })
      .from(redirectionClicks)
      .where(
        and(
          eq(redirectionClicks.userId, userIdValue),
          eq(redirectionClicks.servicePlusId, serviceId),
        ),
      );
    return row!.value;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('seeds 12 exclusive services and 8 sale permissions', async () => {
    for (const type of TYPES) expect(await rowsOf(type)).toHaveLength(SEEDED[type]);
  });

  it('answers 401 to anonymous callers', async () => {
    const anonymous = server.client();
    for (const url of [
      '/fo/servicePlus/?type=EXCLUSIVE_SERVICE',
      '/fo/servicePlus/count?type=EXCLUSIVE_SERVICE',
      '/fo/servicePlus/1',
    ]) {
      expect((await anonymous.get(url)).status, url).toBe(401);
    }
    expect((await anonymous.post('/fo/servicePlus/userWebsiteRedirection/1')).status).toBe(401);
  });

  it.each(['partenaire@demo.fr', 'admin@demo.fr'])('answers 403 to %s', async (email) => {
    const client = await as(email);
    for (const url of [
      '/fo/servicePlus/?type=SALE_PERMISSION',
      '/fo/servicePlus/count?type=SALE_PERMISSION',
      '/fo/servicePlus/1',
    ]) {
      expect((await client.get(url)).status, url).toBe(403);
    }
    expect((await client.post('/fo/servicePlus/userWebsiteRedirection/1')).status).toBe(403);
  });

  describe.each(CUSTOMERS)('as %s', (email, enabled) => {
    it.each(TYPES)('lists and counts the %s entries the profile allows', async (type) => {
      const client = await as(email);
      const response = await client.get(`/fo/servicePlus/?type=${type}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const list = ServicesPlus.parse(response.body);
      const counted = await client.get(`/fo/servicePlus/count?type=${type}`);
      expect(counted.status).toBe(200);
      expect(counted.headers.get('cache-control')).toBe('private, no-cache');
      if (!enabled[type]) {
        expect(list).toEqual([]);
        expect(counted.body).toBe(0);
        return;
      }
      expect(list).toHaveLength(SEEDED[type]);
      expect(counted.body).toBe(SEEDED[type]);
      expect(list.every((service) => service.type === type)).toBe(true);
      expect(list.map((service) => service.id).sort((a, b) => a - b)).toEqual(
        (await rowsOf(type)).map((row) => row.id),
      );
      for (let i = 1; i < list.length; i++) {
        expect(collator.compare(list[i - 1]!.title, list[i]!.title)).toBeLessThanOrEqual(0);
      }
    });

    it.each(TYPES)('gives one %s, or 404 when the profile disables it', async (type) => {
      const [row] = await rowsOf(type);
      const response = await (await as(email)).get(`/fo/servicePlus/${row!.id}`);
      if (!enabled[type]) {
        expect(response.status).toBe(404);
        return;
      }
      expect(response.status).toBe(200);
      const service = ServicePlus.parse(response.body);
      expect(service).toMatchObject({ id: row!.id, type, website: row!.website });
    });

    it.each(TYPES)('records a redirection to a %s allowed by the profile', async (type) => {
      const [, row] = await rowsOf(type);
      const id = await userId(email);
      const before = await clicks(id, row!.id);
      const response = await (
        await as(email)
      ).post(`/fo/servicePlus/userWebsiteRedirection/${row!.id}`);
      if (!enabled[type]) {
        expect(response.status).toBe(404);
        expect(await clicks(id, row!.id)).toBe(before);
        return;
      }
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ url: row!.website });
      expect(await clicks(id, row!.id)).toBe(before + 1);
    });
  });

  it('answers 400 to a missing or unknown type and to malformed ids', async () => {
    const client = await as('pro@demo.fr');
    for (const [url, field] of [
      ['/fo/servicePlus/', 'type'],
      ['/fo/servicePlus/?type=PROMOTION', 'type'],
      ['/fo/servicePlus/?type=exclusive_service', 'type'],
      ['/fo/servicePlus/count', 'type'],
      ['/fo/servicePlus/count?type=', 'type'],
      ['/fo/servicePlus/abc', 'id'],
      ['/fo/servicePlus/0', 'id'],
    ] as const) {
      const response = await client.get<{ errors: Record<string, string> }>(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toEqual({
        message: 'Certaines informations sont incomplètes ou incorrectes.',
        errors: { [field]: 'Ce champ est incomplet ou incorrect.' },
      });
    }
    expect((await client.post('/fo/servicePlus/userWebsiteRedirection/abc')).status).toBe(400);
  });

  it('answers 404 to unknown services', async () => {
    const client = await as('pro@demo.fr');
    expect((await client.get('/fo/servicePlus/999999')).status).toBe(404);
    expect((await client.get('/fo/servicePlus/99999999999')).status).toBe(404);
    expect((await client.post('/fo/servicePlus/userWebsiteRedirection/999999')).status).toBe(404);
  });

  it('follows the profile of the user an admin acts as', async () => {
    const admin = await server.loginAs('admin@demo.fr');
    await setActingAs(server.database.db, 'admin@demo.fr', await userId('agence@demo.fr'));
    try {
      expect((await admin.get('/fo/servicePlus/count?type=EXCLUSIVE_SERVICE')).body).toBe(12);
      expect((await admin.get('/fo/servicePlus/count?type=SALE_PERMISSION')).body).toBe(0);
      expect((await admin.get('/fo/servicePlus/?type=SALE_PERMISSION')).body).toEqual([]);
    } finally {
      await setActingAs(server.database.db, 'admin@demo.fr', null);
    }
  });
});
