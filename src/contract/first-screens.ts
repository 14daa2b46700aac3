import type { Role } from './api';
import { ROLES, SAVING_ROLES } from './constants';
import { ARTICLE_SECTIONS } from './sections';

interface FirstScreen {
  kind: 'page' | 'frame';
  /** A path that shows the screen (the build renders it there). */
  path: string;
  /**
   * Who is shown it, by the signed-in hint cookie (SIGNED_IN_COOKIE, the session's role): a page
   * must never show a visitor, or a role it would send away, a title that is not theirs (the
   * login page a signed-in user is sent away from included). Anyone else gets the app shell.
   */
  for: 'visitors' | 'everyone' | readonly Role[];
}

type ArticleSectionOf = (typeof ARTICLE_SECTIONS)[number];

/** Each article section's list page, framed like the other lists: named after the section. */
const ARTICLE_FRAMES = Object.fromEntries(
  ARTICLE_SECTIONS.map((section) => [
    section.name,
    { kind: 'frame', path: section.page, for: section.roles },
  ]),
) as {
  [Section in ArticleSectionOf as Section['name']]: {
    kind: 'frame';
    path: Section['page'];
    for: Section['roles'];
  };
};

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
  login: { kind: 'page', path: '/login', for: 'visitors' },
  'forgotten-password': { kind: 'page', path: '/resetPassword', for: 'everyone' },
  'reset-link': { kind: 'frame', path: '/resetPassword?token=lien', for: 'everyone' },
  'first-connection': { kind: 'frame', path: '/initialization/lien', for: 'everyone' },
  'offer-list': { kind: 'frame', path: '/saving/offer-list', for: SAVING_ROLES },
  'privilege-list': { kind: 'frame', path: '/saving/privilege-list', for: SAVING_ROLES },
  'service-exclusive-list': {
    kind: 'frame',
    path: '/saving/service-exclusive-list',
    for: SAVING_ROLES,
  },
  'sale-permission-list': {
    kind: 'frame',
    path: '/saving/sale-permission-list',
    for: SAVING_ROLES,
  },
  ...ARTICLE_FRAMES,
} as const satisfies Record<string, FirstScreen>;

export type FirstScreenId = keyof typeof FIRST_SCREENS;

/** A screen whose HTML is a page's frame, which the page replaces. */
export type FrameScreenId = {
  [Id in FirstScreenId]: (typeof FIRST_SCREENS)[Id]['kind'] extends 'frame' ? Id : never;
}[FirstScreenId];

export function isFrameScreen(id: FirstScreenId): id is FrameScreenId {
  return FIRST_SCREENS[id].kind === 'frame';
}

/** What a prerendered page's start script marks a form submitted before the app held it with. */
export const EARLY_SUBMISSION_ATTRIBUTE = 'data-early-submission';

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

/** The role named by the signed-in hint cookie's value, null for none or an unknown one. */
export function roleOfHint(hint: string | null | undefined): Role | null {
  return ROLES.find((role) => role === hint) ?? null;
}

/**
 * The prerendered screen to answer a URL with, for whoever the signed-in hint names (`null`: a
 * visitor), or null when the app shell answers it.
 */
export function firstScreenFor(
  pathname: string,
  search: string,
  role: Role | null,
): FirstScreenId | null {
  const id = firstScreenOf(pathname, search);
  if (id === null) return null;
  const audience = FIRST_SCREENS[id].for;
  if (audience === 'everyone') return id;
  if (audience === 'visitors') return role === null ? id : null;
  return role !== null && audience.includes(role) ? id : null;
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
