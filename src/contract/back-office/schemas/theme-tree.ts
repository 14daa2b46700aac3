/**
 * The back office's theme tree (docs/back-office/theme-tree.md): categories › themes ›
 * sub-themes, each with its place among its siblings and whether customers see it. Unlike the
 * customers' tree (`ThemeNode` in ../../api.ts), it holds the deactivated nodes too.
 */
import { z } from 'zod';
import '../../zod-config';
import { IdParams, requiredLine } from './common';

/** The three levels of the tree, as the back office's paths name them. */
export const ThemeTreeLevel = z.enum(['category', 'theme', 'sub-theme'], {
  message: 'Le niveau doit être « category », « theme » ou « sub-theme ».',
});
export type ThemeTreeLevel = z.infer<typeof ThemeTreeLevel>;

/** The French name of each level, for messages and the journal. */
export const THEME_TREE_LEVEL_LABELS: Record<ThemeTreeLevel, string> = {
  category: 'Catégorie',
  theme: 'Thème',
  'sub-theme': 'Sous-thème',
};

/** A node's name: one trimmed line. */
export const ThemeNodeName = requiredLine(120);

const nodeFields = {
  id: z.number().int().positive(),
  name: z.string(),
  /** Its place among its siblings: 0 to n-1. */
  position: z.number().int().nonnegative(),
  /** False once deactivated: customers no longer see it, nor anything under it. */
  active: z.boolean(),
};

export const BoSubThemeNode = z.object({
  ...nodeFields,
  /** Offers linked to it, whatever their status. */
  offerCount: z.number().int().nonnegative(),
  /** Users who chose it (kept while it is deactivated, counted again once reactivated). */
  userCount: z.number().int().nonnegative(),
});
export type BoSubThemeNode = z.infer<typeof BoSubThemeNode>;

export const BoThemeNode = z.object({ ...nodeFields, subThemes: z.array(BoSubThemeNode) });
export type BoThemeNode = z.infer<typeof BoThemeNode>;

export const BoCategoryNode = z.object({ ...nodeFields, themes: z.array(BoThemeNode) });
export type BoCategoryNode = z.infer<typeof BoCategoryNode>;

/** The whole tree, each level ordered by position. */
export const BoThemeTree = z.array(BoCategoryNode);
export type BoThemeTree = z.infer<typeof BoThemeTree>;

/** One node without its children: what a rename, (de)activation or move answers. */
export const BoThemeTreeNode = z.object({
  level: ThemeTreeLevel,
  ...nodeFields,
  /** The category of a theme, the theme of a sub-theme; null for a category. */
  parentId: z.number().int().positive().nullable(),
});
export type BoThemeTreeNode = z.infer<typeof BoThemeTreeNode>;

/** A new node: its name; it is appended after its siblings, active. */
export const BoThemeNodeCreate = z.object({ name: ThemeNodeName });
export type BoThemeNodeCreate = z.infer<typeof BoThemeNodeCreate>;

/** A rename, and a (de)activation when `active` is given (unchanged otherwise). */
export const BoThemeNodeUpdate = z.object({
  name: ThemeNodeName,
  active: z.boolean().optional(),
});
export type BoThemeNodeUpdate = z.infer<typeof BoThemeNodeUpdate>;

/**
 * A new place among the siblings: a position (0 = first; past the last means last), or one step
 * up or down. Exactly one of the two.
 */
export const BoThemeNodeMove = z
  .strictObject({
    position: z
      .number({ message: 'La position doit être un nombre entier.' })
      .int('La position doit être un nombre entier.')
      .nonnegative('La position commence à 0.')
      .max(100_000, 'La position est trop grande.')
      .optional(),
    direction: z
      .enum(['up', 'down'], { message: 'La direction doit être « up » ou « down ».' })
      .optional(),
  })
  .refine((move) => (move.position === undefined) !== (move.direction === undefined), {
    message: 'Indiquez soit une position, soit une direction (« up » ou « down »).',
  });
export type BoThemeNodeMove = z.infer<typeof BoThemeNodeMove>;

export const ThemeTreeNodeParams = z.object({
  level: ThemeTreeLevel,
  id: IdParams.shape.id,
});
export type ThemeTreeNodeParams = z.infer<typeof ThemeTreeNodeParams>;
