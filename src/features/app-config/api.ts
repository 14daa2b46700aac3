import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../contract/api';
import { http } from '../../lib/http';

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: () => http.get<AppConfig>('/fo/app/config'),
  staleTime: Infinity,
});

export const useAppConfig = () => useQuery(appConfigQueryOptions);
