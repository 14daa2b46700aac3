/**
 * The « Partenaires » section's own calls (docs/back-office/partners.md), beside those the content
 * machinery builds from its declaration (./section.tsx): a partner's users and its main account.
 */
import { queryOptions } from '@tanstack/react-query';
import { boPartnerUsers, boSetPartnerMainUser } from '../../../contract/back-office/partners';
import { boHttp } from '../../http';

/** Below the partner's own key: deleting the partner drops its users from the cache too. */
export const partnerUsersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['bo', 'partners', 'detail', id, 'users'] as const,
    queryFn: () => boHttp.call(boPartnerUsers, { params: { id } }),
  });

/** The partner's main account (docs/http-contract.md, "Partner space"); answers its users. */
export const setPartnerMainUser = (id: number, userId: number) =>
  boHttp.call(boSetPartnerMainUser, { params: { id }, body: { userId } });
