import type { ServicePlus, ServicePlusType } from '../../contract/api';
import {
  servicePlusQueryOptions,
  servicesPlusKeys,
  servicesPlusQueryOptions,
} from '../services-plus/api';
import type { SectionContent } from './define';

/**
 * The content of a section of services (exclusive services, sale permissions): a list per type,
 * the same pages for both.
 */
const serviceContent = (type: ServicePlusType): SectionContent<ServicePlus> => ({
  listKey: servicesPlusKeys.list(type),
  itemKey: servicesPlusKeys.detail,
  holds: (service) => service.type === type,
  offline: {
    list: (fetch) => fetch(servicesPlusQueryOptions(type)),
    item: (service) => [(fetch) => fetch(servicePlusQueryOptions(service.id))],
  },
});

export const exclusiveServicesContent = serviceContent('EXCLUSIVE_SERVICE');
export const salePermissionsContent = serviceContent('SALE_PERMISSION');
