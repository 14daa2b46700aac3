import { queryOptions, useQuery } from '@tanstack/react-query';
import { progress } from '../../contract/endpoints/progress';
import { http } from '../../lib/http';

/**
 * The user's progress: how complete the profile is, the notification counts and the profile's
 * section flags and labels. Read by the header, the dashboard and the service lists.
 */
export const fetchProgress = () => http.call(progress);

/** The progress's query keys: only this module writes them. */
export const progressKeys = {
  all: ['progress'] as const,
};

export const progressQueryOptions = queryOptions({
  queryKey: progressKeys.all,
  queryFn: fetchProgress,
});

export const useProgress = () => useQuery(progressQueryOptions);
