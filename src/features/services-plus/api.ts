import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Redirection, ServicePlus, ServicesPlus } from '../../contract/api';
import type { ServicePlusType } from '../../contract/api';
import { http } from '../../lib/http';

/** Exclusive services or sale permissions ("accords de vente") open to the user. */
export const fetchServicesPlus = (type: ServicePlusType) =>
  http.get<ServicesPlus>(`/fo/servicePlus/?type=${type}`);
export const fetchServicePlus = (id: number) => http.get<ServicePlus>(`/fo/servicePlus/${id}`);
/** Records the click and answers the url of the service's site. */
export const redirectToServicePlusWebsite = (id: number) =>
  http.post<Redirection>(`/fo/servicePlus/userWebsiteRedirection/${id}`, {});

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

export const useServicesPlus = (type: ServicePlusType) => useQuery(servicesPlusQueryOptions(type));
export const useServicePlus = (id: number) => useQuery(servicePlusQueryOptions(id));

/** The list page of each type. */
export const SERVICE_LIST_PATHS = {
  EXCLUSIVE_SERVICE: '/saving/service-exclusive-list',
  SALE_PERMISSION: '/saving/sale-permission-list',
} as const satisfies Record<ServicePlusType, string>;
