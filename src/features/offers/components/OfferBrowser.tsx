import { lazy, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { Offer } from '../../../contract/api';
import { filterOffers, searchIndex, searchTokens, type SubThemeNames } from '../search';
import type { OfferSection } from '../../../entities/offers/OfferCard';
import { OfferSearchBox } from './OfferSearchBox';
import { FIRST_CARDS, OfferGrid } from './OfferGrid';
import { countText, formatCount } from '../../../lib/numbers';
import { FollowSeenSection } from '../../../entities/seen-marks/FollowSeenSection';
import { useNewFirst } from '../../../entities/seen-marks/new-first';
import { useSearchRecorded } from '../../../entities/usage/use-usage';
import '../offers.css';

/**
 * From this many offers in the catalogue the list is virtualised. Below it every card is in the
 * page, and the virtualiser's code is not loaded at all. The choice follows the whole catalogue,
 * not the results, so that it does not switch while the user types.
 */
const VIRTUALISED_FROM = 250;
const VirtualOfferList = lazy(() =>
  import('./VirtualOfferList').then((module) => ({ default: module.VirtualOfferList })),
);

export interface OfferBrowserProps {
  offers: readonly Offer[];
  section: OfferSection;
  /** The search text of the URL (`q`) when the page opens. */
  query: string;
  /** Writes the search text to the URL at each change, replacing the history entry. */
  onQueryChange: (query: string) => void;
  /** Keep offers linked to one of these sub-themes; `null` keeps all. */
  subThemes?: ReadonlySet<number> | null;
  subThemeNames?: SubThemeNames;
  /** What to offer when nothing matches because of the theme filter. */
  filterEmptyState?: ReactNode;
  noun: [singular: string, plural: string];
  searchLabel: string;
}

/**
 * Search box, live result count and the list (virtualised for large catalogues), its new offers
 * first. The URL follows each keystroke (as a replaced history entry); the list follows a deferred
 * copy of the text, so typing stays fluid with 10,000 offers.
 */
export function OfferBrowser({
  offers,
  section,
  query,
  onQueryChange,
  subThemes = null,
  subThemeNames,
  filterEmptyState,
  noun,
  searchLabel,
}: OfferBrowserProps) {
  // The box is the source of truth while the page is shown; it starts from the URL (a reload, a
  // shared link, the back button all mount the page again).
  const [text, setText] = useState(query);
  const update = (value: string) => {
    setText(value);
    onQueryChange(value);
  };

  const deferredText = useDeferredValue(text);
  const tokens = useMemo(() => searchTokens(deferredText), [deferredText]);
  const results = useMemo(
    () => filterOffers(offers, { tokens, subThemes }, subThemeNames),
    [offers, tokens, subThemes, subThemeNames],
  );
  const ordered = useNewFirst(section, results);
  useSearchRecorded(deferredText, results.length > 0);
  const byThemes = useMemo(
    () => (subThemes && tokens.length > 0 ? filterOffers(offers, { tokens: [], subThemes }) : null),
    [offers, tokens, subThemes],
  );

  const listLabel = `Liste des ${noun[1]}`;
  const emptyBecauseOfThemes =
    results.length === 0 && subThemes !== null && (byThemes?.length ?? 0) === 0;

  return (
    <div className="offer-browser">
      <FollowSeenSection section={section} items={offers} shown={results} />
      <OfferSearchBox
        value={text}
        onChange={update}
        label={searchLabel}
        placeholder="Fournisseur, produit, thème…"
        // The search index is built when a search is about to be typed, not for the first screen.
        onFocus={() => searchIndex(offers, subThemeNames)}
      />
      <p className="content-count" role="status" aria-live="polite" aria-atomic="true">
        {countText(results.length, ...noun)}
        {results.length !== offers.length && (
          <span className="offer-browser__total"> sur {formatCount(offers.length)}</span>
        )}
      </p>
      <h2 className="visually-hidden">Résultats</h2>
      {results.length > 0 ? (
        offers.length < VIRTUALISED_FROM ? (
          <OfferGrid offers={ordered} section={section} label={listLabel} />
        ) : (
          <Suspense
            fallback={
              <OfferGrid
                offers={ordered.slice(0, FIRST_CARDS)}
                setSize={results.length}
                section={section}
                label={listLabel}
              />
            }
          >
            <VirtualOfferList offers={ordered} section={section} label={listLabel} />
          </Suspense>
        )
      ) : emptyBecauseOfThemes && filterEmptyState ? (
        filterEmptyState
      ) : (
        <div className="content-empty">
          <p className="content-empty__title">
            {tokens.length > 0
              ? `Aucun résultat pour « ${deferredText.trim()} ».`
              : `Aucune ${noun[0]} pour le moment.`}
          </p>
          {tokens.length > 0 && (
            <>
              <p>Vérifiez l’orthographe ou essayez un autre mot.</p>
              <div className="content-empty__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => update('')}
                >
                  Effacer la recherche
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
