/**
 * What the user sees of their favourites: the server's list as the device has it, with the
 * changes not in it yet on top (waiting in any tab, restored after a reload, or just sent), the
 * last change of an item winning. The queue is updated synchronously when a star is pressed, so
 * the press shows in the render it causes, in every tab.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourites, FavouriteKind } from '../../contract/api';
import { MAX_FAVOURITES } from '../../contract/constants';
import {
  favouriteCount,
  favouritesQueryOptions,
  isFavourite,
  type FavouriteChangePayload,
} from './api';
import {
  favouriteChangesOver,
  queueFavouriteChange,
  startFavouriteChanges,
  subscribeFavouriteChanges,
} from './changes';

export interface FavouritesState {
  /** The server's list as the device has it; undefined while it is unknown. */
  list: Favourites | undefined;
  /** The changes the list does not hold yet, in the order they were made. */
  changes: readonly FavouriteChangePayload[];
}

/** The list and the changes on top of it; starts the sending of changes (the app may not yet). */
export function useFavourites(): FavouritesState {
  const queryClient = useQueryClient();
  useEffect(() => startFavouriteChanges(queryClient), [queryClient]);
  const { data: list, dataUpdatedAt } = useQuery(favouritesQueryOptions);
  const changes = useSyncExternalStore(subscribeFavouriteChanges, () =>
    favouriteChangesOver(dataUpdatedAt),
  );
  return { list, changes };
}

export interface Favourite {
  favourite: boolean;
  /**
   * Queues the opposite of what the user sees; false, queuing nothing, when that would add a
   * favourite beyond MAX_FAVOURITES (the server would refuse it).
   */
  toggle: () => boolean;
}

/** One item's star. While the list is unknown (never fetched, offline) an item is not one. */
export function useFavourite(kind: FavouriteKind, id: number): Favourite {
  const { list, changes } = useFavourites();
  const favourite = isFavourite(list, changes, { kind, id });
  return {
    favourite,
    toggle: () => {
      if (!favourite && favouriteCount(list, changes) >= MAX_FAVOURITES) return false;
      queueFavouriteChange({ kind, id, favourite: !favourite });
      return true;
    },
  };
}
