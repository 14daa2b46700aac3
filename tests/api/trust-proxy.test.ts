import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../server/db/passwords';
import { startTestServer, type TestServer } from '../support/api-server';

/**
 * Served directly (no TRUST_PROXY, as `npm start` runs), a client cannot choose its address with
 * X-Forwarded-For and so escape the per-address login limits.
 */
describe('X-Forwarded-For without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => server.close());

  it('is ignored: failed logins count against the real address', async () => {
    const client = server.client();
    const wrong = sha256Hex('pas-le-bon');
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await client.request('POST', '/form-login', {
        form: { username: 'agence@demo.fr', password: wrong },
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      });
      expect(response.body).toEqual({ success: false });
    }
    const blocked = await client.request('POST', '/form-login', {
      form: { username: 'agence@demo.fr', password: sha256Hex('demo1234') },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(blocked.status).toBe(429);
  });
});
