/**
 * Hostile input on every endpoint: malformed JSON, oversized bodies, wrongly typed bodies and
 * parameters. Each must be answered 4xx, never 5xx (tests/api/security.test.ts covers the exact
 * status and message on a few endpoints; this file sweeps all of them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

type Caller = 'anonymous' | 'pro@demo.fr' | 'partenaire@demo.fr' | 'admin@demo.fr';

interface Endpoint {
  method: 'POST' | 'DELETE';
  url: string;
  caller: Caller;
  /** Whether the route validates a body (a wrongly typed body must then be refused). */
  hasBody: boolean;
  /** The route ends or changes the session: each request gets a session of its own. */
  sessionChanging?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/form-login', caller: 'anonymous', hasBody: true },
  { method: 'POST', url: '/form-login/second-factor', caller: 'anonymous', hasBody: true },
  { method: 'POST', url: '/form-login/enrolment', caller: 'anonymous', hasBody: true },
  { method: 'POST', url: '/router', caller: 'pro@demo.fr', hasBody: true },
  { method: 'POST', url: '/fo/user/resetPassword', caller: 'anonymous', hasBody: true },
  {
    method: 'POST',
    url: '/fo/user/initialization/infos/bienvenue-demo',
    caller: 'anonymous',
    hasBody: true,
  },
  {
    method: 'POST',
    url: '/fo/user/initialization/activate/bienvenue-demo',
    caller: 'anonymous',
    hasBody: true,
  },
  { method: 'POST', url: '/fo/user/saveProfile', caller: 'pro@demo.fr', hasBody: true },
  { method: 'POST', url: '/fo/user/subThemePreference', caller: 'pro@demo.fr', hasBody: true },
  { method: 'POST', url: '/fo/partner/editProfile', caller: 'partenaire@demo.fr', hasBody: true },
  { method: 'POST', url: '/logout', caller: 'pro@demo.fr', hasBody: false, sessionChanging: true },
  {
    method: 'POST',
    url: '/fo/user/resetPassword/inconnu@example.fr',
    caller: 'anonymous',
    hasBody: false,
  },
  {
    method: 'POST',
    url: '/fo/offer/userWebsiteRedirection/1',
    caller: 'pro@demo.fr',
    hasBody: false,
  },
  {
    method: 'POST',
    url: '/fo/servicePlus/userWebsiteRedirection/1',
    caller: 'pro@demo.fr',
    hasBody: false,
  },
  { method: 'DELETE', url: '/fo/user/subThemePreference/1', caller: 'pro@demo.fr', hasBody: false },
  {
    method: 'POST',
    url: '/bo/api/users/1/connect-as',
    caller: 'admin@demo.fr',
    hasBody: false,
    sessionChanging: true,
  },
  {
    method: 'POST',
    url: '/bo/disconnect-as',
    caller: 'admin@demo.fr',
    hasBody: false,
    sessionChanging: true,
  },
  {
    method: 'POST',
    url: '/bo/logout',
    caller: 'admin@demo.fr',
    hasBody: false,
    sessionChanging: true,
  },
];

const OVER_LIMIT = 'x'.repeat(300 * 1024);
const DEEP = 4000;

/** Bodies that are not JSON at all, or too big to read. */
const BROKEN_BODIES: [string, string, string][] = [
  ['truncated JSON', 'application/json', '{"subThemeIds": [1,'],
  ['a JSON with a trailing comma', 'application/json', '{"action": "x",}'],
  ['binary garbage as JSON', 'application/json', '\u0000\u0001\uFFFD\u0002'],
  ['an oversized JSON', 'application/json', JSON.stringify({ subThemeIds: [], pad: OVER_LIMIT })],
  ['an oversized form', 'application/x-www-form-urlencoded', `username=${OVER_LIMIT}&password=x`],
  ['a prototype-polluting JSON', 'application/json', '{"__proto__": {"isAdmin": true}}'],
];

/** Well-formed JSON of the wrong shape. */
const WRONG_BODIES: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['a string', 'pro@demo.fr'],
  ['an empty list', []],
  ['an empty object', {}],
  [
    'every field of the wrong type',
    {
      action: 1,
      method: [],
      data: 'x',
      username: {},
      password: 7,
      email: ['a'],
      token: null,
      subThemeIds: 'tout',
      userId: 'moi',
      siret: 12345678901234,
      firstname: { $ne: null },
    },
  ],
  [
    'NUL characters in every text field (PostgreSQL cannot store them)',
    {
      action: 'userBoController',
      method: 'verifyUserName',
      data: ['a\u0000@demo.fr'],
      username: 'pro\u0000@demo.fr',
      password: `${'a'.repeat(63)}\u0000`,
      email: 'x\u0000@demo.fr',
      token: 'abc\u0000',
      firstname: 'A\u0000',
      lastname: 'B\u0000',
      function: 'C\u0000',
      companyName: 'D\u0000',
      town: 'E\u0000',
      userId: 1,
    },
  ],
  ['ids that are not safe integers', { subThemeIds: [1e300, -1, 1.5, '2'], userId: 2 ** 60 }],
  ['a very long id list', { subThemeIds: Array.from({ length: 30_000 }, (_, i) => i) }],
  ['deeply nested lists', JSON.parse(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)],
];

/** GET parameters of the wrong type or out of range. */
const BAD_GETS: [string, Caller][] = [
  ['/fo/offer/abc', 'pro@demo.fr'],
  ['/fo/offer/-1', 'pro@demo.fr'],
  ['/fo/offer/1.5', 'pro@demo.fr'],
  ['/fo/offer/99999999999999999999', 'pro@demo.fr'],
  ['/fo/offer/abc/linkedSubTheme', 'pro@demo.fr'],
  ['/fo/offer/user/offers/last/abc', 'pro@demo.fr'],
  ['/fo/offer/user/offers/last/-5', 'pro@demo.fr'],
  ['/fo/offer/user/offers/last/99999999999', 'pro@demo.fr'],
  ['/fo/news/abc', 'pro@demo.fr'],
  ['/fo/news/last/abc', 'pro@demo.fr'],
  ['/fo/servicePlus/abc', 'pro@demo.fr'],
  ['/fo/servicePlus/?type=FOO', 'pro@demo.fr'],
  ['/fo/servicePlus/count?type=%00', 'pro@demo.fr'],
  ['/fo/theming/themingByUserId/abc', 'pro@demo.fr'],
  ['/fo/theming/themingByUserId/99999999999999999999', 'pro@demo.fr'],
  ['/document/offer/abc/priceList/download', 'pro@demo.fr'],
  ['/document/offer/99999999999/priceList/download', 'pro@demo.fr'],
  ['/fo/partner/abc', 'partenaire@demo.fr'],
  ['/fo/partner/subordinates/-3', 'partenaire@demo.fr'],
  ['/fo/partner/logo/abc', 'partenaire@demo.fr'],
  ['/fo/partner/user/1e3', 'partenaire@demo.fr'],
  ['/fo/user/initialization/%00', 'anonymous'],
  ['/fo/user/token/abc%00', 'anonymous'],
  ['/fo/user/themeSubTheme/%00', 'anonymous'],
  [`/fo/user/initialization/${'t'.repeat(2000)}`, 'anonymous'],
  [`/fo/user/token/${'t'.repeat(2000)}`, 'anonymous'],
  ['/fo/user/themeSubTheme/%E0%A4%A', 'anonymous'],
];

/** Path parameters with a NUL character on state-changing routes. */
const NUL_POSTS: [string, Caller][] = [
  ['/fo/user/resetPassword/pro%00@demo.fr', 'anonymous'],
  ['/fo/user/initialization/activate/abc%00', 'anonymous'],
];

describe.each(DATABASE_KINDS)('hostile input gets a 4xx, never a 5xx (%s)', (kind) => {
  let server: TestServer;
  const sessions = new Map<Caller, ApiClient>();

  /** A client for the caller: shared, or new for routes that end or change the session. */
  async function clientFor(caller: Caller, fresh = false): Promise<ApiClient> {
    if (caller === 'anonymous') return server.client();
    if (fresh) return server.loginAs(caller);
    let client = sessions.get(caller);
    if (!client) {
      client = await server.loginAs(caller);
      sessions.set(caller, client);
    }
    return client;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const brokenCases = ENDPOINTS.flatMap((endpoint) =>
    BROKEN_BODIES.map(
      ([name, type, raw]) => [endpoint.method, endpoint.url, name, endpoint, type, raw] as const,
    ),
  );

  it.each(brokenCases)('%s %s with %s', async (method, url, _name, endpoint, type, raw) => {
    const client = await clientFor(endpoint.caller, endpoint.sessionChanging);
    const response = await client.request(method, url, { raw, headers: { 'content-type': type } });
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.status, response.text).toBeLessThan(500);
  });

  const wrongCases = ENDPOINTS.flatMap((endpoint) =>
    WRONG_BODIES.map(
      ([name, json]) => [endpoint.method, endpoint.url, name, endpoint, json] as const,
    ),
  );

  it.each(wrongCases)('%s %s with %s', async (method, url, _name, endpoint, json) => {
    const client = await clientFor(endpoint.caller, endpoint.sessionChanging);
    const response = await client.request(method, url, {
      raw: JSON.stringify(json),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status, response.text).toBeLessThan(500);
    // A route that reads a body refuses one of the wrong shape.
    if (endpoint.hasBody) expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  });

  it.each(
    ENDPOINTS.filter((endpoint) => endpoint.hasBody).map(
      (endpoint) => [endpoint.url, endpoint] as const,
    ),
  )(
    '%s refuses JSON where a form is expected, and a form where JSON is expected',
    async (url, endpoint) => {
      const client = await clientFor(endpoint.caller);
      const asForm = await client.request('POST', url, { form: { subThemeIds: '1', action: 'x' } });
      const asJson = await client.request('POST', url, { json: { username: ['a'], password: 1 } });
      const withNul = await client.request('POST', url, {
        form: { username: 'pro\u0000@demo.fr', password: 'a'.repeat(64), email: 'a\u0000@b.fr' },
      });
      for (const response of [asForm, asJson, withNul]) {
        expect(response.status, response.text).toBeGreaterThanOrEqual(400);
        expect(response.status, response.text).toBeLessThan(500);
      }
    },
  );

  it.each(BAD_GETS)('GET %s as %s', async (url, caller) => {
    const response = await (await clientFor(caller)).get(url);
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.status, response.text).toBeLessThan(500);
  });

  it.each(NUL_POSTS)('POST %s as %s', async (url, caller) => {
    const response = await (
      await clientFor(caller)
    ).request('POST', url, {
      json: { subThemeIds: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(response.status, response.text).toBeGreaterThanOrEqual(400);
    expect(response.status, response.text).toBeLessThan(500);
  });

  it('keeps serving after the sweep', async () => {
    const client = await server.loginAs('pro@demo.fr');
    expect((await client.get('/fo/offer/user/offers')).status).toBe(200);
  });
});
