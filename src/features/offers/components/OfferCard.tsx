import { Link } from '@tanstack/react-router';
import { ContentLogo } from '../../../components/content/ContentLogo';
import { NewBadge } from '../../../components/content/NewBadge';
import { useNewSince } from '../../../entities/seen-marks/FollowSeenSection';
import type { Offer } from '../../../contract/api';
import { formatCalendarDay } from '../../../lib/calendar-days';

export type OfferSection = 'offers' | 'promotions';

/**
 * One offer of a list: logo, supplier, discount, title (the link), summary, validity, and
 * « Nouveau » when it was published after the list's mark as this visit found it.
 */
export function OfferCard({ offer, section }: { offer: Offer; section: OfferSection }) {
  const newSince = useNewSince(section);
  const titleId = `offer-${offer.id}-title`;
  return (
    <article className="content-card offer-card" aria-labelledby={titleId}>
      {Date.parse(offer.publishedAt) > newSince && <NewBadge />}
      <div className="content-card__head">
        <ContentLogo base64={offer.logoBase64} name={offer.supplierName} />
        <p className="content-card__source">{offer.supplierName}</p>
        <p className="content-badge offer-card__discount">
          <span className="visually-hidden">Remise </span>
          {offer.discount}
        </p>
      </div>
      <h3 id={titleId} className="content-card__title">
        {section === 'promotions' ? (
          <Link to="/saving/privilege/$id" params={{ id: offer.id }} className="content-card__link">
            {offer.title}
          </Link>
        ) : (
          <Link to="/saving/offer/$id" params={{ id: offer.id }} className="content-card__link">
            {offer.title}
          </Link>
        )}
      </h3>
      <p className="content-card__summary">{offer.summary}</p>
      <p className="content-card__meta">
        Valable du {formatCalendarDay(offer.validFrom)} au {formatCalendarDay(offer.validTo)}
      </p>
    </article>
  );
}
