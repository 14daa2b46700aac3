/** The longest search text kept from the URL. */
const MAX_SEARCH_LENGTH = 200;

/**
 * The `q` URL search parameter (the search text), or undefined when absent or unusable. The
 * router reads `?q=123` back as a number, so a number is accepted and turned into text.
 */
export function readSearchQuery(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length <= MAX_SEARCH_LENGTH ? value : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
