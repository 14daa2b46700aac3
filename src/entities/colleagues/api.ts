import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Colleagues } from '../../contract/api';
import { http } from '../../lib/http';

/** The other users of the user's company, by name. */
export const fetchColleagues = () => http.get<Colleagues>('/fo/user/allUsersFromSameCompany');

/** The colleagues' query keys: only this module writes them. */
export const colleaguesKeys = {
  all: ['colleagues'] as const,
};

export const colleaguesQueryOptions = queryOptions({
  queryKey: colleaguesKeys.all,
  queryFn: fetchColleagues,
});

export const useColleagues = () => useQuery(colleaguesQueryOptions);
