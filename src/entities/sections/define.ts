/**
 * What a saving section declares (one module per section, listed in ./saving-sections.ts): the
 * menus, the counts, the dashboard, the offline plan and the removal of gone content are built from
 * these declarations by one piece of code each, and know no section by its name.
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Progress, Role, SeenSection } from '../../contract/api';
import type { CONTENTS } from './contents';

type KeysOf<T, Value> = { [K in keyof T]-?: T[K] extends Value ? K : never }[keyof T];

/** Fetches a query afresh into the device's cache: what is kept offline must be the server's now. */
export type FetchAfresh = <Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
) => Promise<Data>;

/** What « Rendre disponible hors ligne » keeps of a section (src/app/offline/offline-plan.ts). */
export interface OfflinePolicy<Item> {
  /** Its list, fetched with `fetch`. */
  list(fetch: FetchAfresh): Promise<Item[]>;
  /** The queries of an item's pages, each fetched with the `fetch` given. */
  item(item: Item): ((fetch: FetchAfresh) => Promise<unknown>)[];
  /** The files of an item kept for offline use by the service worker (the offers' price lists). */
  files?(item: Item): string[];
}

/** What the device keeps of the section's content, and how it finds what is gone. */
export interface SectionContent<Item extends { id: number }, Detail = Item> {
  /** The list's query key: a list fetched after an item that no longer holds it, the item is gone. */
  listKey: QueryKey;
  /** The query key of an item's page; the queries under it (`[...key, 'more']`) go with it. */
  itemKey(id: number): QueryKey;
  /** Whether an item's page is this section's, when several sections share the items' keys. */
  holds?(detail: Detail): boolean;
  offline: OfflinePolicy<Item>;
}

export interface SavingSectionDefinition<
  Name extends string = string,
  Path extends string = string,
  Item extends { id: number } = { id: number },
  Detail = Item,
> {
  /** Its name in code: the key of its label and of its count. */
  name: Name;
  /** Its list page. */
  path: Path;
  /** Its French name, unless the profile gives another. */
  label: string;
  /** Who sees it: in the menus, the dashboard, the counts and the offline plan. */
  roles: readonly Role[];
  /** The profile's flag without which it is hidden, and the custom label that renames it. */
  profile?: { flag: KeysOf<Progress, boolean>; label: KeysOf<Progress, string | null> };
  /**
   * How many items it holds for the user: the menus show it only when it holds some, and the
   * dashboard's card says « 12 promotions » with `noun`. Without it, it is always shown.
   */
  count?: { fetch: () => Promise<number>; noun: readonly [one: string, many: string] };
  /** The kind of its « Nouveau » marks (docs/offline.md, "What the user has seen"). */
  seenMarks?: SeenSection;
  /**
   * In the side menu, it opens a panel with the filters the page gives, headed by a link to the
   * whole list under this name. Otherwise it is a plain link, in the list's order.
   */
  filtersPanel?: { allLink: string };
  /**
   * Loaded on demand, by the removal of gone content and the offline plan: the declarations are
   * in the first screen's code, which has no room for the queries of every section.
   */
  content: () => Promise<SectionContent<Item, Detail>>;
}

/** Every section's content (./contents.ts), loaded at the first use of one. */
export const loadContents = () => import('./contents');

/** A section's content from ./contents.ts, loaded with every section's at its first use. */
export const contentOf =
  <Name extends keyof typeof CONTENTS>(name: Name) =>
  () =>
    loadContents().then((module) => module.CONTENTS[name]);

/** Any section, whatever its items. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the items' types vary by section
export type SavingSection = SavingSectionDefinition<string, string, any, any>;

/** How many items each counted section holds, by section name. */
export type Counts = Readonly<Partial<Record<string, number>>>;

/**
 * Checks a section's declaration and keeps what it declares as written (its name, its path, its
 * kind of marks), for the pages that read it.
 */
export function defineSavingSection<
  const Name extends string,
  const Path extends string,
  Item extends { id: number },
  Detail = Item,
  const Declared extends Partial<SavingSectionDefinition> = object,
>(
  definition: SavingSectionDefinition<Name, Path, Item, Detail> & Declared,
): SavingSectionDefinition<Name, Path, Item, Detail> & Declared {
  return definition;
}

/** Whether `role`, with its profile, sees `section` at all (empty or not). */
export function opensTo(section: SavingSection, role: Role, progress: Progress): boolean {
  return section.roles.includes(role) && (!section.profile || progress[section.profile.flag]);
}

/** The section's name for this user: the profile's custom label, else its own. */
export function labelOf(section: SavingSection, progress: Progress): string {
  return (section.profile && progress[section.profile.label]) || section.label;
}
