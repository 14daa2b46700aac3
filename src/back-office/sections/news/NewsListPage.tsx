/**
 * « Actualités »: the news items, searched (title, summary and body, whatever the accents),
 * filtered by status, sorted and paged by the server (docs/back-office/news.md).
 */
import { Link } from '@tanstack/react-router';
import { CONTENT_STATUS_LABELS, ContentStatus } from '../../../contract/back-office/schemas/common';
import type { BoNews, BoNewsListQuery } from '../../../contract/back-office/schemas/news';
import { formatDateTime } from '../../../lib/dates';
import {
  DataTable,
  PageHeader,
  StatusBadge,
  boColumns,
  useListQuery,
  type ListFilter,
} from '../../components';
import { boNewsKeys, fetchNewsPage } from './api';
import './news.css';

export const NEWS_TITLE = 'Actualités';
export const NEW_NEWS_LABEL = 'Nouvelle actualité';

type Filter = 'status';

const column = boColumns<BoNews>();

const COLUMNS = [
  column.accessor('title', {
    header: 'Titre',
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to="/news/$newsId"
        params={{ newsId: String(row.original.id) }}
        className="bo-news__title"
      >
        {row.original.title}
      </Link>
    ),
  }),
  column.accessor('status', {
    header: 'Statut',
    enableSorting: true,
    cell: ({ row }) => (
      <StatusBadge status={row.original.status} publishedAt={row.original.publishedAt} />
    ),
  }),
  column.accessor('publishedAt', {
    header: 'Publication',
    enableSorting: true,
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? formatDateTime(at) : '—';
    },
  }),
  column.accessor('hasImage', {
    header: 'Image',
    cell: ({ getValue }) => (getValue() ? 'Oui' : 'Non'),
  }),
];

const FILTERS: ListFilter<Filter>[] = [
  {
    name: 'status',
    label: 'Statut',
    options: ContentStatus.options.map((status) => ({
      value: status,
      label: CONTENT_STATUS_LABELS[status],
    })),
  },
];

export function NewsListPage() {
  const { list, result } = useListQuery<BoNews, Filter>({
    queryKey: boNewsKeys.lists(),
    fetchPage: (query) =>
      fetchNewsPage({
        query: query.query,
        page: query.page,
        pageSize: query.pageSize,
        sort: query.sort as BoNewsListQuery['sort'],
        order: query.order,
        status: query.status as ContentStatus | undefined,
      }),
    filters: ['status'],
  });
  return (
    <>
      <PageHeader
        title={NEWS_TITLE}
        actions={
          <Link to="/news/new" className="bo-button bo-button--primary">
            {NEW_NEWS_LABEL}
          </Link>
        }
      />
      <DataTable
        caption="Liste des actualités"
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(item) => String(item.id)}
        searchLabel="Rechercher (titre, résumé, texte)"
        filters={FILTERS}
      />
    </>
  );
}
