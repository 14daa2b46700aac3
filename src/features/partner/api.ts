import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { Partner } from '../../contract/api';
import { http } from '../../lib/http';

export const partnerQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['partner', partnerId] as const,
    queryFn: () => http.get(`/fo/partner/${partnerId}`, Partner),
  });

export const usePartner = (partnerId: number) => useSuspenseQuery(partnerQueryOptions(partnerId));
