/**
 * `npm start`: builds the PWA when the build is missing or older than its sources, then starts
 * the server on it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, configFromEnv } from './config.js';

const BUILD_INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), 0);
}

const { distDir } = configFromEnv();
const builtAt = fs.statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs;
const sourcesAt = Math.max(
  ...BUILD_INPUTS.map((input) => newestModification(path.join(PROJECT_ROOT, input))),
);

if (builtAt === undefined || sourcesAt > builtAt) {
  console.log('Construction de l’application…');
  execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
}

await import('./index.js');
