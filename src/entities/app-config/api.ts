import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../contract/api';
import { http } from '../../lib/http';

/** The server's settings the app needs (the booking link). */
export const appConfigKeys = {
  all: ['app-config'] as const,
};

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: () => http.get<AppConfig>('/fo/app/config'),
  staleTime: Infinity,
});

export const useAppConfig = () => useQuery(appConfigQueryOptions);
