import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginImages, LoginResponse } from '../../contract/api';
import { http } from '../../lib/http';
import { hashPassword } from '../../lib/password-hash';

/** POST /form-login with the SHA-256 of the password: the password itself never leaves the device. */
export async function login(email: string, password: string): Promise<LoginResponse> {
  return http.postForm<LoginResponse>('/form-login', {
    username: email.trim(),
    password: await hashPassword(password),
  });
}

export const fetchLoginImages = () => http.get<LoginImages>('/fo/user/loginImages');

export const loginImagesQueryOptions = queryOptions({
  queryKey: ['login-images'] as const,
  queryFn: fetchLoginImages,
  staleTime: 24 * 60 * 60 * 1000,
});

export const useLoginImages = () => useQuery(loginImagesQueryOptions);
