/**
 * « Services Exclusifs » and « Accords de vente »: one saving section per type of service plus,
 * from its definition (src/contract/sections/services-plus.ts), under the profile's own name for
 * the profiles that enable it.
 */
import type { ServicePlusType } from '../../contract/api';
import { servicePlusCount } from '../../contract/endpoints/service-plus-count';
import { servicesPlusSection } from '../../contract/sections/services-plus';
import { http } from '../../lib/http';
import { contentOf, defineSavingSection } from './define';

function servicePlusSavingSection<const Type extends ServicePlusType>(type: Type) {
  const { name, page, label, roles, profile, noun } = servicesPlusSection.types[type];
  return defineSavingSection({
    name,
    path: page,
    label,
    roles,
    profile,
    count: {
      fetch: () => http.call(servicePlusCount, { query: { type } }),
      noun: [noun.one, noun.many],
    },
    content: contentOf(name),
  });
}

export const exclusiveServicesSavingSection = servicePlusSavingSection('EXCLUSIVE_SERVICE');
export const salePermissionsSavingSection = servicePlusSavingSection('SALE_PERMISSION');
