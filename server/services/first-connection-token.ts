/**
 * The token of a first-connection link (`/initialization/{token}`): made here, e-mailed or
 * printed once, and kept by the database only as its hash with an expiry (users.
 * initialization_token_hash, initialization_expires_at; docs/http-contract.md, "Stored hashed").
 */
import { hashSecretToken, newSecretToken } from '../db/secret-tokens.js';
import { INVITATION_VALIDITY_MS } from './invitation-email.js';

export interface FirstConnectionToken {
  /** The token itself, for the link: never stored. */
  token: string;
  /** The columns of `users` that keep it. */
  columns: { initializationTokenHash: string; initializationExpiresAt: Date };
}

/** A new token, valid `validityMs` from `from` (an invitation's 7 days by default). */
export function newFirstConnectionToken(
  from: Date = new Date(),
  validityMs: number = INVITATION_VALIDITY_MS,
): FirstConnectionToken {
  const token = newSecretToken();
  return {
    token,
    columns: {
      initializationTokenHash: hashSecretToken(token),
      initializationExpiresAt: new Date(from.getTime() + validityMs),
    },
  };
}
