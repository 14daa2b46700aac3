/**
 * `reply.sendSharedJson(shared)`: answers a JSON text built once and shared by many requests
 * (server/shared-json.ts), in the form the client accepts. The route only names what to send;
 * the negotiation, the choice of encoding and the headers are here.
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedJson } from '../shared-json.js';
import {
  COMPRESSION_ENCODINGS,
  COMPRESSION_THRESHOLD_BYTES,
  type CompressionEncoding,
} from './compression.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends `shared` as the answer: its text, or its brotli or gzip form when the client accepts
     * one (compressed once per change of the data, not per request). Private to the signed-in
     * user and revalidated at every use (`private, no-cache`) unless the route set its own
     * Cache-Control.
     */
    sendSharedJson(shared: SharedJson): Promise<FastifyReply>;
  }
}

/** Signed-in users' data: the service worker decides what to keep; shared proxies keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

function encodingFor(
  acceptEncoding: string | undefined,
  bytes: number,
): CompressionEncoding | null {
  if (!acceptEncoding || bytes < COMPRESSION_THRESHOLD_BYTES) return null;
  return negotiate(acceptEncoding, [...COMPRESSION_ENCODINGS]) as CompressionEncoding | null;
}

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * The body goes out as text or bytes, not through the route's response serializer (the text was
 * checked against the route's schema when it was built), and the compression plugin leaves an
 * answer that already has its content encoding alone.
 */
async function sendSharedJson(this: FastifyReply, shared: SharedJson): Promise<FastifyReply> {
  if (!this.hasHeader('cache-control')) void this.header('cache-control', PRIVATE_NO_CACHE);
  void this.header('vary', 'accept-encoding').header('etag', shared.etag);
  // The client holds this very answer (docs/http-contract.md, "Validators").
  if (holds(this.request.headers['if-none-match'], shared.etag)) return this.code(304).send();
  void this.type('application/json; charset=utf-8');
  const encoding = encodingFor(this.request.headers['accept-encoding'], shared.bytes);
  if (!encoding) return this.header('content-length', shared.bytes).send(shared.text);
  const body = await shared.encodedAs(encoding);
  return this.header('content-encoding', encoding)
    .header('content-length', body.byteLength)
    .send(body);
}

export default fp(
  async (app) => {
    app.decorateReply('sendSharedJson', sendSharedJson);
  },
  { name: 'shared-json' },
);
