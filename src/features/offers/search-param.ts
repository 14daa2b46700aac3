import { z } from 'zod';

/**
 * The `q` URL search parameter (the search text). The router reads `?q=123` back as a number, so a
 * number is accepted and turned into text.
 */
export const SearchQueryParam = z.union([
  z.string().max(200),
  z.number().transform((value) => String(value)),
]);
