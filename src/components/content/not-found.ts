/** A positive integer id from the URL, or `null`. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The `params` option of every detail route whose path ends in `$id`. */
export const idParams = {
  parse: ({ id }: { id: string }) => ({ id: parseId(id) }),
  stringify: ({ id }: { id: number | null }) => ({ id: String(id) }),
};
