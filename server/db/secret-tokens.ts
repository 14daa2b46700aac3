/**
 * The random secrets the server hands out (session cookies, password-reset and first-connection
 * links) and the one form in which the database keeps them: their SHA-256 (hex). A copy of the
 * database (a backup, a replica, a leaked dump) then opens no session and follows no link
 * (docs/http-contract.md, "Stored hashed").
 */
import { hash, randomBytes } from 'node:crypto';

/** A new secret: 256 random bits, base64url (safe in a cookie, a path and a query). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database stores of a secret token. The token is 256 random bits (or, for the demo's
 * fixed link, public anyway), so a fast unsalted hash is enough: nothing can be guessed back.
 * PostgreSQL computes the same value as `encode(sha256(convert_to(token, 'UTF8')), 'hex')`.
 */
export function hashSecretToken(token: string): string {
  // The one-shot form: computed on every request (the session's cookie), it makes no Hash object.
  return hash('sha256', token, 'hex');
}
