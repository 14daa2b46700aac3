/**
 * The user's favourites (docs/http-contract.md, "Favourites"): the offers (promotions included)
 * and services plus they keep, as the server lists them. Read by the stars of the lists and
 * details and by « Mes favoris »; kept on the device like the other lists (docs/offline.md), so
 * that both work offline. Changes go through the device's queue (./changes.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { FavouriteKind, Favourites } from '../../contract/api';
import { favourites } from '../../contract/endpoints/favourites';
import { http } from '../../lib/http';

export const fetchFavourites = () => http.call(favourites);

/** The favourites' query keys: only this module writes them. */
export const favouritesKeys = {
  all: ['favourites'] as const,
};

export const favouritesQueryOptions = queryOptions({
  queryKey: favouritesKeys.all,
  queryFn: fetchFavourites,
});

/** An item that may be a favourite: an offer (or promotion) or a service plus. */
export interface FavouriteRef {
  kind: FavouriteKind;
  id: number;
}

/** A change of one item, as queued and sent (without its operation id, the queued change's). */
export interface FavouriteChangePayload extends FavouriteRef {
  favourite: boolean;
}

const sameItem = (a: FavouriteRef, b: FavouriteRef) => a.kind === b.kind && a.id === b.id;

/** Whether the server's list holds the item. */
export function isListed(list: Favourites | undefined, { kind, id }: FavouriteRef): boolean {
  const items = kind === 'offer' ? list?.offers : list?.servicesPlus;
  return items?.some((item) => item.id === id) ?? false;
}

/**
 * Whether the user sees the item as a favourite: the last change of it not yet in the list wins
 * (changes are in the order they were made), else the list says.
 */
export function isFavourite(
  list: Favourites | undefined,
  changes: readonly FavouriteChangePayload[],
  item: FavouriteRef,
): boolean {
  return changes.findLast((change) => sameItem(change, item))?.favourite ?? isListed(list, item);
}

/** How many favourites the user sees: the list's, with the changes on top. */
export function favouriteCount(
  list: Favourites | undefined,
  changes: readonly FavouriteChangePayload[],
): number {
  const keys = new Set([
    ...(list?.offers ?? []).map((offer) => `offer:${offer.id}`),
    ...(list?.servicesPlus ?? []).map((service) => `servicePlus:${service.id}`),
  ]);
  for (const { kind, id, favourite } of changes) {
    if (favourite) keys.add(`${kind}:${id}`);
    else keys.delete(`${kind}:${id}`);
  }
  return keys.size;
}
