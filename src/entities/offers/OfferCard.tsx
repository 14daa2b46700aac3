import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ContentLogo } from '../../components/content/ContentLogo';
import { NewBadge } from '../../components/content/NewBadge';
import type { Offer } from '../../contract/api';
import { formatCalendarDay } from '../../lib/calendar-days';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { useNewSince } from '../seen-marks/FollowSeenSection';

export type OfferSection = 'offers' | 'promotions';

export interface OfferCardProps {
  offer: Offer;
  /** Which list it is shown as, which says its page: an offer's, or a promotion's. */
  section: OfferSection;
  /** The star; by default the lists' own, whose code comes after the first screen. */
  star?: ReactNode;
  /** Below the validity (« Se termine bientôt » in « Mes favoris »). */
  children?: ReactNode;
}

/**
 * One offer of a list (the offers, the promotions, « Mes favoris »): logo, supplier, discount, its
 * star, title (the link to its page), summary, validity, and « Nouveau » when it was published
 * after the list's mark as this visit found it.
 */
export function OfferCard({
  offer,
  section,
  star = <FavouriteStar kind="offer" id={offer.id} />,
  children,
}: OfferCardProps) {
  const newSince = useNewSince(section);
  const titleId = `offer-${offer.id}-title`;
  return (
    <article className="content-card offer-card" aria-labelledby={titleId}>
      {Date.parse(offer.publishedAt) > newSince && <NewBadge item={offer.id} />}
      <div className="content-card__head">
        <ContentLogo base64={offer.logoBase64} name={offer.supplierName} />
        <p className="content-card__source">{offer.supplierName}</p>
        <p className="content-badge offer-card__discount">
          <span className="visually-hidden">Remise </span>
          {offer.discount}
        </p>
        {star}
      </div>
      <h3 id={titleId} className="content-card__title">
        <Link
          to={section === 'promotions' ? '/saving/privilege/$id' : '/saving/offer/$id'}
          params={{ id: offer.id }}
          className="content-card__link"
        >
          {offer.title}
        </Link>
      </h3>
      <p className="content-card__summary">{offer.summary}</p>
      <p className="content-card__meta">
        Valable du {formatCalendarDay(offer.validFrom)} au {formatCalendarDay(offer.validTo)}
      </p>
      {children}
    </article>
  );
}
