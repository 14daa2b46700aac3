import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

/** Marks a list seen up to an instant (a change: it names its owner); answers the new marks. */
export const markSectionSeen = endpoint({
  method: 'PUT',
  path: '/fo/user/seenMarks/:section',
  body: 'json',
  answer: 'json',
  schemas: () =>
    api().then((s) => ({
      params: s.SeenSectionParams,
      body: s.SeenMarkInput,
      response: s.SeenMarks,
    })),
});
