// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedJson } from '../../../server/shared-json';

const WORDS = ['électricité', 'fibre', 'assurance', 'mobilier', 'papeterie', 'remise', 'tarif'];
/** A list with some variety, like a catalogue (on a list of near copies, quality 5 wins). */
const text = JSON.stringify(
  Array.from({ length: 300 }, (_, id) => ({
    id,
    title: `${WORDS[id % 7]} ${WORDS[(id * 3) % 7]} ${id}`,
    summary: Array.from({ length: 12 }, (_, k) => WORDS[(id * k + 3) % 7]).join(' '),
    discount: `-${id % 40} %`,
  })),
);

describe('SharedJson', () => {
  it('compresses its text once per encoding and hands the same body to every request', async () => {
    const json = new SharedJson(text);
    const first = json.encodedAs('br');
    expect(json.encodedAs('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString('utf8')).toBe(text);
    const gzipped = await json.encodedAs('gzip');
    expect(gunzipSync(gzipped).toString('utf8')).toBe(text);
    expect(gzipped.byteLength * 3).toBeLessThan(Buffer.byteLength(text));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a quick Brotli form at first, and the best one once the data has stayed unchanged', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const older = new SharedJson(text);
    await older.encodedAs('br');
    const json = new SharedJson(`${text} `);
    const quick = await json.encodedAs('br');
    // A newer text restarts the wait: nothing is made while versions keep coming.
    vi.advanceTimersByTime(2999);
    expect(await json.encodedAs('br')).toBe(quick);
    vi.advanceTimersByTime(1);
    await expect.poll(async () => (await json.encodedAs('br')) !== quick).toBe(true);
    const best = await json.encodedAs('br');
    expect(best.byteLength).toBeLessThan(quick.byteLength);
    expect(brotliDecompressSync(best).toString('utf8')).toBe(`${text} `);
  });

  it('measures its size in bytes, as sent, not in characters', () => {
    expect(new SharedJson('"Réseau"').bytes).toBe(9);
  });
});
