import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginImages } from '../../contract/api';
import { http } from '../../lib/http';

export const fetchLoginImages = () => http.get<LoginImages>('/fo/user/loginImages');

export const loginImagesQueryOptions = queryOptions({
  queryKey: ['login-images'] as const,
  queryFn: fetchLoginImages,
  staleTime: 24 * 60 * 60 * 1000,
});

export const useLoginImages = () => useQuery(loginImagesQueryOptions);
