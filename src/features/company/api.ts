import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Colleagues } from '../../contract/api';
import { http } from '../../lib/http';

/** The other users of the user's company, by name. */
export const fetchColleagues = () => http.get<Colleagues>('/fo/user/allUsersFromSameCompany');

export const colleaguesQueryOptions = queryOptions({
  queryKey: ['colleagues'] as const,
  queryFn: fetchColleagues,
});

export const useColleagues = () => useQuery(colleaguesQueryOptions);
