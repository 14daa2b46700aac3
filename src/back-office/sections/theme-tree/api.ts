/**
 * The « Thèmes » section's calls (docs/back-office/theme-tree.md) and its query key: every change
 * fetches the tree again, since a move renumbers the siblings too.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  boCreateCategory,
  boCreateSubTheme,
  boCreateTheme,
  boMoveThemeNode,
  boThemeTree,
  boUpdateThemeNode,
} from '../../../contract/back-office/theme-tree';
import type {
  BoThemeNodeMove,
  BoThemeNodeUpdate,
  ThemeTreeLevel,
} from '../../../contract/back-office/schemas/theme-tree';
import { sectionKeys } from '../../components/query-keys';
import { boHttp } from '../../http';

export const boThemeTreeKeys = sectionKeys('theme-tree');

export const themeTreeQueryOptions = queryOptions({
  queryKey: boThemeTreeKeys.all,
  queryFn: () => boHttp.call(boThemeTree),
});

/** Adds a node under `parentId` (a category when `level` is `theme`...), or a category. */
export function createNode(level: ThemeTreeLevel, parentId: number | null, name: string) {
  const body = { name };
  if (level === 'category') return boHttp.call(boCreateCategory, { body });
  if (parentId === null) throw new Error('A theme or sub-theme is created in its parent.');
  return level === 'theme'
    ? boHttp.call(boCreateTheme, { params: { id: parentId }, body })
    : boHttp.call(boCreateSubTheme, { params: { id: parentId }, body });
}

export const updateNode = (level: ThemeTreeLevel, id: number, body: BoThemeNodeUpdate) =>
  boHttp.call(boUpdateThemeNode, { params: { level, id }, body });

export const moveNode = (level: ThemeTreeLevel, id: number, body: BoThemeNodeMove) =>
  boHttp.call(boMoveThemeNode, { params: { level, id }, body });

/** After any change: the tree fetched again (and waited for, so the screen shows the result). */
export function treeChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: boThemeTreeKeys.all });
}
