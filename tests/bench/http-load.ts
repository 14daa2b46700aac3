/**
 * Server throughput and latency: many connections on loopback for a fixed time, for the read
 * endpoints against the server's floor (a bare Fastify sending the same bytes) with wrk, and for
 * login and the offer list while an admin publishes offers at a steady rate with autocannon.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sha256 } from 'js-sha256';
import { PROJECT_ROOT } from '../../server/config';
import type { Database } from '../../server/db/client';
import { hashPassword, sha256Hex } from '../../server/db/passwords';
import { users } from '../../server/db/schema';
import { readEndpoints } from './read-endpoints';
import { capturedAnswer, startServerFloor } from './server-floor';

export const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
/** autocannon's own default: an answer slower than this counts as a failure. */
const TIMEOUT_SECONDS = 10;
/**
 * Logins hash a password on purpose (scrypt, about 10 a second on two cores), so 100 logins at
 * once queue for about 10 s whatever the server does: a timeout of 10 s would measure the
 * host's speed, not a fault. A phone's fetch waits far longer than 30 s.
 */
const LOGIN_TIMEOUT_SECONDS = 30;
/** What Chromium asks for: the reads are measured as the app makes them, compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const LOAD_PASSWORD = 'demo1234';
/** The account the login load's connection `index` logs in as. */
const loadAccount = (index: number) => `charge-${String(index).padStart(3, '0')}@bench.example`;

/**
 * One account per login connection, for the server's `prepare`: the server counts the logins in
 * progress against each account as well as each address (docs/http-contract.md, "Login limits"),
 * so 100 simultaneous logins of one account from 100 addresses would be refused as distributed
 * guessing. Here, as in real use, each connection is a person logging into their own account.
 */
export async function addLoadAccounts({ db }: Database): Promise<void> {
  // One hash for all: hashing is slow on purpose, and they share a password.
  const passwordHash = await hashPassword(sha256Hex(LOAD_PASSWORD));
  await db.insert(users).values(
    Array.from({ length: LOAD_CONNECTIONS }, (_, index) => ({
      email: loadAccount(index),
      passwordHash,
      role: 'PRO' as const,
      firstname: 'Charge',
      lastname: `Connexion ${index}`,
      activated: true,
    })),
  );
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and non-2xx answers: a bench run with any of them is not valid. */
  failures: number;
  breakdown: string;
}

export async function load(options: autocannon.Options): Promise<LoadFigures> {
  const timeout = options.timeout ?? TIMEOUT_SECONDS;
  const result = await autocannon({
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout,
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout among the errors as well.
    failures: result.errors + result.non2xx,
    breakdown: `${result.errors} errors, ${result.timeouts} timeouts (${timeout} s), ${result.non2xx} non-2xx of ${result.requests.sent} sent`,
  };
}

/** wrk, from Debian's package, installed by `tests/setup/ensure-wrk.sh` before the first load. */
const WRK_PATH = process.env.WRK_PATH ?? '/usr/bin/wrk';
const run = promisify(execFile);
let wrkInstalled: Promise<unknown> | undefined;
const ensureWrk = () =>
  (wrkInstalled ??= run('bash', [path.join(PROJECT_ROOT, 'tests/setup/ensure-wrk.sh')]));
const LATENCY_UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** What wrk printed (`--latency`), as figures; throws on output it does not recognise. */
export function wrkFigures(output: string, timeoutSeconds: number): LoadFigures {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk's output has no ${pattern.source}:\n${output}`);
    return Number(match[1]);
  };
  const latencyMs = (percent: number) => {
    const match = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s)$`, 'm').exec(output);
    if (!match) throw new Error(`wrk's output has no ${percent}% latency:\n${output}`);
    return Number(match[1]) * LATENCY_UNIT_MS[match[2]!]!;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const [connect, read, write, timeouts] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const refused = non2xx ? Number(non2xx[1]) : 0;
  const errors = connect! + read! + write!;
  const sent = number(/(\d+) requests in /);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: latencyMs(50),
    p99Ms: latencyMs(99),
    failures: errors + timeouts! + refused,
    breakdown: `${errors} errors, ${timeouts} timeouts (${timeoutSeconds} s), ${refused} non-2xx of ${sent} answered`,
  };
}

/**
 * A read loaded with wrk: written in C, on one thread it keeps 100 connections busy with a
 * fraction of a core, and leaves the rest of this two-core host to the server. autocannon, in
 * JavaScript, needed about as much CPU as the server itself: it measured its own limit, and two
 * server processes were no faster than one under it (docs/performance.md, "The server's floor").
 */
export async function loadRead(url: string, headers: Record<string, string>, duration: number): Promise<LoadFigures> {
  await ensureWrk();
  const { stdout } = await run(WRK_PATH, [
    '--threads=1',
    `--connections=${LOAD_CONNECTIONS}`,
    // Whole seconds: wrk reads no fraction.
    `--duration=${Math.max(1, Math.round(duration))}s`,
    `--timeout=${TIMEOUT_SECONDS}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    url,
  ]);
  return wrkFigures(stdout, TIMEOUT_SECONDS);
}

export interface EndpointLoad {
  endpoint: string;
  figures: LoadFigures;
}

export interface ReadAgainstFloor {
  endpoint: string;
  /** Each server's figures, in the order given. */
  servers: LoadFigures[];
  /** The bare Fastify process sending the same bytes, measured just before (server-floor.ts). */
  floor: LoadFigures;
}

/** A server under load, read with a session of its own. */
export interface LoadedServer {
  baseUrl: string;
  cookie: string;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
const WARM_UP_SECONDS = 2;
/**
 * The floor and the server take turns this many times, each for a share of LOAD_SECONDS: with
 * five, two slices caught by a slow moment of this shared host leave the median alone
 * (docs/performance.md, "The server's floor").
 */
const FLOOR_SLICES = 5;

/**
 * Slices of one load as one figure: the mean throughput, and the median of the slices' p50 and
 * p99 (the load generators answer percentiles, not their histograms).
 */
function combined(slices: LoadFigures[]): LoadFigures {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    requestsPerSecond: slices.reduce((sum, slice) => sum + slice.requestsPerSecond, 0) / slices.length,
    p50Ms: median(slices.map((slice) => slice.p50Ms)),
    p99Ms: median(slices.map((slice) => slice.p99Ms)),
    failures: slices.reduce((sum, slice) => sum + slice.failures, 0),
    breakdown: `p99 of the slices ${slices.map((slice) => slice.p99Ms).join(', ')} ms; ${slices
      .map((slice) => slice.breakdown)
      .join('; ')}`,
  };
}

/**
 * Each read endpoint (read-endpoints.ts) loaded on each server and, just before, on the floor
 * sending the very bytes the first server answered (docs/performance.md, "The server's floor").
 * The floor and the servers take turns in slices, so that they are compared at the same moments
 * of this shared host. The reads ask for compression as a browser does.
 */
export async function loadReadsAgainstFloor(servers: LoadedServer[]): Promise<ReadAgainstFloor[]> {
  const headersOf = ({ cookie }: LoadedServer) => ({ cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const [first] = servers;
  if (!first) throw new Error('No server to load.');
  const endpoints = await readEndpoints(first.baseUrl, first.cookie);
  const answers = await Promise.all(
    endpoints.map((endpoint) => capturedAnswer(first.baseUrl, endpoint.path, headersOf(first))),
  );
  const floor = await startServerFloor(answers);
  const targets = [{ baseUrl: floor.baseUrl, cookie: first.cookie }, ...servers];
  const results: ReadAgainstFloor[] = [];
  try {
    for (const endpoint of endpoints) {
      // Every process warmed up first (the JIT, the first compression of a new answer): the
      // figures are of the steady state.
      for (const target of targets) {
        await loadRead(`${target.baseUrl}${endpoint.path}`, headersOf(target), WARM_UP_SECONDS);
      }
      // Turn about, in slices: a busy moment of this shared host weighs on each alike.
      const slices: LoadFigures[][] = targets.map(() => []);
      for (let slice = 0; slice < FLOOR_SLICES; slice++) {
        const duration = LOAD_SECONDS / FLOOR_SLICES;
        for (const [index, target] of targets.entries()) {
          await settle();
          slices[index]!.push(await loadRead(`${target.baseUrl}${endpoint.path}`, headersOf(target), duration));
        }
      }
      const [floorFigures, ...serverFigures] = slices.map(combined);
      results.push({ endpoint: endpoint.name, servers: serverFigures, floor: floorFigures! });
    }
  } finally {
    await floor.stop();
  }
  return results;
}

/**
 * Logins under load: each hashes a password on purpose (scrypt), which leaves a backlog behind
 * it, so they run after the reads. A successful login every time. Logins in progress count
 * against the limits of their address and of their account (parallel password guesses), so each
 * connection logs into an account of its own (addLoadAccounts) from an address of its own,
 * through the proxy header the server trusts, like users behind a proxy.
 */
export async function loadLogins(baseUrl: string): Promise<EndpointLoad> {
  let client = 0;
  const loginBody = (index: number) =>
    new URLSearchParams({ username: loadAccount(index), password: sha256(LOAD_PASSWORD) }).toString();
  return {
    endpoint: 'POST /form-login',
    figures: await load({
      url: `${baseUrl}/form-login`,
      method: 'POST',
      timeout: LOGIN_TIMEOUT_SECONDS,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: loginBody(0),
      setupClient: (instance) => {
        const index = client % LOAD_CONNECTIONS;
        client += 1;
        instance.setHeaders({
          'content-type': 'application/x-www-form-urlencoded',
          origin: baseUrl,
          'x-forwarded-for': `10.0.${Math.floor(client / 250)}.${(client % 250) + 1}`,
        });
        instance.setBody(loginBody(index));
      },
    }),
  };
}

/** One offer published by the admin every this many milliseconds, during the publishing load. */
export const PUBLISH_INTERVAL_MS = Number(process.env.BENCH_PUBLISH_INTERVAL_MS ?? 200);

export interface PublishingLoad {
  /** The offer list as pro reads it, while offers are being published. */
  reads: LoadFigures;
  /** Offers the admin published (201) during the load, and the calls that failed. */
  published: number;
  publishFailures: number;
  publishP50Ms: number;
  publishP99Ms: number;
  /** Published offers missing from pro's list right after the load (0 when every one shows). */
  missingAfter: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * The offer list under load while an admin publishes an offer every PUBLISH_INTERVAL_MS through
 * the back office's API (POST /bo/api/offers, docs/back-office/offers.md). Each publication is a
 * new version of the offer data: the shared catalog is built again once per change, not once per
 * request, so the list's latency should stay near the quiet load's. The publications go one after
 * the other at a steady rate (the next one starts on its tick, or at once when the previous one
 * took longer), as an admin's script would.
 */
/** The back office's body of an offer the bench publishes, for every customer role, now. */
export function benchOffer(title: string, subThemeId: number) {
  return {
    title,
    supplierName: 'Fournisseur du banc d’essai',
    summary: 'Publiée par le banc d’essai.',
    description: 'Une offre publiée par le banc d’essai pour mesurer le serveur.',
    discount: '-10 %',
    website: 'https://www.banc-essai.example/',
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
    subThemeIds: [subThemeId],
    visibleRoles: ['PRO', 'AGENCY', 'NETWORK'],
    privilege: false,
    priceList: false,
    status: 'published',
  };
}

export async function loadWhilePublishing(
  baseUrl: string,
  proCookie: string,
  adminCookie: string,
): Promise<PublishingLoad> {
  const listUrl = `${baseUrl}/fo/offer/user/offers`;
  const before = (await (await fetch(listUrl, { headers: { cookie: proCookie } })).json()) as {
    id: number;
    subThemeIds: number[];
  }[];
  const subThemeId = before.find((offer) => offer.subThemeIds.length > 0)?.subThemeIds[0];
  if (subThemeId === undefined) throw new Error('The bench account sees no offer with a sub-theme.');

  const publishedIds: number[] = [];
  const latencies: number[] = [];
  let publishFailures = 0;
  let stop = false;
  const publishing = (async () => {
    for (let n = 1; !stop; n++) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/bo/api/offers`, {
          method: 'POST',
          headers: { cookie: adminCookie, origin: baseUrl, 'content-type': 'application/json' },
          body: JSON.stringify(benchOffer(`Offre publiée sous charge n° ${n}`, subThemeId)),
        });
        if (response.status === 201) publishedIds.push(((await response.json()) as { id: number }).id);
        else {
          publishFailures += 1;
          await response.body?.cancel();
        }
      } catch {
        publishFailures += 1;
      }
      const took = performance.now() - started;
      latencies.push(took);
      const wait = PUBLISH_INTERVAL_MS - took;
      if (wait > 0 && !stop) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();

  let reads: LoadFigures;
  try {
    reads = await load({
      url: listUrl,
      headers: { cookie: proCookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
  } finally {
    stop = true;
    await publishing;
  }

  const after = new Set(
    ((await (await fetch(listUrl, { headers: { cookie: proCookie } })).json()) as { id: number }[]).map(
      (offer) => offer.id,
    ),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    reads,
    published: publishedIds.length,
    publishFailures,
    publishP50Ms: percentile(sorted, 0.5),
    publishP99Ms: percentile(sorted, 0.99),
    missingAfter: publishedIds.filter((id) => !after.has(id)).length,
  };
}
