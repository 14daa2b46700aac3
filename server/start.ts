/**
 * `npm start`: builds the PWA when the build is missing or older than its sources, then starts
 * the server on it. With WORKERS=N the workers run this file too (node:cluster forks the same
 * script): only the primary builds, once, before forking.
 */
import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './config.js';
import { configOrExit } from './cluster.js';

const BUILD_INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), 0);
}

// A configuration that cannot run is refused before a build that takes a while.
const { distDir } = configOrExit();

function buildIfNeeded(): void {
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
}

if (cluster.isPrimary) buildIfNeeded();

await import('./index.js');
