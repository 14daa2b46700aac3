import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginResponse } from '../../contract/api';
import { formLogin } from '../../contract/endpoints/form-login';
import { loginImages } from '../../contract/endpoints/login-images';
import { http } from '../../lib/http';

/**
 * POST /form-login with the SHA-256 of the password (lowercase hex): the password itself never
 * leaves the device. js-sha256 is loaded on submit, not with the login page; imported here rather
 * than through src/lib/password-hash.ts, which the login page would otherwise fetch as one more
 * chunk (the module it shares with the password reset page).
 */
export async function login(email: string, password: string): Promise<LoginResponse> {
  const { sha256 } = await import('js-sha256');
  return http.call(formLogin, { body: { username: email.trim(), password: sha256(password) } });
}

export const fetchLoginImages = () => http.call(loginImages);

export const loginImagesQueryOptions = queryOptions({
  queryKey: ['login-images'] as const,
  queryFn: fetchLoginImages,
  staleTime: 24 * 60 * 60 * 1000,
});

export const useLoginImages = () => useQuery(loginImagesQueryOptions);
