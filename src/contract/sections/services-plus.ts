/**
 * The services plus (« Services » in the back office, docs/back-office/services-plus.md): one
 * table whose items each have a type, and each type a customers' section of its own, shown under
 * the profile's name for it to the profiles that enable it. Each layer builds its part from this
 * definition (docs/architecture.md, « Ajouter une rubrique »).
 */
import { SAVING_ROLES } from '../constants';

export const servicesPlusSection = {
  name: 'servicesPlus',
  label: 'Services',
  noun: { one: 'service', many: 'services', feminine: false },
  types: {
    EXCLUSIVE_SERVICE: {
      name: 'exclusiveServices',
      label: 'Services Exclusifs',
      /** One item of the type, as the back office labels it. */
      typeLabel: 'Service exclusif',
      page: '/saving/service-exclusive-list',
      roles: SAVING_ROLES,
      profile: { flag: 'enabledExclusiveService', label: 'exclusiveServiceName' },
      noun: { one: 'service', many: 'services', feminine: false },
    },
    SALE_PERMISSION: {
      name: 'salePermissions',
      label: 'Accords de vente',
      typeLabel: 'Accord de vente',
      page: '/saving/sale-permission-list',
      roles: SAVING_ROLES,
      profile: { flag: 'enabledSalePermission', label: 'salePermissionName' },
      noun: { one: 'accord', many: 'accords', feminine: false },
    },
  },
} as const;
