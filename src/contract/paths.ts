/**
 * Paths answered by the server, never by the app shell. The service worker's navigation
 * fallback, the server's SPA fallback and the dev proxy all read this one list.
 */
export const SERVER_ONLY_PATH_PREFIXES = [
  '/bo',
  '/fo',
  '/router',
  '/form-login',
  '/logout',
  '/document',
  '/health',
] as const;

/** True when `pathname` is one of the server-only paths or lies below one of them. */
export function isServerOnlyPath(pathname: string): boolean {
  return SERVER_ONLY_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** The same list as a regular expression, for Workbox's navigation denylist. */
export const SERVER_ONLY_PATH_PATTERN = new RegExp(
  `^(${SERVER_ONLY_PATH_PREFIXES.join('|')})(/|$)`,
);
