/**
 * « Utilisateurs »: every account, searched (e-mail, names, company, whatever the accents),
 * filtered by role and state, sorted and paged by the server (docs/back-office/users.md), with
 * what can be done to each account in its row.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Role } from '../../../contract/api';
import {
  ROLE_LABELS,
  USER_STATE_LABELS,
  UserState,
  type BoUser,
  type UserSort,
} from '../../../contract/back-office/schemas/users';
import { formatDate } from '../../../lib/dates';
import { fullName, sessionQueryOptions } from '../../app/session';
import { boColumns, useListQuery, type ListFilter } from '../../components';
import { ListScreen } from '../../components/list/ListScreen';
import { boUsersKeys, fetchUserPage } from './api';
import { UserActionButtons } from './UserActionButtons';
import { ROLE_OPTIONS } from './UserForm';
import { UserStateBadge } from './UserStateBadge';
import { useUserActions } from './use-user-actions';
import './users.css';

const column = boColumns<BoUser>();

const COLUMNS = [
  column.accessor('lastname', {
    header: 'Nom',
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to="/users/$userId"
        params={{ userId: String(row.original.id) }}
        className="bo-users__name"
      >
        {fullName(row.original)}
      </Link>
    ),
  }),
  column.accessor('email', {
    header: 'E-mail',
    enableSorting: true,
    cell: ({ getValue }) => <EmailText email={getValue()} />,
  }),
  // The role and what the account belongs to, in one column: the list fits a 1000 px screen.
  column.accessor('role', {
    header: 'Rôle',
    enableSorting: true,
    cell: ({ row }) => {
      const belongsTo = row.original.companyName ?? row.original.partnerName;
      return (
        <>
          {ROLE_LABELS[row.original.role]}
          {belongsTo ? <span className="bo-users__belongs-to">{belongsTo}</span> : null}
        </>
      );
    },
  }),
  column.accessor('state', {
    header: 'État',
    cell: ({ row }) => <UserStateBadge user={row.original} />,
  }),
  column.accessor('createdAt', {
    header: 'Créé le',
    enableSorting: true,
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];

/** An address that may break after its « @ » only, where the column is narrow. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const FILTERS: readonly ListFilter<'role' | 'state'>[] = [
  { name: 'role', label: 'Rôle', options: ROLE_OPTIONS },
  {
    name: 'state',
    label: 'État',
    options: UserState.options.map((state) => ({
      value: state,
      label: USER_STATE_LABELS[state],
    })),
  },
];

const isRole = (value: string | undefined): value is Role =>
  value !== undefined && value in ROLE_LABELS;

export function UsersListPage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions);
  const actions = useUserActions();
  const query = useListQuery<BoUser, 'role' | 'state'>({
    queryKey: boUsersKeys.lists(),
    fetchPage: ({ role, state, sort, ...query }) =>
      fetchUserPage({
        ...query,
        sort: sort as UserSort | undefined,
        role: isRole(role) ? role : undefined,
        state: UserState.safeParse(state).data,
      }),
    filters: ['role', 'state'],
    defaultSort: { sort: 'email', order: 'asc' },
  });
  return (
    <ListScreen
      title="Utilisateurs"
      newItem={{ to: '/users/new', label: 'Inviter un utilisateur' }}
      className="bo-users__list"
      caption="Liste des utilisateurs"
      columns={COLUMNS}
      {...query}
      getRowId={(user) => String(user.id)}
      searchLabel="Rechercher un utilisateur (e-mail, nom, entreprise)"
      filters={FILTERS}
      rowActions={(user) => (
        // Stacked: side by side, three buttons would push the column out of a 1000 px screen.
        <div className="bo-users__row-actions">
          <UserActionButtons user={user} actions={actions} selfId={session.admin.id} />
        </div>
      )}
    >
      {actions.confirmDialog}
    </ListScreen>
  );
}
