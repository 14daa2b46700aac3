/** Longest search text kept: a search box's words, not a document. */
export const MAX_SEARCH_TERMS = 100;

/**
 * A search's words as the usage events keep them (docs/statistics.md): normalised on the device
 * and again by the server, so that one way of writing a search counts as one. Free of zod, for the
 * PWA.
 */
export const normaliseSearchTerms = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_SEARCH_TERMS);
