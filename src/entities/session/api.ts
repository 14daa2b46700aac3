/**
 * The session: who is signed in on this browser (the server's answer, kept as the query
 * `sessionKeys.all`), the readable cookie that hints at it before any request, and an admin's way
 * back from acting as someone; the logout is in ./logout.ts, the login form's own call in
 * src/features/login. docs/http-contract.md describes the cookies and the calls.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, User } from '../../contract/api';
import { ROLES, SIGNED_IN_COOKIE } from '../../contract/constants';
import { HttpError } from '../../lib/http';
import { callRouter } from '../../lib/router-call';

/** The readable hint the server sets beside the session cookie, or null when there is none. */
function signedInHint(): string | null {
  const prefix = `${SIGNED_IN_COOKIE}=`;
  const pair = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return pair === undefined ? null : pair.slice(prefix.length);
}

/** Someone may be signed in (the server has the last word). */
export function hasSignedInCookie(): boolean {
  return signedInHint() !== null;
}

/** The role the session acts as, by the hint; null when it names none. */
export function signedInRole(): Role | null {
  const hint = signedInHint();
  return ROLES.find((role) => role === hint) ?? null;
}

/** The connected user, or null when nobody is. */
export async function fetchSessionUser(): Promise<User | null> {
  if (!hasSignedInCookie()) return null;
  try {
    return await callRouter('getConnectedUser', undefined, {
      redirectOnAuthError: false,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** The session's query keys: only this module writes them. */
export const sessionKeys = {
  all: ['session'] as const,
};

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: fetchSessionUser,
  // Changes only at login, logout and connect-as, which update or clear it themselves.
  staleTime: Infinity,
  retry: false,
});

export function useSessionUser(): User | null {
  return useQuery(sessionQueryOptions).data ?? null;
}

/** `removeConnectedAs`: an admin stops acting as someone (a falsy answer is refused). */
export async function removeConnectedAs(): Promise<void> {
  const removed = await callRouter('removeConnectedAs');
  if (!removed) throw new Error('Impossible de revenir au back-office.');
}
