/**
 * The server when PostgreSQL drops its connections (docs/operations.md, "When the database drops
 * its connections"): every backend terminated while requests of each kind are in flight, several
 * times in a row, and the database unreachable (connections refused) for a while. The real server
 * runs as child processes (WORKERS=1 and WORKERS=2) on a PostgreSQL database of its own, reached
 * through a proxy that can take the database away; every wait is for a fact.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/plugins/errors';
import { DATABASE_KINDS } from '../support/api-server';
import { findFreePort } from '../support/free-port';
import {
  FACT_TIMEOUT_MS,
  ServerProcess,
  connectedUser,
  loginForm,
  requestOn,
  startProxy,
  until,
  type Answer,
  type DatabaseProxy,
} from '../support/server-process';
import { createSeededDatabase } from '../support/test-database';

const POSTGRES = DATABASE_KINDS.includes('postgres');

/** The promise: logins and lists succeed again this soon after the database is back. */
const RECOVERY_BUDGET_MS = 2_000;

type Request = Parameters<typeof requestOn> extends [unknown, ...infer Rest] ? Rest : never;

interface Recorded {
  kind: string;
  /** The answer, or why there was none (a refused or reset connection: the process died). */
  answer: Answer | { failure: string };
}

/** What the test logs in as; kept apart per kind so the login limits are never reached. */
const LOGIN_ACCOUNTS = ['pro@demo.fr', 'reseau@demo.fr', 'agence@demo.fr'];

const newsDraft = () =>
  JSON.stringify({
    title: `Brouillon écrit pendant une coupure ${Math.random().toString(36).slice(2)}`,
    summary: 'Écrit pendant que la base de données coupe ses connexions.',
    body: 'Ce brouillon sert au test de coupure de la base de données.',
    status: 'draft',
    publishedAt: null,
  });

describe.runIf(POSTGRES).each([1, 2])(
  'WORKERS=%i when PostgreSQL drops its connections',
  (workers) => {
    let database: Awaited<ReturnType<typeof createSeededDatabase>>;
    let proxy: DatabaseProxy;
    let server: ServerProcess;
    let proCookie = '';
    let adminCookie = '';
    let logins = 0;

    /** One request of each kind the issue names: a login, a list, a back-office write, a read. */
    const kinds: Record<string, () => Request> = {
      login: () => ['POST', '/form-login', loginForm(LOGIN_ACCOUNTS[logins++ % 3]!)],
      list: () => ['GET', '/fo/offer/user/offers', { headers: { cookie: proCookie } }],
      'back-office write': () => [
        'POST',
        '/bo/api/news',
        { body: newsDraft(), headers: { 'content-type': 'application/json', cookie: adminCookie } },
      ],
      'session read': () => ['POST', '/router', connectedUser(proCookie)],
    };

    const succeeded = (answer: Answer) =>
      answer.status >= 200 &&
      answer.status < 300 &&
      (answer.json as { success?: boolean } | undefined)?.success !== false;

    /** A clean refusal while the database is away: 503, JSON, the French message. */
    const unavailable = (answer: Answer) =>
      answer.status === 503 &&
      (answer.json as { message?: string } | undefined)?.message === DATABASE_UNAVAILABLE_MESSAGE;

    /** Requests of every kind, one after the other per kind, on new connections, until stopped. */
    function startLoad() {
      let running = true;
      const recorded: Recorded[] = [];
      const loops = Object.entries(kinds).map(async ([kind, request]) => {
        while (running) {
          try {
            recorded.push({ kind, answer: await requestOn(server, ...request()) });
          } catch (error) {
            recorded.push({ kind, answer: { failure: String(error) } });
          }
        }
      });
      return {
        recorded,
        /** Waits until every kind has had an answer that `holds` since `from` (an index). */
        untilEachKind(holds: (answer: Answer) => boolean, what: string, from = 0) {
          return until(
            async () =>
              Object.keys(kinds).every((kind) =>
                recorded
                  .slice(from)
                  .some((r) => r.kind === kind && 'status' in r.answer && holds(r.answer)),
              ),
            what,
          );
        },
        async stop() {
          running = false;
          await Promise.all(loops);
          return recorded;
        },
      };
    }

    /**
     * Every kind succeeds again on every process, on new connections: how long after `since` the
     * server was serving again, that is when the first request sent after the last refusal left.
     * The probes' own latency is not the server's recovery: on a busy machine it can be larger
     * than the budget while the server was ready from the first probe.
     */
    async function recovery(since: number): Promise<number> {
      const pids = new Set(workers > 1 ? server.workerPids() : [server.child.pid!]);
      const probes: { sent: number; ok: boolean }[] = [];
      // Kind after kind: the primary hands new connections to the workers in turn, so a kind's
      // consecutive requests reach each of them.
      for (const [kind, request] of Object.entries(kinds)) {
        const served = new Set<number>();
        await until(async () => {
          const sent = Date.now();
          const answer = await requestOn(server, ...request());
          const ok = succeeded(answer);
          probes.push({ sent, ok });
          if (ok) served.add(answer.pid);
          return [...pids].every((pid) => served.has(pid));
        }, `${kind} succeeding on every process`);
      }
      const lastRefusal = probes.findLastIndex((probe) => !probe.ok);
      return probes[lastRefusal + 1]!.sent - since;
    }

    /** Whether the server, and each of its workers, is still the process it was at the start. */
    function expectNoProcessDied(workerPids: number[]) {
      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
      expect(server.workerPids()).toEqual(workerPids);
      expect(server.lines.filter((line) => /arrêté/.test(line.msg))).toEqual([]);
      expect(server.stderr).not.toMatch(/Connection terminated|Emitted 'error' event/);
    }

    function expectOnlySuccessesOrCleanRefusals(recorded: Recorded[]) {
      const unexpected = recorded.filter(
        (r) => !('status' in r.answer) || (!succeeded(r.answer) && !unavailable(r.answer)),
      );
      expect(
        unexpected.map((r) => ({
          kind: r.kind,
          ...('status' in r.answer ? { status: r.answer.status, body: r.answer.text } : r.answer),
        })),
      ).toEqual([]);
    }

    beforeAll(async () => {
      database = await createSeededDatabase('outage');
      proxy = await startProxy(new URL(database.url));
      server = new ServerProcess(await findFreePort(), {
        WORKERS: String(workers),
        DATABASE_URL: proxy.urlFor(database.url),
      });
      await server.waitUntilUp();
      if (workers > 1) {
        await server.waitForLine(
          () => server.workerPids().length === workers,
          'telling every worker is ready',
        );
      }
      const pro = await requestOn(server, 'POST', '/form-login', loginForm('pro@demo.fr'));
      const admin = await requestOn(server, 'POST', '/form-login', loginForm('admin@demo.fr'));
      expect([pro.status, admin.status]).toEqual([200, 200]);
      proCookie = pro.cookies.join('; ');
      adminCookie = admin.cookies.join('; ');
    }, 180_000);

    afterAll(async () => {
      await server?.kill();
      await proxy?.close();
      await database?.drop();
    });

    it(
      'terminated backends, three times in a row: requests in flight get a clean 503, nothing dies, all succeeds again within 2 s',
      async () => {
        const workerPids = server.workerPids();
        const recorded: Recorded[] = [];
        for (let round = 1; round <= 3; round++) {
          // Requests held inside their transactions by table locks, alone so they are the ones
          // waiting: a login in its throttle's transaction (after its advisory lock) and a
          // back-office write; lists and reads come and go around them (the load below).
          const locker = new pg.Client({ connectionString: database.url });
          locker.on('error', () => undefined);
          await locker.connect();
          // Its locks released however the round ends, so that the next test does not wait
          // behind them too.
          onTestFinished(() => locker.end().catch(() => undefined));
          await locker.query('BEGIN');
          await locker.query('LOCK TABLE login_failures, news IN ACCESS EXCLUSIVE MODE');
          const waiting = async () => {
            const { rows } = await locker.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            );
            return rows[0]!.waiting;
          };
          const inFlight = (['login', 'back-office write'] as const).map((kind) =>
            requestOn(server, ...kinds[kind]!()),
          );
          // A request answered before the termination would not be in flight: told, not waited for.
          // One that fails (the server stopped after a failed round) is the round's failure.
          const answeredEarly: Answer[] = [];
          for (const request of inFlight) {
            request.then((answer) => answeredEarly.push(answer)).catch(() => undefined);
          }
          await until(
            async () => answeredEarly.length > 0 || (await waiting()) >= inFlight.length,
            'the requests waiting inside the database',
          ).catch(async (error: unknown) => {
            // Where they were instead, for the failure to say.
            const { rows: connections } = await locker.query(
              `select state, wait_event_type, wait_event, left(query, 100) as query
                 from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()`,
            );
            throw new Error(
              `${error instanceof Error ? error.message : String(error)}; the database's other connections: ${JSON.stringify(connections)}; the server's last lines: ${JSON.stringify(server.lines.slice(-20))}`,
            );
          });
          expect(answeredEarly.map((a) => [a.status, a.text])).toEqual([]);
          // And requests of every kind coming and going around them.
          const load = startLoad();
          await until(
            async () => load.recorded.some((r) => r.kind === 'session read'),
            'requests answered around them',
          );

          // What a restart, a failover or a pooler's timeout does to every connection of this
          // database. The termination is in the aggregate, evaluated only on the rows the WHERE
          // keeps: inside the WHERE, the planner may call it first, on every database's
          // connections, those of the test files running beside this one.
          const { rows } = await locker.query<{ terminated: number }>(
            `select (count(*) filter (where pg_terminate_backend(pid)))::int as terminated
               from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
          );
          const since = Date.now();
          await locker.query('ROLLBACK');
          await locker.end();
          expect(rows[0]!.terminated).toBeGreaterThanOrEqual(inFlight.length);

          for (const answer of await Promise.all(inFlight)) {
            expect({ status: answer.status, json: answer.json }).toEqual({
              status: 503,
              json: { message: DATABASE_UNAVAILABLE_MESSAGE },
            });
          }
          recorded.push(...(await load.stop()));
          expect(await recovery(since), `recovery of round ${round}`).toBeLessThan(
            RECOVERY_BUDGET_MS,
          );
        }
        expectOnlySuccessesOrCleanRefusals(recorded);
        expectNoProcessDied(workerPids);
      },
      FACT_TIMEOUT_MS * 4,
    );

    it(
      'the database unreachable for a while (connections refused): clean 503s, then all succeeds within 2 s of its return',
      async () => {
        const workerPids = server.workerPids();
        const load = startLoad();
        await load.untilEachKind(succeeded, 'every kind of request succeeding under load');

        await proxy.stop();
        const from = load.recorded.length;
        // The database stays away until every kind of request has been refused cleanly.
        await load.untilEachKind(unavailable, 'every kind of request answered 503', from);
        const ready = await requestOn(server, 'GET', '/health/ready');
        expect(ready.status).toBe(503);
        expect((await requestOn(server, 'GET', '/health')).status).toBe(200);

        await proxy.restore();
        const since = Date.now();
        const recorded = await load.stop();
        expect(await recovery(since)).toBeLessThan(RECOVERY_BUDGET_MS);

        expectOnlySuccessesOrCleanRefusals(recorded);
        expectNoProcessDied(workerPids);
      },
      FACT_TIMEOUT_MS * 4,
    );
  },
);
