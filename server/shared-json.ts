import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CompressionEncoding } from './plugins/compression.js';

/**
 * Brotli's best quality below this size: about 0.1 s, once, for the demo catalogue (100 KB), and
 * 9 % smaller than quality 9. Above, quality 9: the best would take seconds (10 s for 8 MB).
 */
const BEST_BROTLI_MAX_BYTES = 1024 * 1024;
/** A quality that costs a few milliseconds: what a new version is answered with at first. */
const QUICK_BROTLI_QUALITY = 5;
/**
 * How long the data must stay unchanged before its best compression is made: while an admin
 * publishes one change after another, each version is compressed quickly only, and the best
 * compression (a tenth of a second each) is made once, for the version that stays.
 */
const SETTLED_AFTER_MS = 3000;

const brotli = (text: string, bytes: number, quality: number) =>
  promisify(brotliCompress)(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  });

const bestBrotliQuality = (bytes: number) =>
  bytes <= BEST_BROTLI_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 9;

// Made once per change of the data, not per request: higher levels than per-request ones.
const quickCompressors: Record<
  CompressionEncoding,
  (text: string, bytes: number) => Promise<Buffer>
> = {
  br: (text, bytes) => brotli(text, bytes, QUICK_BROTLI_QUALITY),
  gzip: (text) => promisify(gzip)(text, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * The texts waiting for their best compression, made once no new text has been built for
 * SETTLED_AFTER_MS. Held weakly: a text no longer answered (an older version) is simply forgotten.
 */
const awaitingBest = new Set<WeakRef<SharedJson>>();
let settleTimer: NodeJS.Timeout | undefined;

function compressBestOnceSettled(json: SharedJson): void {
  awaitingBest.add(new WeakRef(json));
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    const settled = [...awaitingBest];
    awaitingBest.clear();
    for (const ref of settled) ref.deref()?.compressBest();
  }, SETTLED_AFTER_MS);
  // Never keeps a stopping server alive.
  settleTimer.unref();
}

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
  /** The compressed forms already made, for an answer that need not wait (plugins/hot-reads.ts). */
  private readonly made = new Map<CompressionEncoding, Buffer>();

  /** The text's size in UTF-8, measured once: the answers check it at every request. */
  readonly bytes: number;
  private tag: string | undefined;

  constructor(readonly text: string) {
    this.bytes = Buffer.byteLength(text);
  }

  /**
   * The answer's validator, a digest of the text, made once: equal exactly when the texts are, so
   * a 304 is answered only for the very same answer. Weak (`W/`): the compressed forms carry it
   * too (docs/http-contract.md, "Validators").
   */
  get etag(): string {
    this.tag ??= `W/"${createHash('sha256').update(this.text).digest('base64url').slice(0, 32)}"`;
    return this.tag;
  }

  /** The text in `encoding`: at once when already made, else once made. */
  encodedAs(encoding: CompressionEncoding): Buffer | Promise<Buffer> {
    const made = this.made.get(encoding);
    if (made) return made;
    let body = this.compressed.get(encoding);
    if (!body) {
      body = quickCompressors[encoding](this.text, this.bytes);
      body.then(
        (bytes) => {
          if (this.compressed.get(encoding) === body) this.made.set(encoding, bytes);
        },
        // A failure is not kept: the next request compresses again.
        () => this.compressed.delete(encoding),
      );
      this.compressed.set(encoding, body);
      if (encoding === 'br') compressBestOnceSettled(this);
    }
    return body;
  }

  /** Replaces the quick Brotli form by the best one, once made (the quick one answers meanwhile). */
  compressBest(): void {
    brotli(this.text, this.bytes, bestBrotliQuality(this.bytes)).then(
      (best) => {
        this.compressed.set('br', Promise.resolve(best));
        this.made.set('br', best);
      },
      () => undefined, // The quick form stays.
    );
  }
}
