/**
 * `npm start`: builds the PWA and the back office when a build is missing or older than their
 * sources (server/build-web.ts), then starts the server on them. With WORKERS=N the workers run
 * this file too (node:cluster forks the same script): only the primary builds, once, before
 * forking.
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { buildWebApps } from './build-web.js';
import { PROJECT_ROOT } from './config.js';
import { configOrExit } from './cluster.js';

const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.bo.config.ts',
  'package-lock.json',
];

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

/** When the older of the two builds was written; undefined when either is missing. */
function builtAt(): number | undefined {
  const times = [path.join(distDir, 'index.html'), path.join(distDir, 'bo', 'index.html')].map(
    (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs,
  );
  return times.some((time) => time === undefined) ? undefined : Math.min(...(times as number[]));
}

function buildIfNeeded(): void {
  const built = builtAt();
  const sourcesAt = Math.max(
    ...BUILD_INPUTS.map((input) => newestModification(path.join(PROJECT_ROOT, input))),
  );
  if (built === undefined || sourcesAt > built) {
    console.log('Construction de l’application et du back office…');
    buildWebApps(distDir);
  }
}

if (cluster.isPrimary) buildIfNeeded();

await import('./index.js');
