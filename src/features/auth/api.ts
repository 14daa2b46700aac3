import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sha256 } from 'js-sha256';
import { LoginResponse, ROUTER_CALLS, type User } from '../../contract/api';
import { HttpError, http } from '../../lib/http';
import { callRouter } from '../../lib/router-call';

/** The connected user, or null when nobody is. */
export async function fetchSessionUser(): Promise<User | null> {
  try {
    return await callRouter(ROUTER_CALLS.getConnectedUser, undefined, {
      redirectOnAuthError: false,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'] as const,
  queryFn: fetchSessionUser,
  // Changes only at login, logout and connect-as, which update or clear it themselves.
  staleTime: Infinity,
  retry: false,
});

export function useSessionUser(): User | null {
  return useQuery(sessionQueryOptions).data ?? null;
}

/** POST /form-login with the SHA-256 of the password (SPEC.md section 5). */
export async function login(email: string, password: string): Promise<LoginResponse> {
  return http.postForm(
    '/form-login',
    { username: email.trim(), password: sha256(password) },
    LoginResponse,
  );
}

/** Ends the session on the server and forgets everything about it on this device. */
export async function logout(queryClient: QueryClient): Promise<void> {
  await http.postVoid('/logout');
  queryClient.clear();
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
}

/** `removeConnectedAs`: an admin stops acting as someone (a falsy answer is refused). */
export async function removeConnectedAs(): Promise<void> {
  const removed = await callRouter(ROUTER_CALLS.removeConnectedAs);
  if (!removed) throw new Error('Impossible de revenir au back-office.');
}
