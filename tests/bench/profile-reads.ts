/**
 * A CPU profile of the server under the read load (docs/performance.md, "Where the time goes"):
 * the real server in its own process with `--cpu-prof`, each read endpoint loaded in turn, then
 * the profile's self time summed by function and by package. Not part of `npm run bench`:
 * `tsx tests/bench/profile-reads.ts pglite|postgres [seconds]`, profiles left in PROFILE_DIR.
 */
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { addLoadAccounts, BROWSER_ACCEPT_ENCODING, load } from './http-load';
import { readEndpoints } from './read-endpoints';
import { sessionCookie, startBenchServer, type BenchDatabase } from './server';

const database = (process.argv[2] ?? 'pglite') as BenchDatabase;
const seconds = Number(process.argv[3] ?? 8);
const profileDir = process.env.PROFILE_DIR ?? path.join(tmpdir(), `profile-${database}`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

function summarise(profile: { nodes: ProfileNode[] }): void {
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const { callFrame, hitCount } of profile.nodes) {
    total += hitCount;
    const where = callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
    const pkg = callFrame.url.includes('node_modules/')
      ? (where.startsWith('@') ? where.split('/').slice(0, 2).join('/') : where.split('/')[0]!)
      : callFrame.url.startsWith('node:') || callFrame.url === ''
        ? callFrame.url || `(${callFrame.functionName || 'native'})`
        : 'server';
    const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hitCount);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hitCount);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`).join('\n');
  console.log(`By package:\n${top(byPackage, 15)}\nBy function:\n${top(byFunction, 30)}`);
}

await rm(profileDir, { recursive: true, force: true });
await mkdir(profileDir, { recursive: true });
const server = await startBenchServer({
  database,
  prepare: addLoadAccounts,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
try {
  const cookie = await sessionCookie(server.baseUrl, 'pro@demo.fr');
  for (const endpoint of await readEndpoints(server.baseUrl, cookie)) {
    const figures = await load({
      url: `${server.baseUrl}${endpoint.path}`,
      headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      duration: seconds,
    });
    console.log(`${endpoint.name}: ${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.p99Ms} ms`);
  }
} finally {
  await server.stop();
}
// The main thread's profile is the largest (tsx's loader thread writes one too).
const files = await Promise.all(
  (await readdir(profileDir))
    .filter((file) => file.endsWith('.cpuprofile'))
    .map(async (file) => ({ file, size: (await stat(path.join(profileDir, file))).size })),
);
const latest = files.sort((a, b) => b.size - a.size)[0]?.file;
if (latest) {
  console.log(`Profile ${path.join(profileDir, latest)}`);
  summarise(JSON.parse(await readFile(path.join(profileDir, latest), 'utf8')));
}
