/**
 * The back office's endpoints of the theme tree (docs/back-office/theme-tree.md). Schemas:
 * ./schemas/theme-tree.ts. This module exports endpoints only: ../endpoints.ts lists them all.
 */
import { endpoint } from '../endpoint';
import { IdParams } from './schemas/common';
import {
  BoCategoryNode,
  BoSubThemeNode,
  BoThemeNode,
  BoThemeNodeCreate,
  BoThemeNodeMove,
  BoThemeNodeUpdate,
  BoThemeTree,
  BoThemeTreeNode,
  ThemeTreeNodeParams,
} from './schemas/theme-tree';

/** The whole tree, deactivated nodes included, with each sub-theme's linked offers and users. */
export const boThemeTree = endpoint({
  method: 'GET',
  path: '/bo/api/theme-tree',
  body: 'none',
  answer: 'json',
  schemas: async () => ({ response: BoThemeTree }),
});

/** A new category, after the others. */
export const boCreateCategory = endpoint({
  method: 'POST',
  path: '/bo/api/theme-tree/categories',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ body: BoThemeNodeCreate, response: BoCategoryNode }),
});

/** A new theme in category `id`, after its others. */
export const boCreateTheme = endpoint({
  method: 'POST',
  path: '/bo/api/theme-tree/categories/:id/themes',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ params: IdParams, body: BoThemeNodeCreate, response: BoThemeNode }),
});

/** A new sub-theme in theme `id`, after its others. */
export const boCreateSubTheme = endpoint({
  method: 'POST',
  path: '/bo/api/theme-tree/themes/:id/sub-themes',
  body: 'json',
  answer: 'json',
  status: 201,
  schemas: async () => ({ params: IdParams, body: BoThemeNodeCreate, response: BoSubThemeNode }),
});

/** Renames a node, and deactivates or reactivates it. */
export const boUpdateThemeNode = endpoint({
  method: 'PUT',
  path: '/bo/api/theme-tree/:level/:id',
  body: 'json',
  answer: 'json',
  schemas: async () => ({
    params: ThemeTreeNodeParams,
    body: BoThemeNodeUpdate,
    response: BoThemeTreeNode,
  }),
});

/** Moves a node among its siblings. */
export const boMoveThemeNode = endpoint({
  method: 'POST',
  path: '/bo/api/theme-tree/:level/:id/move',
  body: 'json',
  answer: 'json',
  schemas: async () => ({
    params: ThemeTreeNodeParams,
    body: BoThemeNodeMove,
    response: BoThemeTreeNode,
  }),
});
