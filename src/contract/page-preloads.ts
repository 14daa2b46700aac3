/**
 * Which built files each page needs beyond the entry, so that the server can announce them in the
 * HTML it answers for that page: the browser then fetches the page's code with the entry instead
 * of after it (a round trip or more on a mobile network, on a first visit: later ones come from the
 * service worker's precache). Written by the build (vite.config.ts), read by the server
 * (server/plugins/pwa-static.ts) and by the build's prerendered pages (docs/first-screen.md).
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

/**
 * The app's HTML for the page at `pathname`, announcing the page's own scripts and stylesheets:
 * the browser fetches them beside the entry instead of once the entry has run. `crossorigin` as
 * on the build's own tags: the app later asks for these files in CORS mode, and a preload made in
 * another mode is not used (the file would be downloaded twice). A page whose HTML already shows
 * its content (docs/first-screen.md) applies its stylesheets at once (`styles: 'apply'`): the app
 * then finds them in place and does not add them again.
 */
export function withPagePreloads(
  html: string,
  preloads: readonly PagePreload[],
  pathname: string,
  styles: 'preload' | 'apply' = 'preload',
) {
  const links = filesOfPage(preloads, pathname).map((file) => {
    if (!file.endsWith('.css')) return `<link rel="modulepreload" crossorigin href="/${file}">`;
    return styles === 'apply'
      ? `<link rel="stylesheet" crossorigin href="/${file}">`
      : `<link rel="preload" as="style" crossorigin href="/${file}">`;
  });
  return links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
}
