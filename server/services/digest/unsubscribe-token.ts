/**
 * The digest's one-click unsubscribe token (docs/digest.md, "The unsubscribe link"): the user's
 * id and an HMAC-SHA256 of it under a key the server makes once and keeps in `server_secrets`,
 * like its VAPID keys (../push/vapid.ts). Only the server can make a user's token, so a link
 * unsubscribes its own recipient and nobody else; it stores nothing and never expires, as a mail
 * client may post it weeks after the e-mail arrived.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { serverSecret } from '../../db/server-secrets.js';

const SECRET_NAME = 'digest-unsubscribe-key';
/** Apart from any other use of a MAC: a token of this kind means this and only this. */
const PURPOSE = 'digest-unsubscribe';

async function loadKey(db: Db): Promise<Buffer> {
  const value = await serverSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The key in the database, made there first if missing (the first insert among processes wins). */
export function digestKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    // A failed read (the database away) is tried again at the next use.
    void key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const macOf = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest('base64url');

/** `<user id>.<43 base64url characters>`: safe in a URL as it is. */
export function unsubscribeToken(key: Buffer, userId: number): string {
  return `${userId}.${macOf(key, userId)}`;
}

const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The user a token was made for, or null for anything else (compared in constant time). */
export function userOfUnsubscribeToken(key: Buffer, token: string | undefined): number | null {
  const match = TOKEN.exec(token ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  const expected = Buffer.from(macOf(key, userId));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
