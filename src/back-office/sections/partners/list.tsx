/** The partners' list beside their name and logo: website, users and state, filtered on state. */
import type { BoPartnerSummary } from '../../../contract/back-office/schemas/partners';
import { boColumns, type ListFilter } from '../../components';
import type { SharedColumns } from '../../components/content-section/publication';

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`bo-partners__state bo-partners__state--${active ? 'active' : 'inactive'}`}>
      {active ? 'Actif' : 'Inactif'}
    </span>
  );
}

const column = boColumns<BoPartnerSummary>();

export const partnerColumns = (shared: SharedColumns<BoPartnerSummary>) => [
  column.accessor('website', {
    header: 'Site web',
    cell: ({ getValue }) => <span className="bo-partners__website">{getValue()}</span>,
  }),
  shared.picture,
  column.accessor('userCount', { header: 'Utilisateurs', enableSorting: true }),
  column.accessor('active', {
    header: 'État',
    enableSorting: true,
    cell: ({ getValue }) => <ActiveBadge active={getValue()} />,
  }),
];

const ACTIVE_FILTER: ListFilter<'active'> = {
  name: 'active',
  label: 'État',
  options: [
    { value: 'true', label: 'Actifs' },
    { value: 'false', label: 'Inactifs' },
  ],
};

export const partnerFilters = () => [ACTIVE_FILTER];
