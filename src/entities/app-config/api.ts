import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfig } from '../../contract/endpoints/app-config';
import { http } from '../../lib/http';

/** The server's settings the app needs (the booking link). */
export const appConfigKeys = {
  all: ['app-config'] as const,
};

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: () => http.call(appConfig),
  staleTime: Infinity,
});

export const useAppConfig = () => useQuery(appConfigQueryOptions);
