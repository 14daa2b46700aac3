import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

export const changeFavourite = endpoint({
  method: 'PATCH',
  path: '/fo/user/favourites',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.FavouriteChange, response: s.Favourites })),
});
