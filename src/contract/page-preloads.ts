/**
 * Which built files each page needs beyond the entry, so that the server can announce them in the
 * HTML it answers for that page: the browser then fetches the page's code with the entry instead
 * of after it (a round trip or more on a mobile network, on a first visit: later ones come from the
 * service worker's precache). Written by the build (vite.config.ts), read by the server
 * (server/plugins/pwa-static.ts).
 */

/** The file the build writes in dist/. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PagePreload {
  /** URL segments of the route, `$name` for a parameter: `['saving', 'news', '$id']`. */
  segments: string[];
  /** An index route answers its own path only; any other route also frames its children. */
  exact: boolean;
  /** Built files, relative to dist/: scripts (`.js`) and stylesheets (`.css`). */
  files: string[];
}

/**
 * The route of a URL path as TanStack Router's generator infers it from a route file
 * (`/saving/news/$id`; `/saving/news/`, with its slash, for an index route, which answers its own
 * path only), or null for the catch-all (`/$`), which no page needs first.
 */
export function routeOfPath(path: string): Omit<PagePreload, 'files'> | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.at(-1) === '$') return null;
  return { segments, exact: path.endsWith('/') };
}

function matches({ segments, exact }: PagePreload, path: string[]): boolean {
  if (exact ? path.length !== segments.length : path.length < segments.length) return false;
  return segments.every((segment, i) => segment.startsWith('$') || segment === path[i]);
}

/** The files of every route that the page at `pathname` renders, each once. */
export function filesOfPage(preloads: readonly PagePreload[], pathname: string): string[] {
  const path = pathname.split('/').filter((segment) => segment !== '');
  return [...new Set(preloads.filter((route) => matches(route, path)).flatMap((r) => r.files))];
}
