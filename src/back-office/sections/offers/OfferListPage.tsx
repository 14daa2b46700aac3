/**
 * « Offres »: offers and promotions, searched (title, supplier, summary, whatever the accents),
 * filtered by theme, status and kind, sorted and paged by the server (docs/back-office/offers.md).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CONTENT_STATUS_LABELS, ContentStatus } from '../../../contract/back-office/schemas/common';
import type { BoOffer, BoOfferSort } from '../../../contract/back-office/schemas/offers';
import type { BoThemeTree } from '../../../contract/back-office/schemas/theme-tree';
import { formatDate, formatDateTime } from '../../../lib/dates';
import {
  DataTable,
  PageHeader,
  StatusBadge,
  boColumns,
  useListQuery,
  type FilterOption,
  type ListFilter,
} from '../../components';
import { boOffersKeys, fetchOfferPage, offerThemeTreeQueryOptions } from './api';
import { kindOf } from './OfferPages';
import './offers.css';

export const OFFERS_TITLE = 'Offres';
export const NEW_OFFER_LABEL = 'Nouvelle offre';

type Filter = 'themeId' | 'status' | 'privilege';

const column = boColumns<BoOffer>();

const COLUMNS = [
  column.accessor('title', {
    header: 'Titre',
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to="/offers/$offerId"
        params={{ offerId: String(row.original.id) }}
        className="bo-offers__title"
      >
        {row.original.title}
      </Link>
    ),
  }),
  column.accessor('supplierName', { header: 'Fournisseur', enableSorting: true }),
  column.accessor('privilege', {
    header: 'Type',
    cell: ({ row }) => kindOf(row.original),
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
  column.accessor('validTo', {
    header: 'Fin de validité',
    enableSorting: true,
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];

/** Every theme, « Catégorie › Thème », deactivated ones said so (old offers may still use them). */
export function themeOptions(tree: BoThemeTree): FilterOption[] {
  return tree.flatMap((category) =>
    category.themes.map((theme) => ({
      value: String(theme.id),
      label: `${category.name} › ${theme.name}${
        category.active && theme.active ? '' : ' (désactivé)'
      }`,
    })),
  );
}

const STATUS_FILTER: ListFilter<Filter> = {
  name: 'status',
  label: 'Statut',
  options: ContentStatus.options.map((status) => ({
    value: status,
    label: CONTENT_STATUS_LABELS[status],
  })),
};

const KIND_FILTER: ListFilter<Filter> = {
  name: 'privilege',
  label: 'Type',
  options: [
    { value: 'false', label: 'Offres négociées' },
    { value: 'true', label: 'Promotions' },
  ],
};

export function OfferListPage() {
  const tree = useQuery(offerThemeTreeQueryOptions);
  const { list, result } = useListQuery<BoOffer, Filter>({
    queryKey: boOffersKeys.lists(),
    fetchPage: (query) =>
      fetchOfferPage({
        query: query.query,
        page: query.page,
        pageSize: query.pageSize,
        sort: query.sort as BoOfferSort | undefined,
        order: query.order,
        status: query.status as ContentStatus | undefined,
        privilege: query.privilege === undefined ? undefined : query.privilege === 'true',
        themeId: query.themeId === undefined ? undefined : Number(query.themeId),
      }),
    filters: ['themeId', 'status', 'privilege'],
  });
  const filters: ListFilter<Filter>[] = [
    {
      name: 'themeId',
      label: 'Thème',
      allLabel: 'Tous les thèmes',
      options: tree.data ? themeOptions(tree.data) : [],
    },
    STATUS_FILTER,
    KIND_FILTER,
  ];
  return (
    <>
      <PageHeader
        title={OFFERS_TITLE}
        actions={
          <Link to="/offers/new" className="bo-button bo-button--primary">
            {NEW_OFFER_LABEL}
          </Link>
        }
      />
      <DataTable
        caption="Liste des offres et des promotions"
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(offer) => String(offer.id)}
        searchLabel="Rechercher (titre, fournisseur, résumé)"
        filters={filters}
      />
    </>
  );
}
