// @vitest-environment node
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStackFloor } from '../../bench/stack-floor';

describe('buildStackFloor', () => {
  let outDir: string | undefined;
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('builds the floor page alone, precompressed as the app is served', async () => {
    outDir = await buildStackFloor();
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const script = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const assets = await readdir(path.join(outDir, 'assets'));
    expect(assets).toContain(`${script}.br`);
    const code = await readFile(path.join(outDir, 'assets', script!), 'utf8');
    expect(code).toContain('Se connecter');
    // Nothing of the app: no query cache, no service worker, none of its pages.
    expect(code).not.toMatch(/QueryClient|serviceWorker|Avantages Pro/);
  }, 60_000);
});
