/**
 * An article section: content shaped like « Actualités » (a title, a summary, a plain-text body,
 * an image, drafted, published or scheduled, then archived), declared once for every layer
 * (docs/architecture.md, « Ajouter une rubrique »). The contract's endpoints, the server's reads
 * and back-office routes, the back office's pages and the PWA's menus, counts, « Nouveau » marks,
 * offline plan and pages are built from it by each layer's machinery.
 *
 * Plain data, free of zod and React: the PWA's first screen reads a section's label, page and roles.
 */
import type { ROLES } from '../constants';

type RoleName = (typeof ROLES)[number];

/** A French noun as the screens agree with it: « Nouvelle actualité », « Cet article ». */
export interface FrenchNoun {
  one: string;
  many: string;
  feminine: boolean;
}

export interface ArticleSection<
  Name extends string = string,
  Page extends string = string,
  Seen extends boolean = boolean,
> {
  /**
   * Its name in code: its table, its journal's entity, its « Nouveau » marks, its query keys, its
   * back office's page (`/bo/news`).
   */
  name: Name;
  /** Its French name: the menus', the pages' and the back office's title. */
  label: string;
  /** One of its items, in French. */
  noun: FrenchNoun;
  /** Who reads it; the server refuses everyone else its calls, its count included. */
  roles: readonly RoleName[];
  /** The customers' API: the list `${api}/`, an item, the count and the `n` newest. */
  api: `/fo/${string}`;
  /** The PWA's list page; an item's page is `${page}/$id`. */
  page: Page;
  /** The line under the list page's title. */
  lead: string;
  /** Whether the user's « Nouveau » marks follow it (docs/offline.md, "What the user has seen"). */
  seenMarks: Seen;
}

/** Checks a definition and keeps its name and page as written, for the routes that read them. */
/* @__NO_SIDE_EFFECTS__ */
export function defineArticleSection<
  const Name extends string,
  const Page extends string,
  const Seen extends boolean,
>(section: ArticleSection<Name, Page, Seen>): ArticleSection<Name, Page, Seen> {
  return section;
}

/** The back office's API of a section: `/bo/api/news`. */
export const backOfficeApiOf = (section: Pick<ArticleSection, 'name'>) =>
  `/bo/api/${section.name}` as const;
