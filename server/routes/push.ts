/**
 * A device's push notifications (docs/push.md; docs/http-contract.md, "Push notifications"): the
 * key to subscribe with, and turning this device on or off for the connected user. Only a user's
 * own account: an admin acting as someone cannot turn that person's notifications on.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushStatus,
  removePushSubscription,
  savePushSubscription,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { invalidInput } from '../http-error.js';
import { SAVING_ROLES, ownAccountOf, sessionOf } from '../plugins/auth.js';
import type { Session } from '../plugins/session.js';
import { isAllowedPushEndpoint } from '../services/push/push-services.js';
import {
  pushDeviceCount,
  removePushSubscription as removeSubscription,
  savePushSubscription as saveSubscription,
} from '../services/push/subscriptions.js';

/** The device is the session's own person's: an admin acting as someone is refused. */
const ownAccount = (session: Session) =>
  ownAccountOf(
    session,
    'Les notifications se règlent depuis votre propre compte, pas en agissant pour un autre.',
  );

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);

  app.route({
    ...(await contractRoute(pushStatus)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      const { user } = sessionOf(request);
      return {
        publicKey: app.push.vapid.publicKey,
        devices: await pushDeviceCount(app.db, user.id),
      };
    },
  });

  app.route({
    ...(await contractRoute(savePushSubscription)),
    preHandler,
    handler: async (request, reply) => {
      const userId = ownAccount(sessionOf(request));
      if (!isAllowedPushEndpoint(request.body.endpoint, app.push.policy)) {
        throw invalidInput({
          endpoint: 'Ce service de notification n’est pas accepté par la plateforme.',
        });
      }
      await saveSubscription(app.db, userId, request.body);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  app.route({
    ...(await contractRoute(removePushSubscription)),
    preHandler,
    handler: async (request, reply) => {
      await removeSubscription(app.db, sessionOf(request).user.id, request.body.endpoint);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });
};

export default pushRoutes;
