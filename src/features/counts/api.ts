import { queryOptions, useQuery } from '@tanstack/react-query';
import { Count, type Role } from '../../contract/api';
import { http } from '../../lib/http';
import { NEWS_ROLES } from '../auth/roles';

/** How many items each saving section holds for the user: the menu shows only non-empty ones. */
export interface SectionCounts {
  promotions: number;
  exclusiveServices: number;
  salePermissions: number;
  news: number;
}

export async function fetchSectionCounts(role: Role): Promise<SectionCounts> {
  const [promotions, exclusiveServices, salePermissions, news] = await Promise.all([
    http.get('/fo/offer/user/offers/privilege/count', Count),
    http.get('/fo/servicePlus/count?type=EXCLUSIVE_SERVICE', Count),
    http.get('/fo/servicePlus/count?type=SALE_PERMISSION', Count),
    // Network users never see news: the server would refuse them.
    NEWS_ROLES.includes(role) ? http.get('/fo/news/count', Count) : Promise.resolve(0),
  ]);
  return { promotions, exclusiveServices, salePermissions, news };
}

export const sectionCountsQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: ['section-counts', role] as const,
    queryFn: () => fetchSectionCounts(role),
  });

export const useSectionCounts = (role: Role, enabled = true) =>
  useQuery({ ...sectionCountsQueryOptions(role), enabled });
