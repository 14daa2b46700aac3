/**
 * The exclusive services and the sale permissions ("accords de vente") open to the user: each
 * type's list and a service's page. Read by the services pages and the offline plan.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ServicePlusType } from '../../contract/api';
import { servicePlus } from '../../contract/endpoints/service-plus';
import { servicesPlus } from '../../contract/endpoints/services-plus';
import { http } from '../../lib/http';
import { servicesPlusKeys } from './keys';

export { servicesPlusKeys };

export const fetchServicesPlus = (type: ServicePlusType) =>
  http.call(servicesPlus, { query: { type } });
export const fetchServicePlus = (id: number) => http.call(servicePlus, { params: { id } });

export const servicesPlusQueryOptions = (type: ServicePlusType) =>
  queryOptions({
    queryKey: servicesPlusKeys.list(type),
    queryFn: () => fetchServicesPlus(type),
  });

export const servicePlusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: servicesPlusKeys.detail(id),
    queryFn: () => fetchServicePlus(id),
  });
