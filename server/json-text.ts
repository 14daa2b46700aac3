import type { FastifyReply } from 'fastify';

/**
 * Answers JSON that is already text. Fastify sends a string with a JSON content type as it is,
 * without the route's response serializer: for large answers built once and shared (see
 * services/offer-catalog.ts), whose text was checked against the same schema when it was built.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
