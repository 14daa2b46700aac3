import { queryOptions } from '@tanstack/react-query';
import { themeTree } from '../../contract/endpoints/theme-tree';
import { http } from '../../lib/http';

/** Root node > categories > themes > sub-themes; `active` marks the user's stored selection. */
export const fetchThemeTree = () => http.call(themeTree);

/** The theme tree's query keys: only this module writes them. */
export const themeTreeKeys = {
  all: ['theme-tree'] as const,
  withUserPreference: () => ['theme-tree', 'with-user-preference'] as const,
};

/**
 * One cache entry for the tree and the user's stored selection: the offer list's filter, its
 * 'Voir ma sélection' and the preferences page always agree.
 */
export const themeTreeQueryOptions = queryOptions({
  queryKey: themeTreeKeys.withUserPreference(),
  queryFn: fetchThemeTree,
});
