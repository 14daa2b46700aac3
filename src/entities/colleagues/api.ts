import { queryOptions } from '@tanstack/react-query';
import { colleagues } from '../../contract/endpoints/colleagues';
import { http } from '../../lib/http';

/** The other users of the user's company, by name. */
export const fetchColleagues = () => http.call(colleagues);

/** The colleagues' query keys: only this module writes them. */
export const colleaguesKeys = {
  all: ['colleagues'] as const,
};

export const colleaguesQueryOptions = queryOptions({
  queryKey: colleaguesKeys.all,
  queryFn: fetchColleagues,
});
