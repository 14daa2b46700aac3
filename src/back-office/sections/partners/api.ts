/**
 * The « Partenaires » section's calls (docs/back-office/partners.md) and its query keys: every key
 * of this section is written here, and a change refreshes the lists and that partner through them.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  boCreatePartner,
  boDeletePartner,
  boDeletePartnerLogo,
  boPartner,
  boPartnerUsers,
  boPartners,
  boSetPartnerMainUser,
  boUpdatePartner,
  boUploadPartnerLogo,
} from '../../../contract/back-office/partners';
import type {
  BoPartner,
  BoPartnerInput,
  BoPartnerListQuery,
} from '../../../contract/back-office/schemas/partners';
import { boHttp } from '../../http';

export const boPartnersKeys = {
  all: ['bo', 'partners'] as const,
  lists: () => [...boPartnersKeys.all, 'list'] as const,
  detail: (id: number) => [...boPartnersKeys.all, 'detail', id] as const,
  users: (id: number) => [...boPartnersKeys.all, 'users', id] as const,
};

export function fetchPartnerPage(query: BoPartnerListQuery) {
  return boHttp.call(boPartners, { query });
}

export const partnerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boPartnersKeys.detail(id),
    queryFn: () => boHttp.call(boPartner, { params: { id } }),
  });

export const partnerUsersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: boPartnersKeys.users(id),
    queryFn: () => boHttp.call(boPartnerUsers, { params: { id } }),
  });

export const createPartner = (body: BoPartnerInput) => boHttp.call(boCreatePartner, { body });

/** The partner's main account (docs/http-contract.md, "Partner space"); answers its users. */
export const setPartnerMainUser = (id: number, userId: number) =>
  boHttp.call(boSetPartnerMainUser, { params: { id }, body: { userId } });

export const updatePartner = (id: number, body: BoPartnerInput) =>
  boHttp.call(boUpdatePartner, { params: { id }, body });

export const deletePartner = (id: number) => boHttp.call(boDeletePartner, { params: { id } });

export const uploadPartnerLogo = (id: number, file: Blob) =>
  boHttp.upload(boUploadPartnerLogo, { params: { id } }, file);

export const deletePartnerLogo = (id: number) =>
  boHttp.call(boDeletePartnerLogo, { params: { id } });

/** After a change: the partner's new state in the cache, and every list fetched again. */
export function partnerChanged(queryClient: QueryClient, partner: BoPartner): void {
  queryClient.setQueryData(boPartnersKeys.detail(partner.id), partner);
  void queryClient.invalidateQueries({ queryKey: boPartnersKeys.lists() });
}

/** After a deletion: the partner leaves the cache, and every list is fetched again. */
export function partnerDeleted(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: boPartnersKeys.detail(id) });
  queryClient.removeQueries({ queryKey: boPartnersKeys.users(id) });
  void queryClient.invalidateQueries({ queryKey: boPartnersKeys.lists() });
}
