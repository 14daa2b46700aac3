/**
 * The plain values of the HTTP contract: role and module names, router calls, rules the screens
 * show. Kept apart from the zod schemas of `api.ts` (which re-exports them) so the PWA can use
 * them without shipping zod on its first screen.
 */

export const ROLES = ['AGENCY', 'PRO', 'PARTNER', 'ADMIN', 'NETWORK'] as const;
type RoleName = (typeof ROLES)[number];
/**
 * Who may open each space: the saving pages, my space, the partner space (a section's own readers
 * are in its definition, src/contract/sections). Written once for the server's guards
 * (server/plugins/auth.ts), the PWA's route guards and menus, and the prerendered frames.
 */
export const SAVING_ROLES: readonly RoleName[] = ['NETWORK', 'AGENCY', 'PRO'];
export const MY_SPACE_ROLES: readonly RoleName[] = ['NETWORK', 'AGENCY', 'PRO', 'ADMIN'];
export const PARTNER_ROLES: readonly RoleName[] = ['PARTNER'];
export const MODULES = ['BENEFICIARIES', 'EMAILING', 'DASHBOARD_REQUESTS'] as const;
export const SERVICE_PLUS_TYPES = ['EXCLUSIVE_SERVICE', 'SALE_PERMISSION'] as const;

/** The manager methods the PWA calls through POST /router (`routerCall`). */
export const ROUTER_METHODS = {
  getConnectedUser: { action: 'userBoController', method: 'getConnectedUser' },
  verifyUserName: { action: 'userBoController', method: 'verifyUserName' },
  removeConnectedAs: { action: 'userBoController', method: 'removeConnectedAs' },
} as const;

/** What a user may keep as a favourite: an offer (promotions included) or a service plus. */
export const FAVOURITE_KINDS = ['offer', 'servicePlus'] as const;

/** Most favourites a user keeps: the list is read whole, and kept whole on the device. */
export const MAX_FAVOURITES = 200;

/** A favourite offer ending within this many days is shown « Se termine bientôt ». */
export const ENDING_SOON_DAYS = 7;

/** Minimum number of sub-themes for a complete profile. */
export const MIN_SUB_THEMES = 7;

export const DEFAULT_MAIN_COLOR = '#3f8cff';

/**
 * Set and cleared by the server with the HttpOnly session cookie, which the PWA cannot read: when
 * it is absent nobody is connected, so an anonymous visitor's first screen asks the server
 * nothing (no request, no 401 in the console). Its value is the role the session acts as (the
 * connected-as user's for an admin), refreshed by every request: the opening screen is not shown
 * for a page that role may not open. It holds no secret and grants nothing; a stale one costs one
 * request or one opening screen.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/**
 * Header of a change sent for one user: the id of the user it was made for (the effective user
 * when an admin acts as someone). The server refuses the change with 409 when the session acts for
 * someone else, so a change queued or retried across a logout never lands in another account
 * (docs/offline.md).
 */
export const CHANGE_OWNER_HEADER = 'x-change-owner';

/**
 * Header of a file fetched to be kept on the device (« Rendre disponible hors ligne »), not
 * opened by the user: the server does not count it as a download (docs/statistics.md).
 */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

/**
 * What the platform measures of its own use (docs/statistics.md), one row of `usage_events` each.
 * The PWA reports the first group through its queue of changes; the server records the others
 * where it sees them happen.
 */
export const CLIENT_USAGE_EVENT_KINDS = [
  'offer_view',
  'promotion_view',
  'service_view',
  'news_view',
  'search',
  'filter_change',
  'push_opened',
] as const;
export const SERVER_USAGE_EVENT_KINDS = [
  'offer_redirection',
  'service_redirection',
  'price_list_download',
  'login',
  'push_sent',
  'digest_sent',
  'digest_opened',
] as const;
/**
 * The PWA's usage events wait this long on the device for the next ones, and go by this many at
 * most in one request: a few minutes of browsing cost one request, not one per page.
 */
export const USAGE_GATHER_MS = 10_000;
export const MAX_USAGE_EVENTS_PER_SEND = 50;
