import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CompressionEncoding } from './plugins/compression.js';

/**
 * Brotli's best quality below this size: about 0.1 s, once, for the demo catalogue (100 KB), and
 * 9 % smaller than quality 9. Above, quality 9: the best would take seconds (10 s for 8 MB).
 */
const BEST_BROTLI_MAX_BYTES = 1024 * 1024;

const compressors: Record<CompressionEncoding, (text: string, bytes: number) => Promise<Buffer>> = {
  // Made once per change of the data, not per request: higher levels than per-request ones.
  br: (text, bytes) =>
    promisify(brotliCompress)(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          bytes <= BEST_BROTLI_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      },
    }),
  gzip: (text) => promisify(gzip)(text, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * A large JSON text built once and shared by many requests (services/offer-catalog.ts builds one
 * per change of the offer data): the text, checked against the route's schema when it was built,
 * and its compressed forms, each made on first demand and then kept with it. Compressing a 100 KB
 * list again for every request took most of the server's time per request; it now costs one
 * compression per change. Answering with it (which form, which headers) is the reply's business:
 * `reply.sendSharedJson`, plugins/shared-json.ts.
 */
export class SharedJson {
  private readonly compressed = new Map<CompressionEncoding, Promise<Buffer>>();

  /** The text's size in UTF-8, measured once: the answers check it at every request. */
  readonly bytes: number;

  constructor(readonly text: string) {
    this.bytes = Buffer.byteLength(text);
  }

  encodedAs(encoding: CompressionEncoding): Promise<Buffer> {
    let body = this.compressed.get(encoding);
    if (!body) {
      body = compressors[encoding](this.text, this.bytes);
      // A failure is not kept: the next request compresses again.
      body.catch(() => this.compressed.delete(encoding));
      this.compressed.set(encoding, body);
    }
    return body;
  }
}
