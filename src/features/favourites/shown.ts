import type { Favourites, FavouriteKind, Offer, ServicePlus } from '../../contract/api';
import { isFavourite, type FavouriteChangePayload } from '../../entities/favourites/api';

/** Finds an item the device holds in another list or page (an offer starred offline). */
export type FindItem<Item> = (id: number) => Item | undefined;

export interface ShownFavourites {
  offers: Offer[];
  servicesPlus: ServicePlus[];
}

function shownOf<Item extends { id: number }>(
  kind: FavouriteKind,
  listed: readonly Item[],
  list: Favourites,
  changes: readonly FavouriteChangePayload[],
  find: FindItem<Item>,
): Item[] {
  // Added here and not in the server's list yet: the latest first, as the server orders them,
  // each item once (its last change is the one that counts).
  const added: Item[] = [];
  const decided = new Set<number>();
  for (const change of [...changes].reverse()) {
    if (change.kind !== kind || decided.has(change.id)) continue;
    decided.add(change.id);
    if (!change.favourite || listed.some((item) => item.id === change.id)) continue;
    const item = find(change.id);
    if (item) added.push(item);
  }
  return [...added, ...listed.filter((item) => isFavourite(list, changes, { kind, id: item.id }))];
}

/**
 * What « Mes favoris » lists: the server's list with the changes not in it yet on top. An item
 * removed leaves at once; an item added on this device (offline too) comes first, when the device
 * holds it elsewhere (an offers' or a services' list, its page), since the change names only its
 * id; else it shows once the server's list has it.
 */
export function shownFavourites(
  list: Favourites,
  changes: readonly FavouriteChangePayload[],
  find: { offer: FindItem<Offer>; servicePlus: FindItem<ServicePlus> },
): ShownFavourites {
  return {
    offers: shownOf('offer', list.offers, list, changes, find.offer),
    servicesPlus: shownOf('servicePlus', list.servicesPlus, list, changes, find.servicePlus),
  };
}
