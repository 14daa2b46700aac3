import { notFound } from '@tanstack/react-router';
import { HttpError } from '../../lib/http';

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
