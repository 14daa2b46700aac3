/**
 * The checked sub-themes, kept in the offer list's URL (`sub`) so a filter survives a reload and can
 * be shared. Used by the panel beside the list and by the one in the side menu, which must also
 * work from another saving page: there, a change opens the offer list with that filter.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMatch, useNavigate, useSearch } from '@tanstack/react-router';
import { themeTreeQueryOptions } from '../../entities/theme-tree/api';
import { decodeSubThemes, encodeSubThemes } from './selection-param';
import { defaultSelection, orderedIds, type ThemeIndex } from '../../entities/theme-tree/tree';
import { recordUsage } from '../../entities/usage/record-usage';

export interface ThemeSelection {
  /** The checked sub-theme ids. */
  selected: ReadonlySet<number>;
  /** True when the URL says nothing and the stored selection applies. */
  isStored: boolean;
  /** Checks exactly these sub-themes. */
  change: (ids: Iterable<number>) => void;
  /** 'Voir ma sélection': reloads the stored preferences from the server and shows them. */
  restore: () => Promise<void>;
  restoring: boolean;
}

export function useThemeSelection(index: ThemeIndex | undefined): ThemeSelection {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onList = useMatch({ from: '/saving/offer-list', shouldThrow: false }) !== undefined;
  const sub = useSearch({ strict: false, select: (search) => search.sub });
  const [restoring, setRestoring] = useState(false);

  const param = onList ? sub : undefined;
  const selected = useMemo(
    () => new Set(decodeSubThemes(param) ?? (index ? defaultSelection(index) : [])),
    [param, index],
  );

  const change = useCallback(
    (ids: Iterable<number>) => {
      const chosen = [...ids];
      // Measured (docs/statistics.md): the sub-theme a tick adds, none for anything else.
      const added = chosen.filter((id) => !selected.has(id));
      recordUsage({
        kind: 'filter_change',
        itemId: added.length === 1 ? (added[0] ?? null) : null,
      });
      const encoded = encodeSubThemes(index ? orderedIds(chosen, index) : chosen);
      if (onList) {
        // Replace: ticking boxes must not fill the history the back button walks through.
        void navigate({
          to: '/saving/offer-list',
          search: (previous) => ({ ...previous, sub: encoded }),
          replace: true,
        });
      } else {
        void navigate({ to: '/saving/offer-list', search: { sub: encoded } });
      }
    },
    [index, navigate, onList, selected],
  );

  const restore = useCallback(async () => {
    recordUsage({ kind: 'filter_change', itemId: null });
    setRestoring(true);
    try {
      await queryClient.refetchQueries({ queryKey: themeTreeQueryOptions.queryKey, exact: true });
    } finally {
      setRestoring(false);
    }
    if (onList) {
      await navigate({
        to: '/saving/offer-list',
        search: (previous) => ({ ...previous, sub: undefined }),
        replace: true,
      });
    } else {
      await navigate({ to: '/saving/offer-list' });
    }
  }, [navigate, onList, queryClient]);

  return { selected, isStored: param === undefined, change, restore, restoring };
}
