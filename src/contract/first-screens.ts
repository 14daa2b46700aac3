/**
 * The screens the build renders to HTML (docs/first-screen.md), so that a page paints before its
 * JavaScript has arrived. Read by the build (server/build/prerender-first-screens.ts), the server
 * (server/plugins/pwa-static.ts), the service worker (sw/sw.ts) and the app (src/main.tsx).
 *
 * - A `page` is the whole page as the app renders it (the login form): the app hydrates it and
 *   keeps every node, so what the user typed meanwhile stays.
 * - A `frame` is a page's opening screen (its title and placeholders, or an empty sign-in card):
 *   the app hydrates it, then renders the page over it once the page's data is there.
 */
export const FIRST_SCREENS = {
  login: { kind: 'page', path: '/login' },
  'forgotten-password': { kind: 'page', path: '/resetPassword' },
  'reset-link': { kind: 'frame', path: '/resetPassword?token=lien' },
  'first-connection': { kind: 'frame', path: '/initialization/lien' },
  'offer-list': { kind: 'frame', path: '/saving/offer-list' },
  'privilege-list': { kind: 'frame', path: '/saving/privilege-list' },
  'service-exclusive-list': { kind: 'frame', path: '/saving/service-exclusive-list' },
  'sale-permission-list': { kind: 'frame', path: '/saving/sale-permission-list' },
  news: { kind: 'frame', path: '/saving/news' },
} as const satisfies Record<string, { kind: 'page' | 'frame'; path: string }>;

export type FirstScreenId = keyof typeof FIRST_SCREENS;

/** A screen whose HTML is a page's frame, which the page replaces. */
export type FrameScreenId = {
  [Id in FirstScreenId]: (typeof FIRST_SCREENS)[Id]['kind'] extends 'frame' ? Id : never;
}[FirstScreenId];

export function isFrameScreen(id: FirstScreenId): id is FrameScreenId {
  return FIRST_SCREENS[id].kind === 'frame';
}

/** The attribute of #root that names the screen the HTML holds. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Where a screen's HTML is written in dist/, and served from. */
export function firstScreenFile(id: FirstScreenId): string {
  return `first-screens/${id}.html`;
}

export function isFirstScreenId(value: unknown): value is FirstScreenId {
  return typeof value === 'string' && Object.hasOwn(FIRST_SCREENS, value);
}

/** The reset link's token, as src/routes/resetPassword.tsx reads it: absent when blank. */
function hasResetToken(search: string): boolean {
  return (new URLSearchParams(search).get('token') ?? '').trim() !== '';
}

/**
 * The prerendered screen of a URL, or null when the app shell answers it. `/resetPassword` is
 * two screens: the request form, or the frame of the link from the e-mail (its page depends on
 * the token's state, known only from the server).
 */
export function firstScreenOf(pathname: string, search: string): FirstScreenId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/resetPassword') return hasResetToken(search) ? 'reset-link' : 'forgotten-password';
  if (/^\/initialization\/[^/]+$/.test(path)) return 'first-connection';
  const ids = Object.keys(FIRST_SCREENS) as FirstScreenId[];
  return ids.find((id) => FIRST_SCREENS[id].path === path) ?? null;
}
