/**
 * The « Utilisateurs » section's calls (docs/back-office/users.md) and its query keys: every key of
 * this section is written here, and a change refreshes the lists and that account through them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { boPartnerEndpoints } from '../../../contract/back-office/partners';
import {
  boConnectAs,
  boCreateUser,
  boDeactivateUser,
  boReactivateUser,
  boSendInvitation,
  boUpdateUser,
  boUser,
  boUsers,
} from '../../../contract/back-office/users';
import type {
  BoUser,
  BoUserInput,
  BoUserListQuery,
  BoUserUpdate,
} from '../../../contract/back-office/schemas/users';
import { itemChanged, sectionKeys } from '../../components/query-keys';
import { boHttp } from '../../http';

const keys = sectionKeys('users');
export const boUsersKeys = {
  ...keys,
  /** The partners a partner's user can be linked to, for the form's select. */
  partnerChoices: () => [...keys.all, 'partner-choices'] as const,
};

export const fetchUserPage = (query: BoUserListQuery) => boHttp.call(boUsers, { query });

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boUsersKeys.detail(id),
    queryFn: () => boHttp.call(boUser, { params: { id } }),
  });

/** The most partners a page may hold: the select lists them all, by name. */
const PARTNER_CHOICES_MAX = 100;

export const partnerChoicesQueryOptions = queryOptions({
  queryKey: boUsersKeys.partnerChoices(),
  queryFn: async () => {
    const page = await boHttp.call(boPartnerEndpoints.list, {
      query: { page: 1, pageSize: PARTNER_CHOICES_MAX, sort: 'name', order: 'asc' },
    });
    return page.items.map((partner) => ({
      value: String(partner.id),
      label: partner.active ? partner.name : `${partner.name} (inactif)`,
    }));
  },
});

export const createUser = (body: BoUserInput) => boHttp.call(boCreateUser, { body });

export const updateUser = (id: number, body: BoUserUpdate) =>
  boHttp.call(boUpdateUser, { params: { id }, body });

export const sendInvitation = (id: number) => boHttp.call(boSendInvitation, { params: { id } });

export const deactivateUser = (id: number) => boHttp.call(boDeactivateUser, { params: { id } });

export const reactivateUser = (id: number) => boHttp.call(boReactivateUser, { params: { id } });

export const connectAs = (id: number) => boHttp.call(boConnectAs, { params: { id } });

export const userChanged = (queryClient: QueryClient, user: BoUser) =>
  itemChanged(queryClient, keys, user);
