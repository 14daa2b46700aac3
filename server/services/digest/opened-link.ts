/**
 * The digest's links to the app carry a marker that the server records when followed
 * (docs/statistics.md, "Digest opened"): `/fo/digest/opened/<token>?to=<the app's path>`, where the
 * token is `<user id>.<week>.<HMAC-SHA256>` under the digest's key (./unsubscribe-token.ts), with
 * a purpose of its own. The server records one `digest_opened` per user and week, then sends the
 * browser on to the app's path: no pixel, no cookie, no third party, no address from elsewhere.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { digestOpened } from '../../../src/contract/endpoints/digest-opened.js';

const PURPOSE = 'digest-opened';

const macOf = (key: Buffer, userId: number, week: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${userId}:${week}`).digest('base64url');

/**
 * What the digest's links are built on in place of PUBLIC_URL: the app's path follows, as it is
 * (a path of the app holds no `?`, `&` or `#`, and `/` may stand in a query).
 */
export function openedLinkBase(publicUrl: string, key: Buffer, userId: number, week: string) {
  const token = `${userId}.${week}.${macOf(key, userId, week)}`;
  return `${publicUrl}${digestOpened.path.replace(':token', token)}?to=`;
}

const TOKEN = /^([1-9][0-9]{0,9})\.([0-9]{4}-W[0-9]{2})\.([A-Za-z0-9_-]{43})$/;

/** The user and week a token was made for, or null (compared in constant time). */
export function openedLinkOf(key: Buffer, token: string): { userId: number; week: string } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const week = match[2] ?? '';
  if (userId > 2_147_483_647) return null;
  const expected = Buffer.from(macOf(key, userId, week));
  const given = Buffer.from(match[3] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, week }
    : null;
}

/** The app's own page a link leads to: a path, never another origin (`//elsewhere`, `/\\x`). */
export function appPathOf(to: string | undefined): string {
  return to && /^\/(?![/\\])/.test(to) ? to : '/';
}
