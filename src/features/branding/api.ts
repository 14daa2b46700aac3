import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Theming } from '../../contract/api';
import { http } from '../../lib/http';

export const themingQueryOptions = queryOptions({
  queryKey: ['theming'] as const,
  queryFn: () => http.get<Theming>('/fo/theming/theming'),
});

export const useTheming = () => useQuery(themingQueryOptions);

/** GET /fo/partner/logo/{userId}: base64 text, empty when the partner has none. */
export const partnerLogoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['partner-logo', userId] as const,
    queryFn: () => http.getText(`/fo/partner/logo/${userId}`),
  });

export const usePartnerLogo = (userId: number) => useQuery(partnerLogoQueryOptions(userId));
