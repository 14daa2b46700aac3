import { servicePlusCount } from '../../contract/endpoints/service-plus-count';
import { http } from '../../lib/http';
import { SAVING_ROLES } from '../session/roles';
import { contentOf, defineSavingSection } from './define';

/** « Accords de vente », under the profile's own name, for the profiles that enable it. */
export const salePermissionsSection = defineSavingSection({
  name: 'salePermissions',
  path: '/saving/sale-permission-list',
  label: 'Accords de vente',
  roles: SAVING_ROLES,
  profile: { flag: 'enabledSalePermission', label: 'salePermissionName' },
  count: {
    fetch: () => http.call(servicePlusCount, { query: { type: 'SALE_PERMISSION' } }),
    noun: ['accord', 'accords'],
  },
  content: contentOf('salePermissions'),
});
