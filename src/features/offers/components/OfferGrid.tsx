import type { Offer } from '../../../contract/api';
import { OfferCard, type OfferSection } from '../../../entities/offers/OfferCard';
import { useGrowingSlice } from '../../../lib/use-growing-slice';

/** One card of a list, with its position in the whole list for screen readers. */
export function OfferListItem({
  offer,
  section,
  position,
  setSize,
}: {
  offer: Offer;
  section: OfferSection;
  position: number;
  setSize: number;
}) {
  return (
    <div
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      className="offer-list__item"
    >
      <OfferCard offer={offer} section={section} />
    </div>
  );
}

/** More cards than a large screen shows at once. */
export const FIRST_CARDS = 12;

/**
 * The offers as a plain grid of cards, every card in the page: a catalogue of a few hundred
 * offers needs no virtualiser (nor its code on the first screen). The columns follow the list's
 * own width, as in the virtualised list.
 */
export function OfferGrid({
  offers,
  section,
  label,
  setSize = offers.length,
}: {
  offers: readonly Offer[];
  section: OfferSection;
  label: string;
  /** The length of the whole list, when `offers` is only its beginning. */
  setSize?: number;
}) {
  // The first screens' worth of cards is painted first; the rest follows a screenful at a time,
  // in background renders that a tap can interrupt.
  const shown = useGrowingSlice(offers, FIRST_CARDS);
  return (
    <div className="offer-list offer-list--grid" role="list" aria-label={label}>
      {shown.map((offer, index) => (
        <OfferListItem
          key={offer.id}
          offer={offer}
          section={section}
          position={index + 1}
          setSize={setSize}
        />
      ))}
    </div>
  );
}
