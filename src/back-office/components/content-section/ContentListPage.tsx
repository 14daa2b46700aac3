/**
 * A content section's list, for every content section: searched, filtered by the section's
 * filters, sorted and paged by the server; the name column links to the item's page.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { boColumns, type BoColumn } from '../list/DataTable';
import { ListScreen } from '../list/ListScreen';
import { useListQuery } from '../list/use-list-query';
import type { ContentSection } from './define';
import type { ContentInput } from './ContentForm';
import type { ContentDetail, ContentListItem } from './definition';
import { STATUS_FILTER, sharedColumns } from './publication';
import './content-section.css';

function columnsOf<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>(section: ContentSection<Item, Detail, Input, Filter>): BoColumn<Item>[] {
  const { id, header } = section.list?.titleColumn ?? { id: 'title', header: 'Titre' };
  const shared = sharedColumns(section.picture.name, section.picture.listed);
  const rest = section.list?.columns
    ? section.list.columns(shared)
    : [shared.status, shared.publishedAt, shared.picture];
  return [
    boColumns<Item>().accessor((item) => section.titleOf(item), {
      id,
      header,
      enableSorting: true,
      cell: ({ row }) => (
        <Link
          to={`${section.path}/$id`}
          params={{ id: String(row.original.id) }}
          className="bo-content__title"
        >
          {section.titleOf(row.original)}
        </Link>
      ),
    }),
    ...rest,
  ];
}

export function ContentListPage<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>({ section }: { section: ContentSection<Item, Detail, Input, Filter> }) {
  const columns = useMemo(() => columnsOf(section), [section]);
  const filters = section.useListFilters(STATUS_FILTER);
  const query = useListQuery<Item, 'status' | Filter>({
    queryKey: section.api.keys.lists(),
    fetchPage: section.api.fetchPage,
    filters: filters.map((filter) => filter.name),
  });
  return (
    <ListScreen
      title={section.words.title}
      newItem={{ to: `${section.path}/new`, label: section.words.newItem }}
      caption={section.words.caption}
      columns={columns}
      {...query}
      getRowId={(item) => String(item.id)}
      searchLabel={section.words.searchLabel}
      filters={filters}
      rowActions={
        section.list?.editLinks
          ? (item) => (
              <Link
                to={`${section.path}/$id`}
                params={{ id: String(item.id) }}
                className="bo-button bo-button--small"
              >
                Modifier<span className="bo-visually-hidden"> {section.titleOf(item)}</span>
              </Link>
            )
          : undefined
      }
    />
  );
}
