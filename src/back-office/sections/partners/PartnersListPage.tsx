/**
 * « Partenaires »: the list, searched (name and description, whatever the accents), filtered on
 * active, sorted and paged by the server (docs/back-office/partners.md).
 */
import { Link } from '@tanstack/react-router';
import type { BoPartnerSummary, PartnerSort } from '../../../contract/back-office/schemas/partners';
import { DataTable, PageHeader, boColumns, useListQuery, type ListFilter } from '../../components';
import { boPartnersKeys, fetchPartnerPage } from './api';

export const PARTNERS_TITLE = 'Partenaires';
export const NEW_PARTNER_LABEL = 'Nouveau partenaire';

const column = boColumns<BoPartnerSummary>();

const COLUMNS = [
  column.accessor('name', {
    header: 'Nom',
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to="/partners/$partnerId"
        params={{ partnerId: String(row.original.id) }}
        className="bo-partners__name"
      >
        {row.original.name}
      </Link>
    ),
  }),
  column.accessor('website', {
    header: 'Site web',
    cell: ({ getValue }) => <span className="bo-partners__website">{getValue()}</span>,
  }),
  column.accessor('hasLogo', {
    header: 'Logo',
    cell: ({ getValue }) => (getValue() ? 'Oui' : 'Non'),
  }),
  column.accessor('userCount', {
    header: 'Utilisateurs',
    enableSorting: true,
  }),
  column.accessor('active', {
    header: 'État',
    enableSorting: true,
    cell: ({ getValue }) => <ActiveBadge active={getValue()} />,
  }),
];

const FILTERS: readonly ListFilter<'active'>[] = [
  {
    name: 'active',
    label: 'État',
    options: [
      { value: 'true', label: 'Actifs' },
      { value: 'false', label: 'Inactifs' },
    ],
  },
];

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`bo-partners__state bo-partners__state--${active ? 'active' : 'inactive'}`}>
      {active ? 'Actif' : 'Inactif'}
    </span>
  );
}

export function PartnersListPage() {
  const { list, result } = useListQuery<BoPartnerSummary, 'active'>({
    queryKey: boPartnersKeys.lists(),
    fetchPage: (query) =>
      fetchPartnerPage({
        ...query,
        sort: query.sort as PartnerSort | undefined,
        active: query.active === undefined ? undefined : query.active === 'true',
      }),
    filters: ['active'],
  });
  return (
    <>
      <PageHeader
        title={PARTNERS_TITLE}
        actions={
          <Link to="/partners/new" className="bo-button bo-button--primary">
            {NEW_PARTNER_LABEL}
          </Link>
        }
      />
      <DataTable
        caption="Liste des partenaires"
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(row) => String(row.id)}
        searchLabel="Rechercher un partenaire (nom, description)"
        filters={FILTERS}
        rowActions={(row) => (
          <Link
            to="/partners/$partnerId"
            params={{ partnerId: String(row.id) }}
            className="bo-button bo-button--small"
          >
            Modifier<span className="bo-visually-hidden"> {row.name}</span>
          </Link>
        )}
      />
    </>
  );
}
