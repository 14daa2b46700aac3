import type { QueryKey } from '@tanstack/react-query';
import type { Offer } from '../../contract/api';
import { offersKeys, offersQueryOptions, privilegeOffersQueryOptions } from '../offers/api';
import { linkedSubThemesQueryOptions, offerQueryOptions, priceListUrl } from '../offers/detail';
import type { FetchAfresh, SectionContent } from './define';

/**
 * The content of a section made of offers (the offers, the promotions): both share the offers'
 * pages and keys, each offer with its sub-themes, and its price list kept offline when it has one.
 */
const offerContent = (
  listKey: QueryKey,
  list: (fetch: FetchAfresh) => Promise<Offer[]>,
  privilege: boolean,
): SectionContent<Offer> => ({
  listKey,
  itemKey: offersKeys.detail,
  holds: (offer) => Boolean(offer.privilege) === privilege,
  offline: {
    list,
    item: (offer) => [
      (fetch) => fetch(offerQueryOptions(offer.id)),
      (fetch) => fetch(linkedSubThemesQueryOptions(offer.id)),
    ],
    files: (offer) => (offer.priceList ? [priceListUrl(offer.id)] : []),
  },
});

export const offersContent = offerContent(
  offersKeys.list(),
  (fetch) => fetch(offersQueryOptions),
  false,
);
export const promotionsContent = offerContent(
  offersKeys.privilege(),
  (fetch) => fetch(privilegeOffersQueryOptions),
  true,
);
