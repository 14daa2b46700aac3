/**
 * Builds the two web apps into one folder: the PWA (vite.config.ts) into `distDir`, then the back
 * office (vite.bo.config.ts) into `distDir/bo`. In that order: the PWA's build empties the
 * folder first, and its service worker's precache list is made before the back office is there.
 * `npm run build` runs this file (DIST_DIR, default dist); `npm start` calls `buildWebApps`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from './config.js';

export function buildWebApps(distDir: string): void {
  const run = (args: string[]) =>
    execFileSync('npx', ['vite', 'build', ...args], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  run(['--outDir', distDir, '--emptyOutDir']);
  run(['--config', 'vite.bo.config.ts', '--outDir', path.join(distDir, 'bo'), '--emptyOutDir']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildWebApps(path.resolve(PROJECT_ROOT, process.env.DIST_DIR ?? 'dist'));
}
