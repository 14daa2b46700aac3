import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThemeNode } from '../../contract/api';
import { http } from '../../lib/http';

/** Root node > categories > themes > sub-themes; `active` marks the user's stored selection. */
export const fetchThemeTree = () =>
  http.get<ThemeNode>('/fo/theme/categoryThemeSubThemeTreeWithUserPreference');

export const themeTreeQueryOptions = queryOptions({
  queryKey: ['theme-tree', 'with-user-preference'] as const,
  queryFn: fetchThemeTree,
});

export const useThemeTree = () => useQuery(themeTreeQueryOptions);
