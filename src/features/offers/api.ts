import type { QueryClient } from '@tanstack/react-query';
import { offerWebsiteRedirection } from '../../contract/endpoints/offer-website-redirection';
import { http } from '../../lib/http';
import { linkedSubThemesQueryOptions, offerQueryOptions } from '../../entities/offers/detail';

/** Records the click and answers the url of the supplier's site. */
export const redirectToOfferWebsite = (id: number) =>
  http.call(offerWebsiteRedirection, { params: { id } });

/** Everything an offer's detail page shows (an offer or a promotion); answers its title. */
export async function loadOfferDetail(queryClient: QueryClient, id: number) {
  const [offer] = await Promise.all([
    queryClient.ensureQueryData(offerQueryOptions(id)),
    queryClient.ensureQueryData(linkedSubThemesQueryOptions(id)),
  ]);
  return { title: offer.title };
}
