/**
 * A content section of the back office, declared once (docs/back-office/README.md, « Content
 * sections: declared once »): its contract endpoints, its words, its picture, its form's fields,
 * its list's columns and filters, and whether it has a status and a publication date. The shared
 * pages (list, new item, item), routes and calls are built from it; what only one section has (a
 * service's type, an offer's price list, a partner's users) is in its declaration, as columns,
 * form panels or page panels of its own module, never a branch in the machinery.
 */
import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint';
import type { ArticleSectionName } from '../../../contract/sections/index';
import type { BoColumn, ListFilter, ListPage } from '../index';
import type { ContentFormDefinition, ContentInput } from './ContentForm';
import type { SharedColumns } from './publication';

/** An endpoint of the contract whose answer is a `T`. */
type Answering<T> = Endpoint & { schemas: () => Promise<{ response: z.ZodType<T> }> };

/** What every listed item has. */
export interface ContentListItem {
  id: number;
}

/** What every item's page has. */
export type ContentDetail = ContentListItem;

/**
 * An article section's list below /bo (`/news`): one per section of `ARTICLE_SECTIONS`
 * (docs/architecture.md, « Ajouter une rubrique »).
 */
export type ArticleSectionPath = `/${ArticleSectionName}`;

/** The path below /bo of a content section's list; its items are at `${path}/$id`. */
export type ContentSectionPath = '/offers' | '/services-plus' | '/partners' | ArticleSectionPath;

/** What a panel of an item's page receives: the item, and how to show its new state. */
export interface ItemPanelProps<Detail> {
  item: Detail;
  changed: (next: Detail) => void;
}

export interface BoContentSection<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
> {
  /** The section's name in code: its query keys (`['bo', name]`). */
  name: string;
  path: ContentSectionPath;
  /**
   * The contract's endpoints of the section (src/contract/back-office/<section>.ts, the group of
   * ../../../contract/back-office/content-section.ts where the section uses it).
   */
  endpoints: {
    list: Answering<ListPage<Item>>;
    item: Answering<Detail>;
    create: Answering<Detail>;
    update: Answering<Detail>;
    remove: Endpoint;
    uploadPicture: Answering<Detail>;
    removePicture: Answering<Detail>;
  };
  /** What the admin reads, in French. */
  words: {
    /** The list's heading and the navigation's label (« Actualités »). */
    title: string;
    /** The table's name for screen readers (« Liste des actualités »). */
    caption: string;
    searchLabel: string;
    /** The new item's link and page title (« Nouvelle actualité »). */
    newItem: string;
    /** The toast after a creation (« Actualité créée. »); « Enregistré. » when absent. */
    created?: string;
    /** The toast after a deletion (« Actualité supprimée. »). */
    deleted: string | ((detail: Detail) => string);
    deleteButton: string;
    /** The confirmation's question; « Supprimer « titre » ? » when absent. */
    deleteQuestion?: (title: string) => string;
    /** What the confirmation says a deletion does. */
    deleteMessage: string;
  };
  /** The item's name: its link in the list, its page's heading. */
  titleOf: (row: Item | Detail) => string;
  /**
   * Status and publication date (offers, services, news): their column, filter, form panel and
   * summary line. A section without them (partners) says what its summary line shows instead.
   */
  publication?: {
    /** « modifiée le » or « modifié le », as the item's noun agrees. */
    modifiedOn: string;
    /** What the item's summary line says first (« Service exclusif · »), if anything. */
    summaryPrefix?: (detail: Detail) => string;
  };
  /** The item's summary line, for a section without publication. */
  summary?: (detail: Detail) => ReactNode;
  /** The item's one picture (a news item's image, a logo). */
  picture: {
    /** The panel's heading and the list column's (« Image », « Logo »). */
    name: string;
    /** The file field's label (« Image de l’actualité »). */
    fieldLabel: string;
    /** Shown on the new item's page: the picture comes once the item exists. */
    afterCreation: string;
    removeLabel: string;
    /** The current picture's text alternative. */
    alt: (title: string) => string;
    /** The picture's bytes in base64, or null. */
    of: (detail: Detail) => string | null;
    /** Whether a listed item has one. */
    listed: (item: Item) => boolean;
  };
  /** The form's fields and panels. */
  form: ContentFormDefinition<Input>;
  emptyInput: () => Input;
  inputOf: (detail: Detail) => Input;
  /**
   * The form's identity on the item's page: a change of it starts the form again from the saved
   * item (the item's id when absent: what is typed and not yet saved stays across saves).
   */
  formKey?: (detail: Detail) => string;
  /** The list: its columns after the name, its filters, a « Modifier » link in each row. */
  list?: {
    /** The name column's sort key and heading (`title`, « Titre » when absent). */
    titleColumn?: { id: string; header: string };
    /** The columns after the name (status, publication date and picture when absent). */
    columns?: (shared: SharedColumns<Item>) => readonly BoColumn<Item>[];
    /**
     * The filters, called as a hook (it may read a query); the status alone when absent. The
     * names are the list's query params.
     */
    useFilters?: (status: ListFilter<'status'>) => readonly ListFilter<Filter | 'status'>[];
    editLinks?: boolean;
  };
  /** Panels of the item's page beside the form (after the picture's) and below it. */
  panels?: {
    side?: readonly ComponentType<ItemPanelProps<Detail>>[];
    below?: readonly ComponentType<ItemPanelProps<Detail>>[];
  };
  /** What the new item's and the item's pages need loaded besides the item (a theme tree). */
  preload?: (queryClient: QueryClient) => Promise<unknown>;
}
