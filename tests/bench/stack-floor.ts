/**
 * Builds the stack-floor page (stack-floor/: React 19 and TanStack Router rendering one static
 * page) as the app is built for production, precompressed the same way, into a folder the bench
 * server can serve. Its Lighthouse score is the ceiling of what any page of this stack can reach
 * under the same throttling: the report shows it beside the app's pages.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

const FLOOR_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stack-floor');

/** Returns the folder of the built page; the caller deletes it. */
export async function buildStackFloor(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'avantages-pro-stack-floor-'));
  await build({
    configFile: false,
    root: FLOOR_ROOT,
    logLevel: 'warn',
    plugins: [react(), compression({ algorithms: ['brotliCompress'], include: /\.(js|html)$/ })],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
