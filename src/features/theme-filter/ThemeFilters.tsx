import { Suspense, useId, useMemo, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ThemeNode } from '../../contract/api';
import { themeTreeQueryOptions } from '../../entities/theme-tree/api';
import { countSelected, indexThemeTree, type ThemeIndex } from '../../entities/theme-tree/tree';
import { useThemeSelection, type ThemeSelection } from './use-theme-selection';
import { lazyPart, Nothing } from '../../lib/lazy-part';
import { useMediaQuery } from '../../lib/media-query';
import { WIDE_LAYOUT_QUERY } from '../../styles/breakpoints';
import './theme-filter.css';

// Built only when shown (below 1300 px, when asked for): loaded then, the panel and its tree stay
// out of the first screen's code (its budget, docs/performance.md).
const ThemeFilterPanel = lazyPart(
  () => import('./ThemeFilterPanel').then((module) => module.ThemeFilterPanel),
  () => <p className="theme-filter theme-filter--message">{THEMES_FAILED}</p>,
);

const THEMES_FAILED = 'Les thèmes n’ont pas pu être chargés.';

/** What a panel shows while its code or the tree loads. */
const LOADING_THEMES = (
  <p className="theme-filter theme-filter--message" role="status">
    Chargement des thèmes…
  </p>
);

/** One index per tree the server sent, shared by the page's panel and the side menu's. */
const indexes = new WeakMap<ThemeNode, ThemeIndex>();
function indexOf(root: ThemeNode): ThemeIndex {
  let index = indexes.get(root);
  if (!index) {
    index = indexThemeTree(root);
    indexes.set(root, index);
  }
  return index;
}

/** The theme tree of the user, loaded by the route's loader. */
export function useThemeIndex(): ThemeIndex {
  const { data } = useSuspenseQuery(themeTreeQueryOptions);
  return useMemo(() => indexOf(data), [data]);
}

/** The panel wired to the offer list's URL. */
function ConnectedThemeFilter({ index }: { index: ThemeIndex }) {
  return <SelectionPanel index={index} selection={useThemeSelection(index)} />;
}

function SelectionPanel({ index, selection }: { index: ThemeIndex; selection: ThemeSelection }) {
  return (
    <Suspense fallback={LOADING_THEMES}>
      <ThemeFilterPanel
        index={index}
        selected={selection.selected}
        onChange={selection.change}
        onRestore={() => void selection.restore()}
        restoring={selection.restoring}
      />
    </Suspense>
  );
}

/**
 * The filters on the offer list page: a side column from 1300 px; below, a button that shows or
 * hides them above the list (they are also in the side menu's offers sub-menu).
 */
export function ThemeFilterDisclosure({ index }: { index: ThemeIndex }) {
  const [open, setOpen] = useState(false);
  const sideColumn = useMediaQuery(WIDE_LAYOUT_QUERY);
  const panelId = useId();
  const selection = useThemeSelection(index);
  const checked = countSelected(index.allIds, selection.selected);

  return (
    <div className="theme-filter-disclosure">
      <button
        type="button"
        className="button button--secondary theme-filter-disclosure__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {open ? 'Masquer les filtres' : 'Filtrer par thème'}
        <span className="theme-filter-disclosure__badge">
          {checked}
          <span className="visually-hidden"> sous-thèmes cochés</span>
        </span>
      </button>
      <div
        id={panelId}
        className={`theme-filter-disclosure__panel${open ? ' theme-filter-disclosure__panel--open' : ''}`}
      >
        {/* A closed panel is not built: on a phone it is half of the page's elements, all
            hidden, and building them would hold the first screen back. */}
        {(open || sideColumn) && <SelectionPanel index={index} selection={selection} />}
      </div>
    </div>
  );
}

/** The same filters in the side menu's offers sub-menu (below 1300 px), on every saving page. */
export function SideMenuThemeFilters() {
  const { data, isError, refetch } = useQuery(themeTreeQueryOptions);
  if (data) return <ConnectedThemeFilter index={indexOf(data)} />;
  if (isError) {
    return (
      <div className="theme-filter theme-filter--message">
        <p>{THEMES_FAILED}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          Réessayer
        </button>
      </div>
    );
  }
  return LOADING_THEMES;
}

// Shown only when the checked sub-themes leave no offer: its code stays out of the first screen's
// (its budget, docs/performance.md). Without it (offline before the app was kept), the count above
// the list still says that none is shown.
const LazyNoOfferForThemes = lazyPart(
  () => import('./NoOfferForThemes').then((module) => module.NoOfferForThemes),
  Nothing,
);

/** The list's empty state when no offer is linked to the checked sub-themes. */
export function ThemeFilterEmptyState({ index }: { index: ThemeIndex }) {
  return (
    <Suspense fallback={null}>
      <LazyNoOfferForThemes index={index} />
    </Suspense>
  );
}
