import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../contract/api';
import { newsCount } from '../../contract/endpoints/news-count';
import { privilegeOfferCount } from '../../contract/endpoints/privilege-offer-count';
import { servicePlusCount } from '../../contract/endpoints/service-plus-count';
import { http } from '../../lib/http';
import { NEWS_ROLES } from '../session/roles';

/** How many items each saving section holds for the user: the menu shows only non-empty ones. */
export interface SectionCounts {
  promotions: number;
  exclusiveServices: number;
  salePermissions: number;
  news: number;
}

export async function fetchSectionCounts(role: Role): Promise<SectionCounts> {
  const [promotions, exclusiveServices, salePermissions, news] = await Promise.all([
    http.call(privilegeOfferCount),
    http.call(servicePlusCount, { query: { type: 'EXCLUSIVE_SERVICE' } }),
    http.call(servicePlusCount, { query: { type: 'SALE_PERMISSION' } }),
    // Network users never see news: the server would refuse them.
    NEWS_ROLES.includes(role) ? http.call(newsCount) : Promise.resolve(0),
  ]);
  return { promotions, exclusiveServices, salePermissions, news };
}

/** The counts' query keys: only this module writes them. */
export const sectionCountsKeys = {
  all: ['section-counts'] as const,
  ofRole: (role: Role) => ['section-counts', role] as const,
};

export const sectionCountsQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: sectionCountsKeys.ofRole(role),
    queryFn: () => fetchSectionCounts(role),
  });

export const useSectionCounts = (role: Role, enabled = true) =>
  useQuery({ ...sectionCountsQueryOptions(role), enabled });
