import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const offerPriceList = endpoint({
  method: 'GET',
  path: '/document/offer/:id/priceList/download',
  body: 'none',
  answer: 'file',
  schemas: () => api().then((s) => ({ params: s.IdParams })),
});
