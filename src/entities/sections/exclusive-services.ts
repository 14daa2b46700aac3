import { servicePlusCount } from '../../contract/endpoints/service-plus-count';
import { http } from '../../lib/http';
import { SAVING_ROLES } from '../session/roles';
import { contentOf, defineSavingSection } from './define';

/** « Services Exclusifs », under the profile's own name, for the profiles that enable it. */
export const exclusiveServicesSection = defineSavingSection({
  name: 'exclusiveServices',
  path: '/saving/service-exclusive-list',
  label: 'Services Exclusifs',
  roles: SAVING_ROLES,
  profile: { flag: 'enabledExclusiveService', label: 'exclusiveServiceName' },
  count: {
    fetch: () => http.call(servicePlusCount, { query: { type: 'EXCLUSIVE_SERVICE' } }),
    noun: ['service', 'services'],
  },
  content: contentOf('exclusiveServices'),
});
