import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppConfig } from '../../contract/api';
import { http } from '../../lib/http';

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: () => http.get('/fo/app/config', AppConfig),
  staleTime: Infinity,
});

export const useAppConfig = () => useQuery(appConfigQueryOptions);
