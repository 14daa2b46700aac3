/**
 * « Services »: exclusive services and sale permissions, searched (title and summary, whatever
 * the accents), filtered by type and status, sorted and paged by the server
 * (docs/back-office/services.md).
 */
import { Link } from '@tanstack/react-router';
import { CONTENT_STATUS_LABELS, ContentStatus } from '../../../contract/back-office/schemas/common';
import {
  SERVICE_TYPE_LABELS,
  type BoService,
  type BoServiceListQuery,
  type BoServiceType,
} from '../../../contract/back-office/schemas/services';
import { SERVICE_PLUS_TYPES } from '../../../contract/constants';
import { formatDateTime } from '../../../lib/dates';
import {
  DataTable,
  PageHeader,
  StatusBadge,
  boColumns,
  useListQuery,
  type ListFilter,
} from '../../components';
import { boServicesKeys, fetchServicePage } from './api';
import './services.css';

export const SERVICES_TITLE = 'Services';
export const NEW_SERVICE_LABEL = 'Nouveau service';

type Filter = 'type' | 'status';

const column = boColumns<BoService>();

const COLUMNS = [
  column.accessor('title', {
    header: 'Titre',
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to="/services/$serviceId"
        params={{ serviceId: String(row.original.id) }}
        className="bo-services__title"
      >
        {row.original.title}
      </Link>
    ),
  }),
  column.accessor('type', {
    header: 'Type',
    enableSorting: true,
    cell: ({ getValue }) => SERVICE_TYPE_LABELS[getValue()],
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
  column.accessor('hasLogo', {
    header: 'Logo',
    cell: ({ getValue }) => (getValue() ? 'Oui' : 'Non'),
  }),
];

const FILTERS: ListFilter<Filter>[] = [
  {
    name: 'type',
    label: 'Type',
    options: SERVICE_PLUS_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] })),
  },
  {
    name: 'status',
    label: 'Statut',
    options: ContentStatus.options.map((status) => ({
      value: status,
      label: CONTENT_STATUS_LABELS[status],
    })),
  },
];

export function ServiceListPage() {
  const { list, result } = useListQuery<BoService, Filter>({
    queryKey: boServicesKeys.lists(),
    fetchPage: (query) =>
      fetchServicePage({
        query: query.query,
        page: query.page,
        pageSize: query.pageSize,
        sort: query.sort as BoServiceListQuery['sort'],
        order: query.order,
        type: query.type as BoServiceType | undefined,
        status: query.status as ContentStatus | undefined,
      }),
    filters: ['type', 'status'],
  });
  return (
    <>
      <PageHeader
        title={SERVICES_TITLE}
        actions={
          <Link to="/services/new" className="bo-button bo-button--primary">
            {NEW_SERVICE_LABEL}
          </Link>
        }
      />
      <DataTable
        caption="Liste des services exclusifs et des accords de vente"
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(service) => String(service.id)}
        searchLabel="Rechercher (titre, résumé)"
        filters={FILTERS}
      />
    </>
  );
}
