/**
 * A content section of the back office, declared once (docs/back-office/README.md, « Content
 * sections: declared once »): its contract endpoints, its words, its picture, its form's fields,
 * its list's columns and filters. The shared pages (list, new item, item) and calls are built from
 * it; what only one section has (a service's type, say) is in its declaration, not in the
 * machinery.
 */
import type { z } from 'zod';
import type { Endpoint } from '../../../contract/endpoint';
import type { ContentStatus } from '../../../contract/back-office/schemas/common';
import type { BoColumn, ListFilter, ListPage } from '../index';
import type { ContentFormDefinition, ContentInput } from './ContentForm';

/** An endpoint of the contract whose answer is a `T`. */
type Answering<T> = Endpoint & { schemas: () => Promise<{ response: z.ZodType<T> }> };

/** What every content item has, as its list and its page show it. */
export interface ContentListItem {
  id: number;
  title: string;
  status: ContentStatus;
  publishedAt: string | null;
}

export interface ContentDetail extends ContentListItem {
  updatedAt: string;
}

/** The path below /bo of a content section's list; its items are at `${path}/$id`. */
export type ContentSectionPath = '/news' | '/services';

export interface BoContentSection<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
> {
  /** The section's name in code: its query keys (`['bo', name]`). */
  name: string;
  path: ContentSectionPath;
  /** The contract's endpoints of the section (src/contract/back-office/<section>.ts). */
  endpoints: {
    list: Answering<ListPage<Item>>;
    item: Answering<Detail>;
    create: Answering<Detail>;
    update: Answering<Detail>;
    remove: Endpoint;
    uploadMedia: Answering<Detail>;
    removeMedia: Answering<Detail>;
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
    /** Toasts after a creation and a deletion (« Actualité créée. »). */
    created: string;
    deleted: string;
    deleteButton: string;
    /** What the confirmation says a deletion does. */
    deleteMessage: string;
    /** « modifiée le » or « modifié le », as the item's noun agrees. */
    modifiedOn: string;
  };
  /** The item's one picture (a news item's image, a service's logo). */
  media: {
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
  /** The form's fields (the status and publication date are every section's). */
  form: ContentFormDefinition<Input>;
  emptyInput: () => Input;
  inputOf: (detail: Detail) => Input;
  /** What the item's summary line says first (« Service exclusif · »), if anything. */
  summaryPrefix?: (detail: Detail) => string;
  /** The list's columns beside the title, status, publication date and media. */
  extraColumns?: readonly BoColumn<Item>[];
  /** The list's filters beside the status. */
  extraFilters?: readonly ListFilter<Filter>[];
}
