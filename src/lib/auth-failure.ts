/**
 * What a refused request means for this device (docs/http-contract.md, "Sessions"; docs/offline.md,
 * "Forgetting a user"): decided from the answer alone, so that the HTTP client applies it in one
 * place for every call.
 */
export interface AuthFailure {
  /**
   * The server has no session for this browser any more (a logout elsewhere, the idle or absolute
   * expiry, the account deactivated, a password reset): the user's content leaves the device,
   * their queued changes stay for their next login.
   */
  sessionEnded: boolean;
  /** The screen goes to the login page (the caller did not say it handles this itself). */
  toLogin: boolean;
}

export interface AnswerContext {
  /** The request was a change naming its user (`x-change-owner`): a 409 means another session. */
  namesItsOwner: boolean;
  /** False where the caller handles "not connected" itself (the session check, the login steps). */
  redirectOnAuthError: boolean;
  /** `navigator.onLine` when the answer came. */
  online: boolean;
}

/**
 * Null when the answer is no refusal of the session. Only a 401 ends the session on the device:
 * a 403 is a session whose role may not do this, a 409 a change the session is not the owner of.
 * A 401 counts only while the device is online: an offline device's answers can only come from a
 * cache, and neither the service worker (which keeps no API answer, and only 200s) nor the HTTP
 * cache (a 401 is not stored without explicit freshness, which the server never gives) keeps one,
 * but a copy must never make the device forget its user.
 */
export function authFailureOf(status: number, context: AnswerContext): AuthFailure | null {
  const sessionEnded = status === 401 && context.online;
  const refused = status === 401 || status === 403 || (status === 409 && context.namesItsOwner);
  const toLogin = refused && context.redirectOnAuthError;
  return sessionEnded || toLogin ? { sessionEnded, toLogin } : null;
}
