import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const editPartnerProfile = endpoint({
  method: 'POST',
  path: '/fo/partner/editProfile',
  body: 'form',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.PartnerEditForm, response: s.PartnerUser })),
});
