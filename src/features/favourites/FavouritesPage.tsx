import { useEffect, useId, useMemo, useRef } from 'react';
import {
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ListPagePending,
  PageIntroHeader,
  type PageIntro,
} from '../../components/content/PageIntro';
import type { FavouriteKind, Offer, ServicePlus } from '../../contract/api';
import { favouritesQueryOptions } from '../../entities/favourites/api';
import { FavouriteButton } from '../../entities/favourites/FavouriteButton';
import { useFavourites } from '../../entities/favourites/use-favourite';
import { offersKeys } from '../../entities/offers/api';
import { OfferCard } from '../../entities/offers/OfferCard';
import { progressQueryOptions } from '../../entities/progress/api';
import { labelOf } from '../../entities/sections/define';
import {
  exclusiveServicesSavingSection,
  salePermissionsSavingSection,
} from '../../entities/sections/services-plus';
import { servicesPlusKeys } from '../../entities/services-plus/keys';
import { ServiceCard } from '../../entities/services-plus/ServiceCard';
import { parisDay } from '../../lib/dates';
import { countText } from '../../lib/numbers';
import { ENDING_SOON, isEndingSoon } from './ending-soon';
import { shownFavourites } from './shown';
import './favourites.css';

export const FAVOURITES_INTRO: PageIntro = {
  title: 'Mes favoris',
  lead: 'Les offres, promotions et services que vous avez gardés, les derniers ajoutés en premier.',
};

export const NO_FAVOURITE = 'Vous n’avez pas encore de favori.';
export const HOW_TO_ADD =
  'Touchez l’étoile d’une offre, d’une promotion ou d’un service pour le retrouver ici.';

export function FavouritesPending() {
  return <ListPagePending intro={FAVOURITES_INTRO} label="Chargement de vos favoris…" />;
}

const SERVICE_SECTIONS = {
  EXCLUSIVE_SERVICE: exclusiveServicesSavingSection,
  SALE_PERMISSION: salePermissionsSavingSection,
} as const;

/**
 * An item starred on this device whose data the device holds elsewhere: a list, or its page. Read
 * by their owners' keys: the page needs none of their queries' code.
 */
function finders(queryClient: QueryClient) {
  const inLists = <Item extends { id: number }>(keys: readonly QueryKey[], id: number) =>
    keys
      .flatMap((queryKey) => queryClient.getQueryData<Item[]>(queryKey) ?? [])
      .find((item) => item.id === id);
  return {
    offer: (id: number) =>
      queryClient.getQueryData<Offer>(offersKeys.detail(id)) ??
      inLists<Offer>([offersKeys.list(), offersKeys.privilege()], id),
    servicePlus: (id: number) =>
      queryClient.getQueryData<ServicePlus>(servicesPlusKeys.detail(id)) ??
      inLists<ServicePlus>(
        [servicesPlusKeys.list('EXCLUSIVE_SERVICE'), servicesPlusKeys.list('SALE_PERMISSION')],
        id,
      ),
  };
}

/**
 * /my-space/favourites: the favourite offers (promotions included), then the services, as their
 * lists' cards with their stars. A star pressed here removes the card at once (the change waits in
 * the device's queue, offline too), and the focus goes to the next card's star.
 */
export function FavouritesPage() {
  const { data: listed } = useSuspenseQuery(favouritesQueryOptions);
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  const { list = listed, changes } = useFavourites();
  const queryClient = useQueryClient();
  const shown = useMemo(
    () => shownFavourites(list, changes, finders(queryClient)),
    [list, changes, queryClient],
  );
  const total = shown.offers.length + shown.servicesPlus.length;
  const today = parisDay();
  const offersId = useId();
  const servicesId = useId();

  // Where the focus goes once a removed card has left: the star now at its place, else the one
  // before it, else the first star left, else the count (« 0 favori »).
  const page = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const removed = useRef<{ kind: FavouriteKind; index: number } | null>(null);
  useEffect(() => {
    if (!removed.current || !page.current) return;
    const { kind, index } = removed.current;
    removed.current = null;
    const stars = page.current.querySelectorAll<HTMLElement>(
      `[data-favourites="${kind}"] .favourite-button`,
    );
    const next =
      stars[index] ??
      stars[index - 1] ??
      page.current.querySelector<HTMLElement>('.favourite-button') ??
      count.current;
    next?.focus();
  });
  const star = (kind: FavouriteKind, id: number, index: number) => (
    <FavouriteButton
      kind={kind}
      id={id}
      onChange={(favourite) => {
        if (!favourite) removed.current = { kind, index };
      }}
    />
  );

  return (
    <div ref={page} className="content-page favourites-page">
      <PageIntroHeader intro={FAVOURITES_INTRO} />
      <p ref={count} className="content-count" role="status" tabIndex={-1}>
        {countText(total, 'favori', 'favoris')}
      </p>
      {total === 0 ? (
        <div className="content-empty">
          <p className="content-empty__title">{NO_FAVOURITE}</p>
          <p>{HOW_TO_ADD}</p>
          <div className="content-empty__actions">
            <Link to="/saving/offer-list" className="button button--secondary">
              Voir les offres
            </Link>
          </div>
        </div>
      ) : (
        <>
          {shown.offers.length > 0 && (
            <section className="favourites-page__group" aria-labelledby={offersId}>
              <h2 id={offersId}>Offres et promotions</h2>
              <ul className="content-grid" data-favourites="offer">
                {shown.offers.map((offer, index) => (
                  <li key={offer.id}>
                    <OfferCard
                      offer={offer}
                      section={offer.privilege ? 'promotions' : 'offers'}
                      star={star('offer', offer.id, index)}
                    >
                      {isEndingSoon(offer.validTo, today) && (
                        <p className="favourites-page__ending">{ENDING_SOON}</p>
                      )}
                    </OfferCard>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {shown.servicesPlus.length > 0 && (
            <section className="favourites-page__group" aria-labelledby={servicesId}>
              <h2 id={servicesId}>Services</h2>
              <ul className="content-grid" data-favourites="servicePlus">
                {shown.servicesPlus.map((service, index) => (
                  <li key={service.id}>
                    <ServiceCard
                      service={service}
                      headingLevel={3}
                      source={labelOf(SERVICE_SECTIONS[service.type], progress)}
                      star={star('servicePlus', service.id, index)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
