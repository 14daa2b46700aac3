/**
 * The pieces of a section with a status and a publication date (offers, services, news): its
 * status filter, its list's shared columns and its item's summary line.
 */
import { CONTENT_STATUS_LABELS, ContentStatus } from '../../../contract/back-office/schemas/common';
import { formatDateTime } from '../../../lib/dates';
import { boColumns, type BoColumn, type ListFilter } from '../list/DataTable';
import { StatusBadge } from '../status/StatusBadge';
import type { ContentListItem } from './definition';

/** What a section with publication has on each item, as its contract's schemas give it. */
export interface Published {
  status: ContentStatus;
  publishedAt: string | null;
  updatedAt: string;
}

/** Such a section's items carry these fields (its declaration says `publication`). */
const published = (row: object) => row as Published;

export const STATUS_FILTER: ListFilter<'status'> = {
  name: 'status',
  label: 'Statut',
  options: ContentStatus.options.map((status) => ({
    value: status,
    label: CONTENT_STATUS_LABELS[status],
  })),
};

/** The columns a section's list may place after its name column. */
export interface SharedColumns<Item extends ContentListItem> {
  status: BoColumn<Item>;
  publishedAt: BoColumn<Item>;
  /** Whether the item has its picture (« Oui », « Non »), headed by the picture's name. */
  picture: BoColumn<Item>;
}

export function sharedColumns<Item extends ContentListItem>(
  mediaName: string,
  hasPicture: (item: Item) => boolean,
): SharedColumns<Item> {
  const column = boColumns<Item>();
  return {
    status: column.accessor((item) => published(item).status, {
      id: 'status',
      header: 'Statut',
      enableSorting: true,
      cell: ({ row }) => {
        const { status, publishedAt } = published(row.original);
        return <StatusBadge status={status} publishedAt={publishedAt} />;
      },
    }),
    publishedAt: column.accessor((item) => published(item).publishedAt, {
      id: 'publishedAt',
      header: 'Publication',
      enableSorting: true,
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? formatDateTime(at) : '—';
      },
    }),
    picture: column.accessor(hasPicture, {
      id: 'picture',
      header: mediaName,
      cell: ({ getValue }) => (getValue() ? 'Oui' : 'Non'),
    }),
  };
}

/** « Brouillon · modifiée le … », « Publié · publication du … · modifié le … ». */
export function PublicationSummary({
  item,
  prefix,
  modifiedOn,
}: {
  item: object;
  prefix?: string;
  modifiedOn: string;
}) {
  const { status, publishedAt, updatedAt } = published(item);
  return (
    <>
      {prefix}
      <StatusBadge status={status} publishedAt={publishedAt} />
      {status !== 'draft' && publishedAt
        ? ` · publication du ${formatDateTime(publishedAt)}`
        : ''}{' '}
      · {modifiedOn} {formatDateTime(updatedAt)}
    </>
  );
}
