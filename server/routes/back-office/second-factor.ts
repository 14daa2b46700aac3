/**
 * « Double authentification » (docs/back-office/second-factor.md): the admin's own second factor,
 * by its real account (never the user it acts as). Every code typed here counts against the
 * account's login limits like a login's, so a session cannot be used to guess codes; a change of
 * the factor is proven by a code and written in the journal.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boConfirmEnrolment,
  boDisableSecondFactor,
  boRenewRecoveryCodes,
  boSecondFactor,
  boStartEnrolment,
} from '../../../src/contract/back-office/second-factor.js';
import type { BoSecondFactorState } from '../../../src/contract/back-office/schemas/second-factor.js';
import { contractRoute } from '../../contract-route.js';
import { HttpError, invalidInput } from '../../http-error.js';
import { recordChange } from '../../services/audit.js';
import {
  confirmEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  secondFactorState,
  startEnrolment,
  verifySecondFactor,
  type SecondFactorMethod,
} from '../../services/second-factor.js';
import { adminOf } from './guard.js';

const WRONG_CODE_MESSAGE = 'Code incorrect ou déjà utilisé. Saisissez le code affiché maintenant.';
const NOT_ENABLED_MESSAGE = 'La double authentification n’est pas activée sur ce compte.';

const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  async function stateOf(userId: number): Promise<BoSecondFactorState> {
    const state = await secondFactorState(app.db, userId);
    return {
      ...state,
      enabledAt: state.enabledAt?.toISOString() ?? null,
      required: app.config.production,
    };
  }

  /** Checks a code of the admin's enabled factor under the login limits; a 400 when wrong. */
  async function requireCode(
    request: FastifyRequest,
    reply: FastifyReply,
    method: SecondFactorMethod,
    code: string,
  ) {
    const admin = adminOf(request);
    if (!(await secondFactorState(app.db, admin.id)).enabled) {
      throw new HttpError(409, NOT_ENABLED_MESSAGE);
    }
    const right = await app.loginThrottle.run(
      request,
      reply,
      admin.email,
      async () => ((await verifySecondFactor(app.db, admin.id, method, code)) ? true : null),
      { rememberDevice: false },
    );
    if (!right) throw invalidInput({ code: WRONG_CODE_MESSAGE });
    return admin;
  }

  app.route({
    ...(await contractRoute(boSecondFactor)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return stateOf(adminOf(request).id);
    },
  });

  app.route({
    ...(await contractRoute(boStartEnrolment)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return startEnrolment(app.db, adminOf(request));
    },
  });

  app.route({
    ...(await contractRoute(boConfirmEnrolment)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const admin = adminOf(request);
      const recoveryCodes = await app.loginThrottle.run(
        request,
        reply,
        admin.email,
        () =>
          confirmEnrolment(app.db, admin.id, request.body.code, (tx) =>
            recordChange(tx, admin, {
              entity: 'user',
              entityId: admin.id,
              action: 'enable-second-factor',
              summary: `Double authentification activée pour ${admin.email}`,
            }),
          ),
        { rememberDevice: false },
      );
      if (!recoveryCodes) throw invalidInput({ code: WRONG_CODE_MESSAGE });
      return { recoveryCodes };
    },
  });

  app.route({
    ...(await contractRoute(boRenewRecoveryCodes)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const admin = await requireCode(request, reply, request.body.method, request.body.code);
      return app.db.transaction(async (tx) => {
        const recoveryCodes = await renewRecoveryCodes(tx, admin.id);
        await recordChange(tx, admin, {
          entity: 'user',
          entityId: admin.id,
          action: 'renew-recovery-codes',
          summary: `Nouveaux codes de secours pour ${admin.email}`,
        });
        return { recoveryCodes };
      });
    },
  });

  app.route({
    ...(await contractRoute(boDisableSecondFactor)),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const admin = await requireCode(request, reply, request.body.method, request.body.code);
      await app.db.transaction(async (tx) => {
        await disableSecondFactor(tx, admin.id);
        await recordChange(tx, admin, {
          entity: 'user',
          entityId: admin.id,
          action: 'disable-second-factor',
          summary: `Double authentification désactivée pour ${admin.email}`,
        });
      });
      return stateOf(admin.id);
    },
  });
};

export default secondFactorRoutes;
