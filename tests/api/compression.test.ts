/**
 * API answers are compressed for clients that accept it (server/plugins/compression.ts), and
 * stay as they are for the others and for small answers.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../src/contract/api';
import { offers } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { rawGet } from '../support/raw-get';

describe.each(RULES_DATABASE_KINDS)('compressed API answers (%s)', (kind) => {
  let server: TestServer;
  let cookie: string;
  const offersUrl = () => `${server.baseUrl}/fo/offer/user/offers`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = (await server.loginAs('pro@demo.fr')).cookieHeader;
  });
  afterAll(() => server.close());

  it('sends the offer list uncompressed to a client that accepts nothing else', async () => {
    const plain = await rawGet(offersUrl(), { cookie, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.byteLength));
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    // Every offer the pro user may see, privilege offers apart.
    const rows = await server.database.db.select().from(offers);
    const visible = rows.filter((row) => row.visibleRoles.includes('PRO') && !row.privilege);
    const sent = JSON.parse(plain.body.toString('utf8')) as Offer[];
    expect(sent.map((offer) => offer.id).sort((a, b) => a - b)).toEqual(
      visible.map((row) => row.id).sort((a, b) => a - b),
    );
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends the same offer list in %s, several times smaller',
    async (encoding, decode) => {
      const plain = await rawGet(offersUrl(), { cookie, 'accept-encoding': 'identity' });
      const packed = await rawGet(offersUrl(), { cookie, 'accept-encoding': encoding });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers['content-length']).toBe(String(packed.body.byteLength));
      expect(packed.headers['cache-control']).toBe('private, no-cache');
      expect(decode(packed.body).toString('utf8')).toBe(plain.body.toString('utf8'));
      expect(packed.body.byteLength * 3).toBeLessThan(plain.body.byteLength);
    },
  );

  it('picks brotli from what a browser accepts, for the promotions too', async () => {
    const browserAccepts = 'gzip, deflate, br, zstd';
    for (const path of ['/fo/offer/user/offers', '/fo/offer/user/offers/privilege']) {
      const plain = await rawGet(`${server.baseUrl}${path}`, {
        cookie,
        'accept-encoding': 'identity',
      });
      const packed = await rawGet(`${server.baseUrl}${path}`, {
        cookie,
        'accept-encoding': browserAccepts,
      });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(brotliDecompressSync(packed.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    }
  });

  it('compresses the list again once its data has changed, never sending the old one', async () => {
    const decoded = async (encoding: 'br' | 'gzip') => {
      const packed = await rawGet(offersUrl(), { cookie, 'accept-encoding': encoding });
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      return JSON.parse(decode(packed.body).toString('utf8')) as Offer[];
    };
    const [first] = await decoded('br');
    await decoded('gzip'); // both kept compressed before the change
    const renamed = `${first!.title} (modifiée)`;
    await server.database.db.update(offers).set({ title: renamed }).where(eq(offers.id, first!.id));
    for (const encoding of ['br', 'gzip'] as const) {
      const list = await decoded(encoding);
      expect(list.find((offer) => offer.id === first!.id)?.title).toBe(renamed);
    }
  });

  it('leaves small answers as they are', async () => {
    const health = await rawGet(`${server.baseUrl}/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
