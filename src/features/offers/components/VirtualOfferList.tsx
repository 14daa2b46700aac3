import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Offer } from '../../../contract/api';
import type { OfferSection } from '../../../entities/offers/OfferCard';
import { OfferListItem } from './OfferGrid';

const GAP = 16;

/**
 * Cards per row for the list's width: one on phones, two on tablets, three on wide screens (the
 * plain grid's container queries in offers.css use the same widths).
 */
function columnsFor(width: number): number {
  if (width >= 940) return 3;
  if (width >= 580) return 2;
  return 1;
}

/**
 * The offers as a grid of cards, virtualised by rows against the window scroll: with 10,000
 * offers only the rows near the viewport exist in the page. Each card keeps its position in the
 * whole list (`aria-posinset` / `aria-setsize`) for screen readers.
 */
export function VirtualOfferList({
  offers,
  section,
  label,
}: {
  offers: readonly Offer[];
  section: OfferSection;
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Columns follow the list's own width; the scroll margin follows everything above the list
  // (the filters open and close above it below 1300 px), so both are measured on every resize.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const rect = list.getBoundingClientRect();
      setColumns(columnsFor(rect.width));
      setScrollMargin(Math.round(rect.top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(offers.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => 250,
    overscan: 4,
    gap: GAP,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      className="offer-list"
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="none"
            className="offer-list__row"
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {offers.slice(first, first + columns).map((offer, column) => (
              <OfferListItem
                key={offer.id}
                offer={offer}
                section={section}
                position={first + column + 1}
                setSize={offers.length}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
