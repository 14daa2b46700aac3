import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** What the server compresses with, by preference. */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;
export type CompressionEncoding = (typeof COMPRESSION_ENCODINGS)[number];

/** Smaller answers are not worth compressing (nor the CPU it costs). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers compressed for clients that accept it: the offer list with its logos is about
 * 100 KB of JSON, a few seconds on a weak mobile connection, and a tenth of that compressed.
 * The built app's files come precompressed from the build (pwa-static), and the shared answers
 * compressed once per change of their data (plugins/shared-json.ts): this leaves both as they
 * are. Brotli at quality 4 and gzip at level 6: most of the gain for little CPU per request.
 */
export default fp(async (app) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...COMPRESSION_ENCODINGS],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
