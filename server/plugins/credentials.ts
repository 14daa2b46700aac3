/**
 * The proof a change of password or e-mail needs, and what follows it (services/credentials.ts,
 * docs/http-contract.md "Proven changes"). A plugin because it needs the request: the current
 * password is checked under the login limits (a stolen session cannot guess it faster than a
 * login could), and the browser that proved it gets a fresh device cookie.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../db/passwords.js';
import { invalidInput } from '../http-error.js';
import { assertUncommonPassword } from '../services/common-passwords.js';
import {
  assertHolder,
  changeNotice,
  changesCredentials,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type CredentialChange,
} from '../services/credentials.js';
import { sessionOf } from './auth.js';
import type { UserRow } from './session.js';

export interface ProofInput {
  /** The new password's SHA-256, empty or absent when it does not change. */
  password?: string | undefined;
  /** The current password's SHA-256. */
  currentPassword?: string | undefined;
}

export interface Credentials {
  /**
   * Throws unless the session may make `change` to `target`: 403 while acting as someone or for
   * another person, 400 on `password` for a listed password, 400 on `currentPassword` when it is
   * missing or wrong (counted as a failed login), 429 past the login limits.
   */
  prove(
    request: FastifyRequest,
    reply: FastifyReply,
    target: UserRow,
    change: CredentialChange,
    input: ProofInput,
  ): Promise<void>;
  /** After the change is saved: tells the former address, trusts this browser afresh. */
  changed(
    request: FastifyRequest,
    reply: FastifyReply,
    before: UserRow,
    newEmail: string,
    change: CredentialChange,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    credentials: Credentials;
  }
}

const credentialsPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('credentials', {
    async prove(request, reply, target, change, input) {
      if (!changesCredentials(change)) return;
      assertHolder(sessionOf(request), target);
      if (change.password && input.password) await assertUncommonPassword(input.password);
      const current = input.currentPassword;
      if (!current) throw invalidInput({ currentPassword: CURRENT_PASSWORD_REQUIRED_MESSAGE });
      const proven = await app.loginThrottle.run(
        request,
        reply,
        target.email,
        async () => ((await verifyPassword(current, target.passwordHash)) ? true : null),
        { rememberDevice: false },
      );
      if (!proven) throw invalidInput({ currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE });
    },

    async changed(request, reply, before, newEmail, change) {
      if (!changesCredentials(change)) return;
      await app.loginThrottle.rememberDevice(request, reply, newEmail);
      // The change is made: a message that cannot leave is the mailer's to log, not a failure.
      await app.mailer.send(changeNotice(before, change)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'credential change notice not sent');
      });
    },
  } satisfies Credentials);
};

export default fp(credentialsPlugin, {
  name: 'credentials',
  dependencies: ['session', 'login-throttle'],
});
