/**
 * The `sub` URL search parameter of the offer list: the checked sub-theme ids, e.g.
 * `?sub=12%2C14%2C15`. Absent: the user's stored selection. Empty (`?sub=`): nothing checked.
 *
 * The router writes search values as JSON when they would otherwise read back as another type, so
 * a single id is kept as a number (`?sub=12`, not `?sub=%2212%22`) and several ids as text.
 */
const ID_LIST = /^(?:\d+(?:,\d+)*)?$/;

export type SubThemesParam = number | string;

/** The parameter as the router read it, or undefined when absent or not a list of ids. */
export function readSubThemesParam(value: unknown): SubThemesParam | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string') return ID_LIST.test(value) ? value : undefined;
  return undefined;
}

/** `undefined` when the parameter is absent (use the stored selection). */
export function decodeSubThemes(value: SubThemesParam | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return [value];
  if (value === '') return [];
  return value.split(',').map(Number);
}

export function encodeSubThemes(ids: readonly number[]): SubThemesParam {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) return only;
  return ids.join(',');
}
