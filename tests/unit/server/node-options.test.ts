// @vitest-environment node
/**
 * `npm start` launches the server with the Node options every server process needs
 * (`SERVER_NODE_OPTIONS`, server/config.ts): V8 reads them only at start, so the script itself
 * must carry them (docs/operations.md, "Starting").
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SERVER_NODE_OPTIONS } from '../../../server/config';

describe('npm start', () => {
  it('gives node every server option, before the script', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    const words = (manifest.scripts.start ?? '').split(/\s+/);
    const script = words.indexOf('server/start.ts');
    expect(words.slice(0, 2)).toEqual(['exec', 'node']);
    for (const option of SERVER_NODE_OPTIONS) {
      const at = words.indexOf(option);
      expect(at, option).toBeGreaterThan(1);
      expect(at, option).toBeLessThan(script);
    }
  });
});
