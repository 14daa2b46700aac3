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
 * The route of a file of src/routes, from its path inside that folder without the extension
 * (`saving/news.$id`, `saving/index`), or null for the root and the catch-all, which every page
 * or no page needs. File-based routing: a dot separates segments like a slash, and `index` is
 * the parent's own path.
 */
export function routeOfFile(file: string): Omit<PagePreload, 'files'> | null {
  const segments = file.split(/[/.]/);
  if (segments[0] === '__root' || segments.at(-1) === '$') return null;
  const exact = segments.at(-1) === 'index';
  return { segments: exact ? segments.slice(0, -1) : segments, exact };
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
