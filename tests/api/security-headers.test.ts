/**
 * The security headers on every kind of answer, not only a healthy one (tests/api/security.test.ts
 * checks their values on /health): success, errors the server raises, errors Fastify raises,
 * redirects, plain text and PDFs; and the session cookie when it is cleared at logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiResponse } from '../support/api-client';

function expectSecurityHeaders(response: ApiResponse, what: string) {
  const headers = response.headers;
  expect(headers.get('content-security-policy'), what).toContain("default-src 'self'");
  expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('x-powered-by'), what).toBeNull();
}

describe.each(RULES_DATABASE_KINDS)('security headers on every answer (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('on JSON, text and PDF answers of a logged-in user, never cached publicly', async () => {
    const client = await server.loginAs('pro@demo.fr');
    const offers = await client.get<{ id: number; priceList: boolean }[]>('/fo/offer/user/offers');
    const withPriceList = offers.body.find((offer) => offer.priceList);
    const answers: [string, ApiResponse][] = [
      ['offer list', offers],
      ['fidelity link (text)', await client.get('/fo/user/fidelityLink')],
      ['router', await client.router('getConnectedUser')],
      [
        'price list (PDF)',
        await client.get(`/document/offer/${withPriceList!.id}/priceList/download`),
      ],
    ];
    for (const [what, response] of answers) {
      expect(response.status, what).toBe(200);
      expectSecurityHeaders(response, what);
      expect(response.headers.get('cache-control') ?? '', what).not.toMatch(/\bpublic\b/);
    }
  });

  it('on errors: 400, 401, 403, 404, 413, 415', async () => {
    const pro = await server.loginAs('pro@demo.fr');
    const anonymous = server.client();
    const answers: [number, ApiResponse][] = [
      [400, await pro.post('/fo/user/subThemePreference', { subThemeIds: 'tout' })],
      [401, await anonymous.get('/fo/user/infos')],
      [403, await pro.get('/fo/partner/active')],
      [404, await pro.get('/fo/offer/999999')],
      [
        413,
        await anonymous.request('POST', '/router', {
          raw: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        415,
        await anonymous.request('POST', '/router', {
          raw: 'x',
          headers: { 'content-type': 'application/octet-stream' },
        }),
      ],
      [
        403,
        await anonymous.request('POST', '/logout', { headers: { origin: 'https://evil.example' } }),
      ],
    ];
    for (const [status, response] of answers) {
      expect(response.status).toBe(status);
      expectSecurityHeaders(response, `status ${status}`);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('on the back office redirect', async () => {
    const response = await server.client().get('/bo');
    expect(response.status).toBe(302);
    expectSecurityHeaders(response, 'redirect');
  });

  it('logout clears the session cookie with the same flags, and the old id is dead', async () => {
    const client = await server.loginAs('pro@demo.fr');
    const before = client.cookieHeader;
    const response = await client.request('POST', '/logout');
    expect(response.status).toBeLessThan(400);
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^sid=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/;\s*HttpOnly/i);
    expect(cleared).toMatch(/;\s*SameSite=Lax/i);
    expect(cleared).toMatch(/;\s*Path=\//i);
    const replay = await server.client().request('GET', '/fo/user/infos', {
      headers: { cookie: before },
    });
    expect(replay.status).toBe(401);
  });
});
