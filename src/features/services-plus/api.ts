import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServicePlusType } from '../../contract/api';
import { servicePlus } from '../../contract/endpoints/service-plus';
import { servicePlusWebsiteRedirection } from '../../contract/endpoints/service-plus-website-redirection';
import { servicesPlus } from '../../contract/endpoints/services-plus';
import { http } from '../../lib/http';
import { progressQueryOptions } from '../../entities/progress/api';
import { serviceSectionTitle } from './sections';

/** Exclusive services or sale permissions ("accords de vente") open to the user. */
export const fetchServicesPlus = (type: ServicePlusType) =>
  http.call(servicesPlus, { query: { type } });
export const fetchServicePlus = (id: number) => http.call(servicePlus, { params: { id } });
/** Records the click and answers the url of the service's site. */
export const redirectToServicePlusWebsite = (id: number) =>
  http.call(servicePlusWebsiteRedirection, { params: { id } });

export const servicesPlusQueryOptions = (type: ServicePlusType) =>
  queryOptions({
    queryKey: ['services-plus', 'list', type] as const,
    queryFn: () => fetchServicesPlus(type),
  });

export const servicePlusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['services-plus', 'detail', id] as const,
    queryFn: () => fetchServicePlus(id),
  });

/** A list page's data: the services and the profile that names their section (its title). */
export async function loadServiceList(
  queryClient: QueryClient,
  type: ServicePlusType,
): Promise<{ title: string }> {
  const [progress] = await Promise.all([
    queryClient.ensureQueryData(progressQueryOptions),
    queryClient.ensureQueryData(servicesPlusQueryOptions(type)),
  ]);
  return { title: serviceSectionTitle(type, progress) };
}

/** The list page of each type. */
export const SERVICE_LIST_PATHS = {
  EXCLUSIVE_SERVICE: '/saving/service-exclusive-list',
  SALE_PERMISSION: '/saving/sale-permission-list',
} as const satisfies Record<ServicePlusType, string>;
