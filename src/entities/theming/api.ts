import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerLogo } from '../../contract/endpoints/partner-logo';
import { theming } from '../../contract/endpoints/theming';
import { http } from '../../lib/http';

/** The user's branding (colors and logos) and a partner's logo: only this module writes the keys. */
export const themingKeys = {
  all: ['theming'] as const,
  partnerLogo: (userId: number) => ['partner-logo', userId] as const,
};

export const themingQueryOptions = queryOptions({
  queryKey: themingKeys.all,
  queryFn: () => http.call(theming),
});

export const useTheming = () => useQuery(themingQueryOptions);

/** GET /fo/partner/logo/{userId}: base64 text, empty when the partner has none. */
export const partnerLogoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: themingKeys.partnerLogo(userId),
    queryFn: () => http.call(partnerLogo, { params: { userId } }),
  });

export const usePartnerLogo = (userId: number) => useQuery(partnerLogoQueryOptions(userId));
