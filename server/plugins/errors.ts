import fp from 'fastify-plugin';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUIRED_FIELD_MESSAGE } from '../../src/contract/french-formats.js';
import { describeError, isDatabaseUnavailable } from '../db/client.js';
import { HttpError, invalidInput } from '../http-error.js';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Réessayez dans quelques instants.';

/** Maps the errors Fastify raises itself (body parsing, size, media type) to French answers. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Format de requête non pris en charge.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Le corps de la requête est vide.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'Le corps de la requête n’est pas un JSON valide.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Longueur de requête invalide.' },
};

/**
 * SQLSTATEs of text PostgreSQL cannot store (a NUL character, a byte sequence invalid in UTF-8):
 * the input is at fault, whatever field or path parameter carried it.
 */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

/** Drizzle wraps the driver's error (node-postgres or PGlite) in `cause`. */
function isUnstorableText(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (
    (typeof code === 'string' && UNSTORABLE_TEXT_SQLSTATES.has(code)) ||
    isUnstorableText(cause, depth + 1)
  );
}

/**
 * One error handler for the whole server: bad input is always a 4xx with a French message and
 * field errors; only real faults become a 500, logged, with a message that reveals nothing.
 */
const errorsPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        // Messages come from the contract's schemas, in French (see src/contract/zod-config.ts).
        errors[field] ??= issue.message ?? REQUIRED_FIELD_MESSAGE;
      }
      const body = invalidInput(errors);
      return reply.code(400).send({ message: body.message, errors: body.errors });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send({ message: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: 'Requête invalide.' });
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send({ message: 'Requête invalide : caractère non autorisé.' });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this request: the database restarts or fails over; the pool reconnects
      // on the next request (docs/operations.md, "When the database drops its connections").
      request.log.warn({ reason: describeError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: 'Une erreur est survenue sur le serveur.' });
  });
};

export default fp(errorsPlugin, { name: 'errors' });
