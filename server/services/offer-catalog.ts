/**
 * The offers as each role sees them, shared by every user of that role.
 *
 * What a user may see depends on its role only (`visible_roles`, see offers.ts), so the offer
 * lists are the same for every user of a role: reading, sorting and serialising them once per
 * change of the offer data, instead of once per request, is what keeps the single-threaded
 * embedded database (PGlite) answering under load. The current version of the offer data, which a
 * trigger changes in the same transaction as any write to offers or their links, from any process,
 * is kept in memory while the database's notices of its changes are heard, and read again at
 * once after one (services/data-versions.ts): no read of the catalog asks the database.
 *
 * The snapshot holds every published offer, scheduled ones included; each role's view keeps those
 * whose publication time has come, and is built again once the next scheduled time passes, so a
 * scheduled offer appears at its time with no write and no restart (services/publication.ts).
 */
import { z } from 'zod';
import { Offer as OfferSchema, Offers, type Offer } from '../../src/contract/api.js';
import type { ChangeNotices } from '../db/change-notices.js';
import type { Db } from '../db/client.js';
import type { Role } from '../db/schema.js';
import { whenReady, type MaybePromise } from '../maybe-promise.js';
import { SharedJson } from '../shared-json.js';
import { dataVersionReader } from './data-versions.js';
import { publishedViews } from './published-views.js';
import { byTitle, isVisibleTo, readAllOffers, type OfferWithRoles } from './offers.js';

/** The offers one role may see, ready to answer. */
export interface RoleOffers {
  /** "Solutions & Tarifs Négociés": the non-privilege offers by title, as JSON. */
  offers: SharedJson;
  /** "Promotions": the privilege offers by title, as JSON. */
  privilegeOffers: SharedJson;
  privilegeCount: number;
  /** The same count, as JSON. */
  privilegeCountJson: SharedJson;
  /** One visible offer as JSON, made on its first request; undefined when not visible. */
  offerJson(id: number): SharedJson | undefined;
  /** Every visible offer, privilege or not, latest published first (then highest id). */
  newestFirst: readonly Offer[];
  /** Every visible offer, privilege or not, by id. */
  byId: ReadonlyMap<number, Offer>;
}

export interface OfferCatalog {
  /**
   * The offers of `role` as of now (see the module comment): at once when they are in memory
   * (plugins/hot-reads.ts).
   */
  forRole(role: Role): MaybePromise<RoleOffers>;
}

/**
 * The JSON the route's response serializer would write (fastify-type-provider-zod encodes with the
 * schema, then stringifies), produced once: the text is checked against the contract here. How it
 * is answered (compressed or not, with which headers) is the reply's business:
 * `reply.sendSharedJson`, plugins/shared-json.ts.
 */
function offersJson(offers: Offer[]): SharedJson {
  return new SharedJson(JSON.stringify(z.encode(Offers, offers)));
}

function newestFirst(a: Offer, b: Offer): number {
  // ISO 8601 instants in UTC (toISOString) sort as text.
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
  return b.id - a.id;
}

function roleOffers(all: readonly OfferWithRoles[], role: Role, now: number): RoleOffers {
  const visible: Offer[] = all
    .filter((offer) => isVisibleTo(offer, role) && Date.parse(offer.publishedAt) <= now)
    // `visibleRoles` stays on the server.
    .map(({ visibleRoles: _roles, ...offer }) => offer)
    .sort(byTitle);
  const privilege = visible.filter((offer) => offer.privilege);
  const byId = new Map(visible.map((offer) => [offer.id, offer]));
  const offerJsons = new Map<number, SharedJson>();
  return {
    offers: offersJson(visible.filter((offer) => !offer.privilege)),
    privilegeOffers: offersJson(privilege),
    privilegeCount: privilege.length,
    privilegeCountJson: new SharedJson(JSON.stringify(privilege.length)),
    offerJson(id) {
      let json = offerJsons.get(id);
      const offer = byId.get(id);
      if (!json && offer) {
        json = new SharedJson(JSON.stringify(z.encode(OfferSchema, offer)));
        offerJsons.set(id, json);
      }
      return json;
    },
    newestFirst: [...visible].sort(newestFirst),
    byId,
  };
}

export function createOfferCatalog(db: Db, notices: ChangeNotices): OfferCatalog {
  const viewOf = publishedViews({
    currentVersion: dataVersionReader(db, 'offers', notices),
    read: () => readAllOffers(db),
    build: (all, role: Role, now) => roleOffers(all, role, now),
  });
  return {
    forRole: (role) =>
      whenReady(
        viewOf(role),
        (view) => view ?? readAllOffers(db).then((all) => roleOffers(all, role, Date.now())),
      ),
  };
}
