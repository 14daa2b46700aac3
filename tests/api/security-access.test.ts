/**
 * Access matrix: every role against every resource that belongs to another user or partner, and
 * every role against every space it is not part of. Each case must be refused (403, or 404 where
 * the server does not reveal the resource) and must leave the other user's data untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offers, partners, userSubThemePreferences, users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';

const ROLES = {
  PRO: 'pro@demo.fr',
  AGENCY: 'agence@demo.fr',
  NETWORK: 'reseau@demo.fr',
  PARTNER: 'partenaire@demo.fr',
  PARTNER_SUBORDINATE: 'emilie.roux@demo.fr',
  ADMIN: 'admin@demo.fr',
} as const;
type Caller = keyof typeof ROLES;
const CALLERS = Object.keys(ROLES) as Caller[];

interface Ids {
  user: Record<Caller, number>;
  ownPartner: number;
  otherPartner: number;
  /** A user of the other partner, added for these tests. */
  outsider: number;
  /** An offer with a price list, visible to every saving role. */
  priceListOffer: number;
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: (ids: Ids, caller: Caller) => string;
  form?: (ids: Ids, caller: Caller) => Record<string, string>;
  /** Callers the server rightly lets through (their own data, or an admin's reading right). */
  allowed?: readonly Caller[];
}

/** Someone whose data the caller has no business with: never itself, never its partner. */
const victimOf = (ids: Ids, caller: Caller) => (caller === 'PRO' ? ids.user.AGENCY : ids.user.PRO);

const OWNERSHIP_CASES: Case[] = [
  {
    name: 'theming of another user',
    method: 'GET',
    url: (ids, caller) => `/fo/theming/themingByUserId/${victimOf(ids, caller)}`,
    allowed: ['ADMIN'],
  },
  {
    name: 'theming of a user of another partner',
    method: 'GET',
    url: (ids) => `/fo/theming/themingByUserId/${ids.outsider}`,
    allowed: ['ADMIN'],
  },
  { name: 'another partner', method: 'GET', url: (ids) => `/fo/partner/${ids.otherPartner}` },
  {
    name: 'users of another partner',
    method: 'GET',
    url: (ids) => `/fo/partner/subordinates/${ids.otherPartner}`,
  },
  {
    name: 'partner logo of a user outside the partner',
    method: 'GET',
    url: (ids) => `/fo/partner/logo/${ids.outsider}`,
  },
  {
    name: 'partner profile of a user outside the partner',
    method: 'GET',
    url: (ids, caller) => `/fo/partner/user/${victimOf(ids, caller)}`,
  },
  {
    name: 'edition of a user of another partner',
    method: 'POST',
    url: () => '/fo/partner/editProfile',
    form: (ids) => ({
      userId: String(ids.outsider),
      firstname: 'Pirate',
      lastname: 'Pirate',
      function: 'Pirate',
      email: 'pirate@example.fr',
    }),
  },
  {
    name: 'edition of a customer through the partner form',
    method: 'POST',
    url: () => '/fo/partner/editProfile',
    form: (ids, caller) => ({
      userId: String(victimOf(ids, caller)),
      firstname: 'Pirate',
      lastname: 'Pirate',
      function: 'Pirate',
      email: 'pirate@example.fr',
    }),
  },
  {
    name: 'acting as another user from the back office',
    method: 'POST',
    url: (ids, caller) => `/bo/api/users/${victimOf(ids, caller)}/connect-as`,
    allowed: ['ADMIN'],
  },
];

/** One endpoint of each space, with the roles allowed in it. */
const SPACES: { space: string; url: (ids: Ids) => string; allowed: readonly Caller[] }[] = [
  { space: 'saving', url: () => '/fo/offer/user/offers', allowed: ['PRO', 'AGENCY', 'NETWORK'] },
  {
    space: 'saving (price list)',
    url: (ids) => `/document/offer/${ids.priceListOffer}/priceList/download`,
    allowed: ['PRO', 'AGENCY', 'NETWORK'],
  },
  { space: 'news', url: () => '/fo/news/', allowed: ['PRO', 'AGENCY'] },
  {
    space: 'services',
    url: () => '/fo/servicePlus/?type=EXCLUSIVE_SERVICE',
    allowed: ['PRO', 'AGENCY', 'NETWORK'],
  },
  {
    space: 'my-space',
    url: () => '/fo/user/infos',
    allowed: ['PRO', 'AGENCY', 'NETWORK', 'ADMIN'],
  },
  {
    space: 'my-space (preferences)',
    url: () => '/fo/user/getThemeSubThemeWithUserPreference',
    allowed: ['PRO', 'AGENCY', 'NETWORK', 'ADMIN'],
  },
  {
    space: 'partner',
    url: () => '/fo/partner/active',
    allowed: ['PARTNER', 'PARTNER_SUBORDINATE'],
  },
  {
    space: 'partner (own partner)',
    url: (ids) => `/fo/partner/${ids.ownPartner}`,
    allowed: ['PARTNER', 'PARTNER_SUBORDINATE'],
  },
  // The back office's API; its pages (302, 403, the built app) are in back-office-app.test.ts.
  { space: 'back office', url: () => '/bo/api/session', allowed: ['ADMIN'] },
];

describe.each(RULES_DATABASE_KINDS)('access matrix (%s)', (kind) => {
  let server: TestServer;
  let ids: Ids;
  const clients = new Map<Caller, ApiClient>();
  const as = (caller: Caller) => {
    const client = clients.get(caller);
    if (!client) throw new Error(`${caller} is not logged in`);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const rows = await db.select().from(users);
    const idOf = (email: string) => {
      const row = rows.find((user) => user.email === email);
      if (!row) throw new Error(`no demo user ${email}`);
      return row;
    };
    const partnerRows = await db.select().from(partners);
    const ownPartner = idOf(ROLES.PARTNER).partnerId!;
    const otherPartner = partnerRows.find((partner) => partner.id !== ownPartner)!.id;
    const [outsider] = await db
      .insert(users)
      .values({
        email: 'externe@autre-partenaire.fr',
        role: 'PARTNER',
        firstname: 'Paul',
        lastname: 'Externe',
        partnerId: otherPartner,
      })
      .returning({ id: users.id });
    ids = {
      user: Object.fromEntries(CALLERS.map((caller) => [caller, idOf(ROLES[caller]).id])) as Record<
        Caller,
        number
      >,
      ownPartner,
      otherPartner,
      outsider: outsider!.id,
      priceListOffer: (
        await db.select({ id: offers.id }).from(offers).where(eq(offers.priceList, true)).limit(1)
      )[0]!.id,
    };
    for (const caller of CALLERS) clients.set(caller, await server.loginAs(ROLES[caller]));
  });
  afterAll(() => server.close());

  const ownershipMatrix = OWNERSHIP_CASES.flatMap((c) =>
    CALLERS.filter((caller) => !c.allowed?.includes(caller)).map(
      (caller) => [c.name, caller, c] as const,
    ),
  );

  it.each(ownershipMatrix)('refuses %s to %s', async (_name, caller, c) => {
    const client = as(caller);
    const url = c.url(ids, caller);
    const before = await server.database.db.select().from(users);
    const response = c.form
      ? await client.request(c.method, url, { form: c.form(ids, caller) })
      : await client.request(c.method, url);
    expect([403, 404], `${c.method} ${url} → ${response.status}`).toContain(response.status);
    // Nothing changed, and the caller still acts as itself.
    expect(await server.database.db.select().from(users)).toEqual(before);
    const me = await client.router<{ id: number; connectedAs: unknown }>('getConnectedUser');
    expect(me.body[0].result.id).toBe(ids.user[caller]);
    expect(me.body[0].result.connectedAs).toBeNull();
  });

  const spaceMatrix = SPACES.flatMap((space) =>
    CALLERS.map((caller) => [space.space, caller, space.allowed.includes(caller), space] as const),
  );

  it.each(spaceMatrix)('%s as %s: allowed = %s', async (_space, caller, allowed, space) => {
    const response = await as(caller).get(space.url(ids));
    expect(response.status).toBe(allowed ? 200 : 403);
  });

  it.each(SPACES.map((space) => [space.space, space] as const))(
    '%s without a session answers 401',
    async (_space, space) => {
      const response = await server.client().get(space.url(ids));
      expect(response.status).toBe(401);
    },
  );

  it('a user removing a sub-theme only ever touches its own selection', async () => {
    const db = server.database.db;
    const agencySelection = await db
      .select()
      .from(userSubThemePreferences)
      .where(eq(userSubThemePreferences.userId, ids.user.AGENCY));
    // The demo agency user's three sub-themes (server/db/demo/accounts.ts).
    expect(agencySelection).toHaveLength(3);
    for (const { subThemeId } of agencySelection) {
      const response = await as('PRO').delete(`/fo/user/subThemePreference/${subThemeId}`);
      expect(response.status).toBeLessThan(500);
    }
    const after = await db
      .select()
      .from(userSubThemePreferences)
      .where(eq(userSubThemePreferences.userId, ids.user.AGENCY));
    expect(after).toEqual(agencySelection);
  });

  it('a preference write carries no user id: the selection stored is always the caller’s', async () => {
    const db = server.database.db;
    const before = await db
      .select()
      .from(userSubThemePreferences)
      .where(eq(userSubThemePreferences.userId, ids.user.AGENCY));
    const response = await as('NETWORK').request('POST', '/fo/user/subThemePreference', {
      json: { subThemeIds: [1, 2], userId: ids.user.AGENCY },
    });
    expect(response.status).toBeLessThan(500);
    const after = await db
      .select()
      .from(userSubThemePreferences)
      .where(eq(userSubThemePreferences.userId, ids.user.AGENCY));
    expect(after).toEqual(before);
  });
});
