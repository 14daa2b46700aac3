/**
 * A content section's list, for every content section: searched, filtered by status and by the
 * section's own filters, sorted and paged by the server.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { CONTENT_STATUS_LABELS, ContentStatus } from '../../../contract/back-office/schemas/common';
import { formatDateTime } from '../../../lib/dates';
import { DataTable, boColumns, type BoColumn, type ListFilter } from '../list/DataTable';
import { useListQuery } from '../list/use-list-query';
import { PageHeader } from '../PageHeader';
import { StatusBadge } from '../status/StatusBadge';
import type { ContentSection } from './define';
import type { ContentInput } from './ContentForm';
import type { ContentDetail, ContentListItem } from './definition';
import './content-section.css';

const STATUS_FILTER: ListFilter<'status'> = {
  name: 'status',
  label: 'Statut',
  options: ContentStatus.options.map((status) => ({
    value: status,
    label: CONTENT_STATUS_LABELS[status],
  })),
};

function columnsOf<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>(section: ContentSection<Item, Detail, Input, Filter>): BoColumn<Item>[] {
  const column = boColumns<Item>();
  return [
    column.accessor((item) => item.title, {
      id: 'title',
      header: 'Titre',
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          to={`${section.path}/$id`}
          params={{ id: String(row.original.id) }}
          className="bo-content__title"
        >
          {row.original.title}
        </Link>
      ),
    }),
    ...(section.extraColumns ?? []),
    column.accessor((item) => item.status, {
      id: 'status',
      header: 'Statut',
      enableSorting: true,
      cell: ({ row }) => (
        <StatusBadge status={row.original.status} publishedAt={row.original.publishedAt} />
      ),
    }),
    column.accessor((item) => item.publishedAt, {
      id: 'publishedAt',
      header: 'Publication',
      enableSorting: true,
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? formatDateTime(at) : '—';
      },
    }),
    column.accessor((item) => section.media.listed(item), {
      id: 'media',
      header: section.media.name,
      cell: ({ getValue }) => (getValue() ? 'Oui' : 'Non'),
    }),
  ];
}

export function ContentListPage<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>({ section }: { section: ContentSection<Item, Detail, Input, Filter> }) {
  const columns = useMemo(() => columnsOf(section), [section]);
  const filters = useMemo(
    () => [...(section.extraFilters ?? []), STATUS_FILTER] as ListFilter<'status' | Filter>[],
    [section],
  );
  const { list, result } = useListQuery<Item, 'status' | Filter>({
    queryKey: section.api.keys.lists(),
    fetchPage: section.api.fetchPage,
    filters: filters.map((filter) => filter.name),
  });
  return (
    <>
      <PageHeader
        title={section.words.title}
        actions={
          <Link to={`${section.path}/new`} className="bo-button bo-button--primary">
            {section.words.newItem}
          </Link>
        }
      />
      <DataTable
        caption={section.words.caption}
        columns={columns}
        list={list}
        result={result}
        getRowId={(item) => String(item.id)}
        searchLabel={section.words.searchLabel}
        filters={filters}
      />
    </>
  );
}
