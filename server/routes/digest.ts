/**
 * The weekly digest e-mail (docs/digest.md; docs/http-contract.md, "The weekly digest"): the
 * user's switch, for their own account only, and the e-mail's one-click unsubscribe link, which
 * works without a session: its signed token names the user.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  digestOpened,
  digestSetting,
  digestUnsubscribe,
  digestUnsubscribePage,
  saveDigestSetting,
} from '../../src/contract/endpoints.js';
import { contractRoute } from '../contract-route.js';
import { SAVING_ROLES, ownAccountOf, sessionOf } from '../plugins/auth.js';
import { contentSecurityPolicy } from '../plugins/security.js';
import type { Session } from '../plugins/session.js';
import {
  invalidLinkPage,
  UNSUBSCRIBE_PAGE_STYLE_HASHES,
  unsubscribedPage,
  unsubscribePage,
} from '../services/digest/pages.js';
import { appPathOf, openedLinkOf } from '../services/digest/opened-link.js';
import { isDigestEnabled, setDigestEnabled } from '../services/digest/setting.js';
import { digestKey, userOfUnsubscribeToken } from '../services/digest/unsubscribe-token.js';
import { namedUsageEventId, recordUsageOfUser } from '../services/usage-events.js';

export const ACTING_AS_MESSAGE =
  'Le récapitulatif par e-mail se règle depuis votre propre compte, pas en agissant pour un autre.';

/** The e-mail goes to the account's own address: an admin acting as someone does not choose. */
const ownAccount = (session: Session) => ownAccountOf(session, ACTING_AS_MESSAGE);

const PAGE_POLICY = contentSecurityPolicy(UNSUBSCRIBE_PAGE_STYLE_HASHES);

function sendPage(reply: FastifyReply, status: 200 | 400, html: string) {
  // The contract's text answer, as an HTML page; Fastify sends a string with a text type as is.
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_POLICY)
    .send(html);
}

/**
 * No session here, and no exemption from the Origin check of state-changing requests
 * (plugins/security.ts): mail clients post from their servers, with no Origin, and the page's
 * button posts from the same origin. The token is the only credential, so a forged cross-site
 * post could do no more than its holder anyway.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058's own example posts multipart/form-data; its one field says nothing the POST does
  // not, so it is not read (here only: uploads elsewhere have their own parser).
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, _body, done) => done(null, {}),
  );
  // A POST without a body is still a POST: it unsubscribes as the form's does.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  app.route({
    ...(await contractRoute(digestUnsubscribePage)),
    handler: async (request, reply) => {
      const { token } = request.query;
      const userId = userOfUnsubscribeToken(await digestKey(app.db), token);
      if (userId === null || token === undefined) return sendPage(reply, 400, invalidLinkPage());
      // Only a checked token goes back into the page, to the contract's own path.
      return sendPage(
        reply,
        200,
        unsubscribePage(`${digestUnsubscribe.path}?token=${encodeURIComponent(token)}`),
      );
    },
  });

  app.route({
    ...(await contractRoute(digestUnsubscribe)),
    handler: async (request, reply) => {
      const userId = userOfUnsubscribeToken(await digestKey(app.db), request.query.token);
      if (userId === null) return sendPage(reply, 400, invalidLinkPage());
      await setDigestEnabled(app.db, userId, false);
      return sendPage(reply, 200, unsubscribedPage());
    },
  });
};

const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireRoles(SAVING_ROLES);

  app.route({
    ...(await contractRoute(digestSetting)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      return { enabled: await isDigestEnabled(app.db, ownAccount(sessionOf(request))) };
    },
  });

  app.route({
    ...(await contractRoute(saveDigestSetting)),
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const userId = ownAccount(sessionOf(request));
      await setDigestEnabled(app.db, userId, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  });

  await app.register(unsubscribeRoutes);

  app.route({
    ...(await contractRoute(digestOpened)),
    handler: async (request, reply) => {
      const link = openedLinkOf(await digestKey(app.db), request.params.token);
      // Once per user and week, however many of its links are followed, and however often.
      if (link) {
        const id = namedUsageEventId(`digest_opened:${link.userId}:${link.week}`);
        await recordUsageOfUser(app.db, link.userId, { id, kind: 'digest_opened' });
      }
      // A forged or altered token still leads to the page, and is not counted.
      void reply.header('cache-control', 'no-store');
      return reply.redirect(appPathOf(request.query.to), 303);
    },
  });
};

export default digestRoutes;
