import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * API answers compressed for clients that accept it: the offer list with its logos is about
 * 100 KB of JSON, a few seconds on a weak mobile connection, and a tenth of that compressed.
 * The built app's files come precompressed from the build (pwa-static), which this leaves as they
 * are. Brotli at quality 4 and gzip at level 6: most of the gain for little CPU per request.
 */
export default fp(async (app) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
