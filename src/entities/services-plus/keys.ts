import type { ServicePlusType } from '../../contract/api';

/**
 * The services' query keys (exclusive services and sale permissions). Apart from the queries
 * (./api.ts): the sections' declarations read them in the first screen's code, which has no room
 * for the queries.
 */
export const servicesPlusKeys = {
  all: ['services-plus'] as const,
  list: (type: ServicePlusType) => ['services-plus', 'list', type] as const,
  detail: (id: number) => ['services-plus', 'detail', id] as const,
};
