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
     * user and revalidated at every use (`private, no-cache`).
     */
    sendSharedJson(shared: SharedJson): Promise<FastifyReply>;
  }
}

/** Signed-in users' data: the service worker decides what to keep; shared proxies keep nothing. */
const PRIVATE_NO_CACHE = 'private, no-cache';

/** The encodings each Accept-Encoding asks for: a client sends the same few at every request. */
const negotiated = new Map<string, CompressionEncoding | null>();
const MAX_NEGOTIATED = 100;

function encodingFor(
  acceptEncoding: string | undefined,
  bytes: number,
): CompressionEncoding | null {
  if (!acceptEncoding || bytes < COMPRESSION_THRESHOLD_BYTES) return null;
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiate(acceptEncoding, [...COMPRESSION_ENCODINGS]) as CompressionEncoding | null;
    if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
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

/** An answer to send: its status, its headers and, but for a 304, its body. Never changed. */
export interface SharedAnswer {
  readonly status: 200 | 304;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly body?: string | Buffer;
}

/** Each shared text's answers, by form, made once: the same few are sent again and again. */
const answersOf = new WeakMap<SharedJson, Map<string, SharedAnswer>>();

function answerIn(
  shared: SharedJson,
  form: 'not-modified' | 'identity' | CompressionEncoding,
  body: string | Buffer | undefined,
): SharedAnswer {
  let answers = answersOf.get(shared);
  if (!answers) answersOf.set(shared, (answers = new Map()));
  const kept = answers.get(form);
  // A compressed form can be replaced by a smaller one (server/shared-json.ts).
  if (kept && kept.body === body) return kept;
  const headers: Record<string, string | number> = {
    'cache-control': PRIVATE_NO_CACHE,
    vary: 'accept-encoding',
    etag: shared.etag,
  };
  if (body !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    if (form !== 'identity') headers['content-encoding'] = form;
    headers['content-length'] = typeof body === 'string' ? shared.bytes : body.byteLength;
  }
  const answer: SharedAnswer = { status: body === undefined ? 304 : 200, headers, body };
  answers.set(form, answer);
  return answer;
}

/**
 * The answer to a request with these headers: the text, or its brotli or gzip form when the
 * client accepts one, or a 304 when the client holds this very answer (docs/http-contract.md,
 * "Validators"). At once when the form to send is made, else once it is. Shared by
 * `reply.sendSharedJson` and the hot reads (plugins/hot-reads.ts), so both answer alike.
 */
export function sharedAnswer(
  shared: SharedJson,
  request: { 'if-none-match'?: string; 'accept-encoding'?: string },
): SharedAnswer | Promise<SharedAnswer> {
  if (holds(request['if-none-match'], shared.etag)) {
    return answerIn(shared, 'not-modified', undefined);
  }
  const encoding = encodingFor(request['accept-encoding'], shared.bytes);
  if (!encoding) return answerIn(shared, 'identity', shared.text);
  const body = shared.encodedAs(encoding);
  return Buffer.isBuffer(body)
    ? answerIn(shared, encoding, body)
    : body.then((made) => answerIn(shared, encoding, made));
}

/**
 * The body goes out as text or bytes, not through the route's response serializer (the text was
 * checked against the route's schema when it was built), and the compression plugin leaves an
 * answer that already has its content encoding alone.
 */
async function sendSharedJson(this: FastifyReply, shared: SharedJson): Promise<FastifyReply> {
  const { status, headers, body } = await sharedAnswer(shared, this.request.headers);
  return this.code(status).headers(headers).send(body);
}

export default fp(
  async (app) => {
    app.decorateReply('sendSharedJson', sendSharedJson);
  },
  { name: 'shared-json' },
);
