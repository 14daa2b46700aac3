import { useSuspenseQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from '@tanstack/react-router';
import {
  ContentLogo,
  DetailSkeleton,
  ExternalSiteButton,
  LoadError,
  NotFoundMessage,
  Paragraphs,
} from '../../../components/content';
import { ContentDetailPage } from '../../../components/content/ContentDetailPage';
import { LineIcon } from '../../../components/icon/LineIcon';
import { formatCalendarDay } from '../../../lib/calendar-days';
import {
  linkedSubThemesQueryOptions,
  offerQueryOptions,
  priceListUrl,
} from '../../../entities/offers/detail';
import { redirectToOfferWebsite } from '../api';
import type { OfferSection } from '../../../entities/offers/OfferCard';
import { FavouriteButton } from '../../../entities/favourites/FavouriteButton';
import { OfflineDownloadLink } from '../../../pwa/OfflineDownloadLink';
import { useViewRecorded } from '../../../entities/usage/use-usage';
import '../offers.css';

export const OFFER_REDIRECTION_FAILED = 'La redirection vers le site de l’offre a échoué.';

/**
 * An offer's detail in the words of the section it is reached from: offers, or promotions
 * (privilege offers), with the way back to that section's list.
 */
const SECTION_TEXTS = {
  offers: {
    loading: 'Chargement de l’offre…',
    failed: 'L’offre n’a pas pu être chargée.',
    notFound: 'Cette offre est introuvable.',
    list: { to: '/saving/offer-list', back: 'Retour aux offres', all: 'Voir toutes les offres' },
  },
  promotions: {
    loading: 'Chargement de la promotion…',
    failed: 'La promotion n’a pas pu être chargée.',
    notFound: 'Cette promotion est introuvable.',
    list: {
      to: '/saving/privilege-list',
      back: 'Retour aux promotions',
      all: 'Voir toutes les promotions',
    },
  },
} as const satisfies Record<OfferSection, unknown>;

export function OfferDetailPending({ section }: { section: OfferSection }) {
  return <DetailSkeleton label={SECTION_TEXTS[section].loading} />;
}

export function OfferDetailError({ section }: { section: OfferSection }) {
  return <LoadError message={SECTION_TEXTS[section].failed} />;
}

export function OfferDetailNotFound({ section }: { section: OfferSection }) {
  const { notFound, list } = SECTION_TEXTS[section];
  return (
    <NotFoundMessage title={notFound}>
      <Link to={list.to} className="button button--primary">
        {list.all}
      </Link>
    </NotFoundMessage>
  );
}

/**
 * One offer: supplier, title, discount and its star, validity, description, linked sub-themes,
 * 'Accéder au site' and the price-list PDF when there is one.
 */
export function OfferDetail({ id, section }: { id: number; section: OfferSection }) {
  const { data: offer } = useSuspenseQuery(offerQueryOptions(id));
  const { data: subThemes } = useSuspenseQuery(linkedSubThemesQueryOptions(id));
  const expired = dayjs(offer.validTo).isBefore(dayjs(), 'day');
  const { list } = SECTION_TEXTS[section];
  useViewRecorded(section === 'promotions' ? 'promotion_view' : 'offer_view', offer.id);

  return (
    <ContentDetailPage
      back={{ to: list.to, label: list.back }}
      titleId="offer-title"
      logo={<ContentLogo base64={offer.logoBase64} name={offer.supplierName} size="large" />}
      headerEnd={
        <div className="offer-detail__head-end">
          <p className="content-badge content-badge--large">
            <span className="visually-hidden">Remise </span>
            {offer.discount}
          </p>
          <FavouriteButton kind="offer" id={offer.id} />
        </div>
      }
      source={offer.supplierName}
      title={offer.title}
      lead={offer.summary}
    >
      <dl className="content-detail__facts">
        <div className="content-detail__fact">
          <dt>Remise négociée</dt>
          <dd>{offer.discount}</dd>
        </div>
        <div className="content-detail__fact">
          <dt>Validité</dt>
          <dd>
            du {formatCalendarDay(offer.validFrom)} au {formatCalendarDay(offer.validTo)}
            {expired && <span className="offer-detail__expired"> (offre expirée)</span>}
          </dd>
        </div>
        <div className="content-detail__fact">
          <dt>Fournisseur</dt>
          <dd>{offer.supplierName}</dd>
        </div>
      </dl>
      <div className="content-detail__actions">
        <ExternalSiteButton
          redirect={() => redirectToOfferWebsite(offer.id)}
          failureMessage={OFFER_REDIRECTION_FAILED}
        />
        {offer.priceList && (
          <OfflineDownloadLink
            className="button button--secondary"
            href={priceListUrl(offer.id)}
            fileName={`grille-tarifaire-${offer.id}.pdf`}
          >
            <LineIcon size={18}>
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
            </LineIcon>
            Télécharger la grille tarifaire (PDF)
          </OfflineDownloadLink>
        )}
      </div>
      <section className="content-detail__section" aria-labelledby="offer-description">
        <h2 id="offer-description">Description</h2>
        <Paragraphs text={offer.description} className="content-detail__body" />
      </section>
      {subThemes.length > 0 && (
        <section className="content-detail__section" aria-labelledby="offer-sub-themes">
          <h2 id="offer-sub-themes">Sous-thèmes liés</h2>
          <ul className="content-tags">
            {subThemes.map((subTheme) => (
              <li
                key={subTheme.id}
                className={`content-tag${subTheme.active ? ' content-tag--active' : ''}`}
              >
                {subTheme.name}
                {subTheme.active && (
                  <span className="offer-detail__mine">
                    <svg
                      viewBox="0 0 24 24"
                      width="16"
                      height="16"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path
                        d="m5 12 5 5 9-10"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                      />
                    </svg>
                    <span className="visually-hidden">(dans ma sélection)</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {subThemes.some((subTheme) => subTheme.active) && (
            <p className="offer-detail__legend">
              Les sous-thèmes cochés font partie de votre sélection.
            </p>
          )}
        </section>
      )}
    </ContentDetailPage>
  );
}
