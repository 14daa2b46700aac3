/**
 * `npm run soak`: 200 simulated sessions for 60 s against the real server on loopback, mixing
 * reads with theme-preference writes. Bounded in time and in concurrency (one request in flight
 * per session); stops by itself. Passes when no request failed and, once the server is stopped,
 * the database holds exactly the last acknowledged selection of every user.
 * Environment: SOAK_SESSIONS (200), SOAK_SECONDS (60), SOAK_DATABASE (pglite | postgres).
 */
import { eq, inArray } from 'drizzle-orm';
import { sha256 } from 'js-sha256';
import { hashPassword, sha256Hex } from '../../server/db/passwords';
import { userSubThemePreferences, users } from '../../server/db/schema';
import type { ThemeNode } from '../../src/contract/api';
import { startBenchServer, type BenchDatabase } from '../bench/server';

const SESSIONS = Number(process.env.SOAK_SESSIONS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const DATABASE: BenchDatabase = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'pglite';
/** Share of operations that write the selection; the rest read. */
const WRITE_SHARE = 0.3;
/** Demo accounts that have a selection of their own; the other sessions use created users. */
const DEMO_ACCOUNTS = [
  'pro@demo.fr',
  'agence@demo.fr',
  'reseau@demo.fr',
  'julien.moreau@demo.fr',
  'sarah.lefevre@demo.fr',
];
const PASSWORD = 'demo1234';
const LOGIN_BATCH = 20;
const soakEmail = (index: number) => `soak-${String(index).padStart(3, '0')}@charge.example`;

const READS = [
  '/fo/offer/user/offers',
  '/fo/theme/categoryThemeSubThemeTreeWithUserPreference',
  '/fo/user/progress',
  '/fo/user/countThemeSubThemeWithUserPreference',
  '/fo/offer/user/offers/privilege/count',
  '/fo/servicePlus/count?type=EXCLUSIVE_SERVICE',
];

interface Stats {
  latencies: Map<string, number[]>;
  errors: string[];
}

function record(stats: Stats, kind: string, ms: number): void {
  const list = stats.latencies.get(kind) ?? [];
  list.push(ms);
  stats.latencies.set(kind, list);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function randomSelection(ids: readonly number[]): number[] {
  const picked = ids.filter(() => Math.random() < 0.25);
  return picked.length > 0 ? picked : [ids[0] ?? 1];
}

class Session {
  cookie = '';
  /** The selection of the last write the server acknowledged (null: none yet). */
  acknowledged: number[] | null = null;

  constructor(
    readonly baseUrl: string,
    readonly email: string,
    private readonly stats: Stats,
  ) {}

  private async call(kind: string, path: string, init: RequestInit = {}): Promise<Response | null> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        ...init,
        headers: { origin: this.baseUrl, cookie: this.cookie, ...init.headers },
      });
      // Bodies are read in full, as a client would.
      await response.arrayBuffer();
      record(this.stats, kind, performance.now() - started);
      if (!response.ok) {
        this.stats.errors.push(`${this.email} ${kind} ${path} → ${response.status}`);
        return null;
      }
      return response;
    } catch (error) {
      this.stats.errors.push(`${this.email} ${kind} ${path} → ${String(error)}`);
      return null;
    }
  }

  async login(): Promise<boolean> {
    const response = await this.call('login', '/form-login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: this.email, password: sha256(PASSWORD) }).toString(),
    });
    const cookie = response?.headers
      .getSetCookie()
      .map((value) => value.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('sid='));
    if (cookie) this.cookie = cookie;
    return cookie !== undefined;
  }

  async run(until: number, subThemeIds: readonly number[]): Promise<void> {
    while (Date.now() < until) {
      if (Math.random() < WRITE_SHARE) {
        const selection = randomSelection(subThemeIds);
        const response = await this.call('write', '/fo/user/subThemePreference', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ subThemeIds: selection }),
        });
        if (response) this.acknowledged = selection;
      } else {
        const path = READS[Math.floor(Math.random() * READS.length)] ?? '/fo/user/progress';
        await this.call('read', path);
      }
    }
  }
}

function leaves(node: ThemeNode): ThemeNode[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(leaves);
}

async function main(): Promise<void> {
  const created = Math.max(0, SESSIONS - DEMO_ACCOUNTS.length);
  const emails = [
    ...DEMO_ACCOUNTS.slice(0, SESSIONS),
    ...Array.from({ length: created }, (_, i) => soakEmail(i)),
  ];
  console.log(`Soak: ${emails.length} sessions, ${SECONDS} s, ${DATABASE}.`);

  const server = await startBenchServer({
    database: DATABASE,
    async prepare({ db }) {
      // One hash for every created user: hashing is slow on purpose, and they share a password.
      const passwordHash = await hashPassword(sha256Hex(PASSWORD));
      if (created > 0) {
        await db.insert(users).values(
          Array.from({ length: created }, (_, i) => ({
            email: soakEmail(i),
            passwordHash,
            role: 'PRO' as const,
            firstname: 'Charge',
            lastname: `Session ${i}`,
            activated: true,
          })),
        );
      }
    },
  });

  const stats: Stats = { latencies: new Map(), errors: [] };
  // Hard stop: whatever happens, the process ends.
  const watchdog = setTimeout(
    () => {
      console.error('Soak: watchdog fired, stopping.');
      process.exit(2);
    },
    (SECONDS + 180) * 1000,
  );
  watchdog.unref();

  let verdict = false;
  try {
    const sessions = emails.map((email) => new Session(server.baseUrl, email, stats));
    // Ramp-up: sessions log in a few at a time (password hashing is slow on purpose).
    for (let start = 0; start < sessions.length; start += LOGIN_BATCH) {
      const batch = sessions.slice(start, start + LOGIN_BATCH);
      const loggedIn = await Promise.all(batch.map((session) => session.login()));
      if (loggedIn.some((ok) => !ok)) {
        throw new Error(`Some sessions could not log in: ${stats.errors.slice(0, 5).join('; ')}`);
      }
    }
    const treeResponse = await fetch(
      `${server.baseUrl}/fo/theme/categoryThemeSubThemeTreeWithUserPreference`,
      { headers: { cookie: sessions[0]?.cookie ?? '' } },
    );
    const subThemeIds = ((await treeResponse.json()) as ThemeNode).children
      .flatMap(leaves)
      .map((leaf) => leaf.id);

    const started = Date.now();
    await Promise.all(
      sessions.map((session) => session.run(started + SECONDS * 1000, subThemeIds)),
    );
    const elapsed = (Date.now() - started) / 1000;

    const mismatches = await server.stopAndInspect(async ({ db }) => {
      const rows = await db
        .select({ email: users.email, subThemeId: userSubThemePreferences.subThemeId })
        .from(userSubThemePreferences)
        .innerJoin(users, eq(users.id, userSubThemePreferences.userId))
        .where(inArray(users.email, emails));
      const stored = new Map<string, number[]>();
      for (const row of rows)
        stored.set(row.email, [...(stored.get(row.email) ?? []), row.subThemeId]);
      const problems: string[] = [];
      for (const session of sessions) {
        if (session.acknowledged === null) continue;
        const expected = [...session.acknowledged].sort((a, b) => a - b).join(',');
        const actual = [...(stored.get(session.email) ?? [])].sort((a, b) => a - b).join(',');
        if (expected !== actual)
          problems.push(`${session.email}: expected [${expected}], stored [${actual}]`);
      }
      return problems;
    });

    const all = [...stats.latencies.values()].flat();
    console.log(
      `Requests: ${all.length} in ${elapsed.toFixed(1)} s (${(all.length / elapsed).toFixed(0)} req/s)`,
    );
    for (const [kind, list] of stats.latencies) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `  ${kind}: ${list.length} requests, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms`,
      );
    }
    const writers = sessions.filter((session) => session.acknowledged !== null).length;
    console.log(`Errors: ${stats.errors.length}`);
    for (const error of stats.errors.slice(0, 10)) console.log(`  ${error}`);
    console.log(
      `Database check: ${writers} users with acknowledged writes, ${mismatches.length} mismatches`,
    );
    for (const problem of mismatches.slice(0, 10)) console.log(`  ${problem}`);
    verdict = stats.errors.length === 0 && mismatches.length === 0 && writers > 0;
  } finally {
    await server.stop().catch(() => undefined);
    clearTimeout(watchdog);
  }
  console.log(verdict ? 'Soak passed.' : 'Soak FAILED.');
  process.exitCode = verdict ? 0 : 1;
}

await main();
