/**
 * Offers and promotions (privilege offers), for the saving roles. Every call acts for the
 * effective user (the connected-as user while an admin acts as someone). Paths and schemas:
 * src/contract/endpoints.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lastOffers,
  offer as offerEndpoint,
  offerSubThemes,
  offerWebsiteRedirection,
  offers,
  privilegeOfferCount,
  privilegeOffers,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { notFound } from '../http-error.js';
import { whenReady } from '../maybe-promise.js';
import { SAVING_ROLES, sessionOf } from '../plugins/auth.js';
import { sharedRead } from '../plugins/hot-reads.js';
import type { Session } from '../plugins/session.js';
import { createOfferCatalog } from '../services/offer-catalog.js';
import { linkedSubThemes, redirectToOffer } from '../services/offers.js';
import { recordSessionUsage } from '../services/usage-events.js';

/** Private data: the service worker decides what to keep; shared proxies must keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);
  /**
   * The reads below are the same for every user of a role: shared, see offer-catalog.ts. The
   * lists, the count and each offer are sent as they were built (plugins/hot-reads.ts).
   */
  const catalog = createOfferCatalog(app.db, app.changeNotices);
  const visibleOffers = (session: Session) => catalog.forRole(session.effectiveUser.role);

  await sharedRead(app, offers, {
    roles: SAVING_ROLES,
    shared: (session) => whenReady(visibleOffers(session), (visible) => visible.offers),
  });

  await sharedRead(app, privilegeOffers, {
    roles: SAVING_ROLES,
    shared: (session) => whenReady(visibleOffers(session), (visible) => visible.privilegeOffers),
  });

  await sharedRead(app, privilegeOfferCount, {
    roles: SAVING_ROLES,
    shared: (session) => whenReady(visibleOffers(session), (visible) => visible.privilegeCountJson),
  });

  app.route({
    ...(await contractRoute(lastOffers)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return (await visibleOffers(sessionOf(request))).newestFirst.slice(0, request.params.n);
    },
  });

  // Unknown and not visible are the same answer: an offer's existence is never revealed.
  await sharedRead(app, offerEndpoint, {
    roles: SAVING_ROLES,
    shared: (session, { id }) =>
      whenReady(visibleOffers(session), (visible) => visible.offerJson(id)),
    otherwise: () => Promise.reject(notFound('Offre')),
  });

  app.route({
    ...(await contractRoute(offerSubThemes)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', PRIVATE_NO_CACHE);
      return linkedSubThemes(app.db, sessionOf(request).effectiveUser, request.params.id);
    },
  });

  app.route({
    ...(await contractRoute(offerWebsiteRedirection)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      const answer = await redirectToOffer(app.db, session.effectiveUser, request.params.id);
      const event = { kind: 'offer_redirection', itemId: request.params.id } as const;
      await recordSessionUsage(app.db, session, event);
      return answer;
    },
  });
};

export default offersRoutes;
