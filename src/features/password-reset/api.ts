import { queryOptions } from '@tanstack/react-query';
import type { ResetPasswordForm, ResetTokenStatus } from '../../contract/api';
import { http } from '../../lib/http';
import { hashPassword } from '../../lib/password-hash';

/**
 * POST /fo/user/resetPassword/{email}: asks for a reset e-mail. The server answers the same
 * whether or not an account exists, so the caller never learns which addresses are registered.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await http.postVoid(`/fo/user/resetPassword/${encodeURIComponent(email.trim())}`);
}

/** GET /fo/user/token/{token}: whether a reset link can still be used, and for which account. */
export const fetchResetTokenStatus = (token: string) =>
  http.get<ResetTokenStatus>(`/fo/user/token/${encodeURIComponent(token)}`);

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'token', token] as const,
    queryFn: () => fetchResetTokenStatus(token),
    // A link expires or gets used: always ask the server again when the page opens.
    staleTime: 0,
    gcTime: 0,
  });

/** POST /fo/user/resetPassword (form), with the SHA-256 of the new password (SPEC.md section 5). */
export async function resetPassword(email: string, token: string, password: string): Promise<void> {
  const form: ResetPasswordForm = { email, token, password: await hashPassword(password) };
  // The server's answer carries nothing the page needs; it may even be empty.
  await http.postFormVoid('/fo/user/resetPassword', form);
}
