/**
 * The « Services » section's calls (docs/back-office/services.md) and its query keys: every key
 * of this section is written here, and what changes a service refreshes the section's lists and
 * that service's detail through them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  boCreateService,
  boDeleteService,
  boDeleteServiceLogo,
  boService,
  boServices,
  boUpdateService,
  boUploadServiceLogo,
} from '../../../contract/back-office/services';
import type {
  BoServiceDetail,
  BoServiceInput,
  BoServiceListQuery,
} from '../../../contract/back-office/schemas/services';
import { boHttp } from '../../http';

export const boServicesKeys = {
  all: ['bo', 'services'] as const,
  lists: () => [...boServicesKeys.all, 'list'] as const,
  detail: (id: number) => [...boServicesKeys.all, 'detail', id] as const,
};

export function fetchServicePage(query: BoServiceListQuery) {
  return boHttp.call(boServices, { query });
}

export const serviceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boServicesKeys.detail(id),
    queryFn: () => boHttp.call(boService, { params: { id } }),
  });

export const createService = (body: BoServiceInput) => boHttp.call(boCreateService, { body });

export const updateService = (id: number, body: BoServiceInput) =>
  boHttp.call(boUpdateService, { params: { id }, body });

export const deleteService = (id: number) => boHttp.call(boDeleteService, { params: { id } });

export const uploadServiceLogo = (id: number, file: Blob) =>
  boHttp.upload(boUploadServiceLogo, { params: { id } }, file);

export const deleteServiceLogo = (id: number) =>
  boHttp.call(boDeleteServiceLogo, { params: { id } });

/** After a change: the service's new state in the cache, and every list fetched again. */
export function serviceChanged(queryClient: QueryClient, service: BoServiceDetail): void {
  queryClient.setQueryData(boServicesKeys.detail(service.id), service);
  void queryClient.invalidateQueries({ queryKey: boServicesKeys.lists() });
}

/** After a deletion: the service leaves the cache, and every list is fetched again. */
export function serviceDeleted(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: boServicesKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: boServicesKeys.lists() });
}
