// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SharedJson } from '../../../server/shared-json';

const text = JSON.stringify(
  Array.from({ length: 200 }, (_, id) => ({ id, title: `Offre ${id}`, discount: '-10 %' })),
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

  it('measures its size in bytes, as sent, not in characters', () => {
    expect(new SharedJson('"Réseau"').bytes).toBe(9);
  });
});
