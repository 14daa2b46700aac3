import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '../../contract/api';
import { http } from '../../lib/http';

export const fetchProgress = () => http.get<Progress>('/fo/user/progress');

export const progressQueryOptions = queryOptions({
  queryKey: ['progress'] as const,
  queryFn: fetchProgress,
});

export const useProgress = () => useQuery(progressQueryOptions);
