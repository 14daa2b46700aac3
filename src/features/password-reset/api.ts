import { queryOptions } from '@tanstack/react-query';
import { requestPasswordReset as requestPasswordResetEndpoint } from '../../contract/endpoints/request-password-reset';
import { resetPassword as resetPasswordEndpoint } from '../../contract/endpoints/reset-password';
import { resetTokenStatus } from '../../contract/endpoints/reset-token-status';
import { http } from '../../lib/http';
import { hashPassword } from '../../lib/password-hash';

/**
 * POST /fo/user/resetPassword/{email}: asks for a reset e-mail. The server answers the same
 * whether or not an account exists, so the caller never learns which addresses are registered.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await http.call(requestPasswordResetEndpoint, { params: { emailOrId: email.trim() } });
}

/** GET /fo/user/token/{token}: whether a reset link can still be used, and for which account. */
export const fetchResetTokenStatus = (token: string) =>
  http.call(resetTokenStatus, { params: { token } });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'token', token] as const,
    queryFn: () => fetchResetTokenStatus(token),
    // A link expires or gets used: always ask the server again when the page opens.
    staleTime: 0,
    gcTime: 0,
  });

/** POST /fo/user/resetPassword (form), with the SHA-256 of the new password, never the password. */
export async function resetPassword(email: string, token: string, password: string): Promise<void> {
  const body = { email, token, password: await hashPassword(password) };
  // The server's answer (an empty object) carries nothing the page needs.
  await http.call(resetPasswordEndpoint, { body });
}
