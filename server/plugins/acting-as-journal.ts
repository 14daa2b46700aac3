/**
 * Every change an admin makes while acting as a user (« Se connecter en tant que ») goes to the
 * back office's journal, under the admin's account and naming the user acted for
 * (docs/back-office/audit.md, "Changes made while acting as a user"). One hook for every route
 * of the PWA's API, so that no change made this way is left out, whatever route a later version
 * adds: a state-changing request under /fo or /router that succeeded while the session acts as
 * someone is recorded with what it sent (secrets left out), before its answer leaves.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { recordChange } from '../services/audit.js';
import type { UserRow } from './session.js';

export const ACTING_AS_ACTION = 'act-as-change';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The router's calls that only read (docs/http-contract.md). */
const READING_ROUTER_CALLS = new Set(['getConnectedUser', 'verifyUserName']);
/** Never copied into the journal. */
const SECRET_KEY = /password|token/i;

/** What each change of the PWA's API does, in French; others are named by method and path. */
const CHANGE_LABELS: Readonly<Record<string, string>> = {
  'POST /fo/user/saveProfile': 'profil enregistré',
  'POST /fo/partner/editProfile': 'informations de l’espace partenaire modifiées',
  'PATCH /fo/user/subThemePreference': 'centres d’intérêt modifiés',
  'POST /fo/user/subThemePreference': 'centres d’intérêt remplacés',
  'DELETE /fo/user/subThemePreference/:id': 'centre d’intérêt retiré',
  'PUT /fo/user/seenMarks/:section': 'liste marquée comme vue',
  'PATCH /fo/user/favourites': 'favoris modifiés',
  'POST /fo/offer/userWebsiteRedirection/:id': 'visite du site d’une offre',
  'POST /fo/servicePlus/userWebsiteRedirection/:id': 'visite du site d’un service',
  'POST /router removeConnectedAs': 'fin de la connexion en tant que cet utilisateur',
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutSecrets(value: unknown): Record<string, unknown> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEY.test(key)));
}

const nameOf = (user: UserRow) => `${user.firstname} ${user.lastname}`.trim() || user.email;

/** The change's key in CHANGE_LABELS; null for a call that changes nothing. */
function changeOf(request: FastifyRequest): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (path === '/router') {
    const call = isObject(request.body) ? request.body.method : undefined;
    if (typeof call !== 'string' || READING_ROUTER_CALLS.has(call)) return null;
    return `POST /router ${call}`;
  }
  return path.startsWith('/fo/') ? `${request.method} ${path}` : null;
}

const actingAsJournalPlugin: FastifyPluginAsync = async (app) => {
  // A callback, not a promise: every answer passes here, and nearly none is acted for.
  app.addHook('onSend', (request, reply, payload, done) => {
    const session = request.session;
    const change =
      session && session.user.id !== session.effectiveUser.id && reply.statusCode < 400
        ? changeOf(request)
        : null;
    if (!session || !change) return done(null, payload);
    const { user: admin, effectiveUser: user } = session;
    const label = CHANGE_LABELS[change] ?? `modification (${change})`;
    recordChange(app.db, admin, {
      entity: 'user',
      entityId: user.id,
      action: ACTING_AS_ACTION,
      summary: `${nameOf(admin)}, en tant que ${nameOf(user)} (${user.email}) : ${label}`,
      after: {
        request: change,
        ...withoutSecrets(request.params),
        ...withoutSecrets(request.body),
      },
    }).then(() => done(null, payload), done);
  });
};

export default fp(actingAsJournalPlugin, {
  name: 'acting-as-journal',
  dependencies: ['session', 'database'],
});
