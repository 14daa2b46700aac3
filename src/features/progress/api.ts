import { queryOptions, useQuery } from '@tanstack/react-query';
import { Progress } from '../../contract/api';
import { http } from '../../lib/http';

export const fetchProgress = () => http.get('/fo/user/progress', Progress);

export const progressQueryOptions = queryOptions({
  queryKey: ['progress'] as const,
  queryFn: fetchProgress,
});

export const useProgress = () => useQuery(progressQueryOptions);
