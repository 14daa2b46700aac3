/**
 * Admins' second factor (docs/http-contract.md, "Second factor"; docs/back-office/second-factor.md):
 * in production a password alone opens nothing for an admin, who enrols at its first login and
 * then gives a TOTP code (computed here with otpauth, as an authenticator app would) or a
 * recovery code; wrong codes count against the login limits; codes and challenges are used once.
 * In the demo the demo admin signs in with its password until it enrols from the back office.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, sha256Hex } from '../../server/db/passwords';
import {
  adminSecondFactors,
  auditEntries,
  loginChallenges,
  recoveryCodes,
  users,
} from '../../server/db/schema';
import type { ApiClient, ApiResponse } from '../support/api-client';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';

const PASSWORD = 'Sécurité-2026!';
/** Production's settings: no e-mail is sent here, so the SMTP server is never reached. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://avantages.example.fr',
  SMTP_URL: 'smtp://127.0.0.1:9',
};
const TOO_MANY =
  'Trop de tentatives de connexion échouées. Réessayez dans une quinzaine de minutes.';
const EXPIRED =
  'Cette étape de connexion a expiré. Saisissez de nouveau votre adresse e-mail et votre mot ' +
  'de passe.';

interface Challenged {
  success: false;
  secondFactor: 'code' | 'enrolment';
  challenge: string;
}
interface SignedIn {
  success: true;
  connectedUser: { email: string; roleId: string };
  redirectUrl: string;
  recoveryCodes?: string[];
}

/** The n-th address of a test network (198.18.0.0/15): each test its own login counters. */
const address = (block: number, n = 1) => `198.18.${block}.${n}`;

/** A TOTP code of `secret` as an authenticator app shows it `offsetSteps` periods from now. */
function totp(secret: string, offsetSteps = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

const setCookieNames = (response: ApiResponse) =>
  response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('=')));

function passwordStep(client: ApiClient, email: string, ip: string, password = PASSWORD) {
  return client.request<Challenged | SignedIn | { success: false }>('POST', '/form-login', {
    form: { username: email, password: sha256Hex(password) },
    headers: { 'x-forwarded-for': ip },
  });
}

function codeStep(
  client: ApiClient,
  challenge: string,
  code: string,
  ip: string,
  method: 'totp' | 'recovery' = 'totp',
) {
  return client.request<SignedIn | { success: false } | { message: string }>(
    'POST',
    '/form-login/second-factor',
    { json: { challenge, method, code }, headers: { 'x-forwarded-for': ip } },
  );
}

/** The password step of an account whose second factor is due: its challenge. */
async function challengeOf(
  client: ApiClient,
  email: string,
  ip: string,
  expected: 'code' | 'enrolment',
) {
  const response = await passwordStep(client, email, ip);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    success: false,
    secondFactor: expected,
    challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  });
  return (response.body as Challenged).challenge;
}

/** An activated admin of the test's own (production has no demo accounts). */
async function createAccount(server: TestServer, email: string, role: 'ADMIN' | 'PRO' = 'ADMIN') {
  const [row] = await server.database.db
    .insert(users)
    .values({
      email,
      role,
      firstname: 'Camille',
      lastname: 'Sécurité',
      activated: true,
      passwordHash: await hashPassword(sha256Hex(PASSWORD)),
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Enrols `email` at its login in production: its secret and recovery codes, signed in. */
async function enrolAtLogin(server: TestServer, email: string, ip: string) {
  const client = server.client();
  const challenge = await challengeOf(client, email, ip, 'enrolment');
  const enrolment = await client.request<{ secret: string; uri: string; qrCode: string }>(
    'POST',
    '/form-login/enrolment',
    { json: { challenge }, headers: { 'x-forwarded-for': ip } },
  );
  expect(enrolment.status).toBe(200);
  const { secret } = enrolment.body;
  const confirmed = await codeStep(client, challenge, totp(secret), ip);
  expect(confirmed.body).toMatchObject({ success: true, redirectUrl: '/bo' });
  return { client, secret, enrolment: enrolment.body, confirmed: confirmed.body as SignedIn };
}

/**
 * The clock moved on: the last code accepted is two periods old, so that the codes of now and
 * of the next period are new (a replay within one period is what the tests below check).
 */
async function letPeriodsPass(server: TestServer, userId: number) {
  await server.database.db
    .update(adminSecondFactors)
    .set({ lastUsedStep: Math.floor(Date.now() / 30_000) - 2 })
    .where(eq(adminSecondFactors.userId, userId));
}

describe.each(RULES_DATABASE_KINDS)('admins’ second factor in production (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: PRODUCTION });
  });
  afterAll(() => server?.close());

  it('gives an admin’s password alone no session: no cookie, no /bo, no /bo/api, no /router', async () => {
    const email = 'sans-code@avantages.example.fr';
    await createAccount(server, email);
    const client = server.client();
    const response = await passwordStep(client, email, address(1));
    expect(response.body).toMatchObject({ success: false, secondFactor: 'enrolment' });
    // Neither the session nor its hint, nor a device cookie: a password alone is not a login.
    expect(setCookieNames(response)).toEqual([]);
    expect((await client.get('/bo/api/session')).status).toBe(401);
    expect((await client.get('/bo')).status).toBe(302);
    expect((await client.router('getConnectedUser')).status).toBe(401);
  });

  it('enrols at the first login with a QR code, then signs in with a code', async () => {
    const email = 'premiere@avantages.example.fr';
    const userId = await createAccount(server, email);
    const { client, secret, enrolment, confirmed } = await enrolAtLogin(server, email, address(2));

    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Avantages Pro:${email}`);
    expect(uri.searchParams.get('issuer')).toBe('Avantages Pro');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const svg = Buffer.from(
      enrolment.qrCode.replace(/^data:image\/svg\+xml;base64,/, ''),
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Ten distinct recovery codes, shown this once and stored as hashes only.
    const codes = confirmed.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await server.database.db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      codes.map((code) => createHash('sha256').update(code.replace('-', '')).digest('hex')).sort(),
    );
    expect((await client.get('/bo/api/session')).status).toBe(200);

    // The next login asks for a code, and the code signs in.
    const other = server.client();
    const challenge = await challengeOf(other, email, address(2), 'code');
    expect((await other.get('/bo/api/session')).status).toBe(401);
    const signedIn = await codeStep(other, challenge, totp(secret, 1), address(2));
    expect(signedIn.body).toEqual({
      success: true,
      connectedUser: expect.objectContaining({ email, roleId: 'ADMIN' }),
      redirectUrl: '/bo',
    });
    expect(setCookieNames(signedIn)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(__Host-)?sid$/), 'signed_in']),
    );
    expect((await other.get('/bo/api/session')).status).toBe(200);
  });

  it('refuses a code used before, within its period', async () => {
    const email = 'rejeu@avantages.example.fr';
    const userId = await createAccount(server, email);
    const { secret } = await enrolAtLogin(server, email, address(3));
    await letPeriodsPass(server, userId);
    const code = totp(secret);

    const first = server.client();
    const firstChallenge = await challengeOf(first, email, address(3), 'code');
    expect((await codeStep(first, firstChallenge, code, address(3))).body).toMatchObject({
      success: true,
    });

    const second = server.client();
    const secondChallenge = await challengeOf(second, email, address(3), 'code');
    const replayed = await codeStep(second, secondChallenge, code, address(3));
    expect(replayed.body).toEqual({ success: false });
    expect(setCookieNames(replayed)).toEqual([]);
    expect((await second.get('/bo/api/session')).status).toBe(401);
  });

  it('accepts a recovery code once, typed with or without its dash', async () => {
    const email = 'secours@avantages.example.fr';
    await createAccount(server, email);
    const { confirmed } = await enrolAtLogin(server, email, address(4));
    const recovery = confirmed.recoveryCodes![3]!;

    const client = server.client();
    const challenge = await challengeOf(client, email, address(4), 'code');
    const typed = recovery.replace('-', ' ').toLowerCase();
    expect((await codeStep(client, challenge, typed, address(4), 'recovery')).body).toMatchObject({
      success: true,
      redirectUrl: '/bo',
    });

    const again = server.client();
    const next = await challengeOf(again, email, address(4), 'code');
    expect((await codeStep(again, next, recovery, address(4), 'recovery')).body).toEqual({
      success: false,
    });
    // The other codes still work.
    const other = confirmed.recoveryCodes![4]!;
    expect((await codeStep(again, next, other, address(4), 'recovery')).body).toMatchObject({
      success: true,
    });
  });

  it('counts wrong codes as failed logins: 429 past the limit, even with the right code', async () => {
    const email = 'devine@avantages.example.fr';
    const userId = await createAccount(server, email);
    const { secret } = await enrolAtLogin(server, email, address(5, 1));
    await letPeriodsPass(server, userId);

    const client = server.client();
    const ip = address(5, 2);
    const challenge = await challengeOf(client, email, ip, 'code');
    const right = totp(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await codeStep(client, challenge, wrong, ip)).body).toEqual({ success: false });
    }
    expect(await codeStep(client, challenge, right, ip)).toMatchObject({
      status: 429,
      body: { message: TOO_MANY },
    });
    // The same counters as the password's: the password step is refused too.
    expect((await passwordStep(client, email, ip)).status).toBe(429);
    // From another address the right code still signs in.
    const elsewhere = server.client();
    const fresh = await challengeOf(elsewhere, email, address(5, 3), 'code');
    expect((await codeStep(elsewhere, fresh, right, address(5, 3))).body).toMatchObject({
      success: true,
    });
  });

  it('refuses an expired challenge, an unknown one, and one already used', async () => {
    const email = 'expire@avantages.example.fr';
    const userId = await createAccount(server, email);
    const { secret } = await enrolAtLogin(server, email, address(6));
    await letPeriodsPass(server, userId);

    const client = server.client();
    const challenge = await challengeOf(client, email, address(6), 'code');
    // Five minutes later, as far as the database knows.
    await server.database.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, userId));
    expect(await codeStep(client, challenge, totp(secret), address(6))).toMatchObject({
      status: 400,
      body: { message: EXPIRED, errors: { challenge: EXPIRED } },
    });
    expect(await codeStep(client, 'inconnu', totp(secret), address(6))).toMatchObject({
      status: 400,
      body: { message: EXPIRED },
    });

    const used = await challengeOf(client, email, address(6), 'code');
    // A challenge that waits for a code gives no new secret.
    expect(
      await client.request('POST', '/form-login/enrolment', { json: { challenge: used } }),
    ).toMatchObject({ status: 400 });
    expect((await codeStep(client, used, totp(secret), address(6))).body).toMatchObject({
      success: true,
    });
    expect((await codeStep(client, used, totp(secret, 1), address(6))).status).toBe(400);
  });

  it('keeps the answer of /form-login for everyone else', async () => {
    const email = 'client@avantages.example.fr';
    await createAccount(server, email, 'PRO');
    const response = await passwordStep(server.client(), email, address(7));
    expect(response.body).toEqual({
      success: true,
      connectedUser: expect.objectContaining({ email, roleId: 'PRO' }),
      redirectUrl: '/saving/offer-list',
    });
    expect(
      (await passwordStep(server.client(), email, address(7), 'mauvais-mot-de-passe')).body,
    ).toEqual({ success: false });
  });
});

describe.each(RULES_DATABASE_KINDS)('admins’ second factor in the demo (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('lets the demo admin in with its password until it enrols from the back office', async () => {
    const email = 'admin@demo.fr';
    const client = server.client();
    const login = await passwordStep(client, email, address(20), 'demo1234');
    expect(login.body).toMatchObject({ success: true, redirectUrl: '/bo' });
    expect((await client.get('/bo/api/second-factor')).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const started = await client.post<{ secret: string }>('/bo/api/second-factor/enrolment');
    expect(started.status).toBe(200);
    const { secret } = started.body;
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    expect(
      await client.request('POST', '/bo/api/second-factor/enrolment/confirm', {
        json: { code: wrong },
        headers: { 'x-forwarded-for': address(20) },
      }),
    ).toMatchObject({ status: 400, body: { errors: { code: expect.any(String) } } });
    const confirmed = await client.request<{ recoveryCodes: string[] }>(
      'POST',
      '/bo/api/second-factor/enrolment/confirm',
      { json: { code: totp(secret) }, headers: { 'x-forwarded-for': address(20) } },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await client.get('/bo/api/second-factor')).body).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      required: false,
    });
    // A second enrolment waits until this one is turned off.
    expect((await client.post('/bo/api/second-factor/enrolment')).status).toBe(409);

    // From now on the password alone is not enough, in the demo too.
    const next = server.client();
    const challenge = (await passwordStep(next, email, address(21), 'demo1234')).body;
    expect(challenge).toMatchObject({ success: false, secondFactor: 'code' });
    expect((await next.get('/bo/api/session')).status).toBe(401);
    const signedIn = await codeStep(
      next,
      (challenge as Challenged).challenge,
      totp(secret, 1),
      address(21),
    );
    expect(signedIn.body).toMatchObject({ success: true, redirectUrl: '/bo' });

    // New recovery codes, proven by a recovery code: the old ones stop working.
    const [adminRow] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const renewed = await next.request<{ recoveryCodes: string[] }>(
      'POST',
      '/bo/api/second-factor/recovery-codes',
      { json: { method: 'recovery', code: confirmed.body.recoveryCodes[0] } },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const stale = await next.request('POST', '/bo/api/second-factor/disable', {
      json: { method: 'recovery', code: confirmed.body.recoveryCodes[1] },
    });
    expect(stale).toMatchObject({ status: 400, body: { errors: { code: expect.any(String) } } });

    // Turned off with a code: the password alone signs in again.
    await letPeriodsPass(server, adminRow!.id);
    const disabled = await next.request('POST', '/bo/api/second-factor/disable', {
      json: { code: totp(secret) },
    });
    expect(disabled).toMatchObject({ status: 200, body: { enabled: false } });
    expect(
      (await passwordStep(server.client(), email, address(22), 'demo1234')).body,
    ).toMatchObject({ success: true });

    const journal = await server.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'user'), eq(auditEntries.entityId, adminRow!.id)));
    expect(journal.map((entry) => entry.action)).toEqual([
      'enable-second-factor',
      'renew-recovery-codes',
      'disable-second-factor',
    ]);
  });

  it('keeps /bo/api/second-factor for admins', async () => {
    expect((await server.client().get('/bo/api/second-factor')).status).toBe(401);
    const pro = await server.loginAs('julien.moreau@demo.fr');
    expect((await pro.get('/bo/api/second-factor')).status).toBe(403);
  });
});
