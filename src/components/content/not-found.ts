import { notFound } from '@tanstack/react-router';
import { HttpError } from '../../lib/http';

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

/**
 * Runs a detail loader: an invalid id or the server's 404 (unknown, or not visible to this user)
 * becomes the route's "not found" screen; other errors go to its error screen.
 */
export async function loadOrNotFound<T>(
  id: number | null,
  load: (id: number) => Promise<T>,
): Promise<T> {
  if (id === null) throw notFound();
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound();
    throw error;
  }
}
