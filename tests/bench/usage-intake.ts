/**
 * The usage events' intake at scale (docs/statistics.md, docs/performance.md): PWA events posted
 * at a steady 2,000 a second on PostgreSQL while 100 connections read the offer list, as the
 * publishing load does. Devices send what their queue gathered (src/contract/constants.ts,
 * USAGE_GATHER_MS): most requests carry a few events of a user browsing, some a device's backlog
 * back online. Budgets: the rate held with no error, every event answered 204 stored, no more
 * rows than events sent, the list's p99 within the publishing budget.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { CHANGE_OWNER_HEADER, MAX_USAGE_EVENTS_PER_SEND } from '../../src/contract/constants';
import { usageEvents } from '../../server/db/schema';
import { BROWSER_ACCEPT_ENCODING, LOAD_SECONDS, load, type LoadFigures } from './http-load';
import { budgeted, reported, type Figure } from './report';
import { sessionCookie, startBenchServer } from './server';

/** Events a second the intake must hold (issue 37). */
export const INTAKE_RATE = Number(process.env.BENCH_INTAKE_RATE ?? 2_000);
/** Connections posting events: devices sending their queues. */
const INTAKE_CONNECTIONS = 50;
/** The offer list's p99 under another load (run.ts, the publishing and push steps). */
const LIST_P99_BUDGET_MS = 500;

/**
 * Events per request, in turn: four devices in use sending 1 to 4 events gathered over 10 s of
 * browsing, then one back online with a backlog of 20 to 50. About 9 on average.
 */
const BATCH_SIZES = [1, 2, 3, 4, 20, 1, 2, 3, 4, 35, 1, 2, 3, 4, MAX_USAGE_EVENTS_PER_SEND];
const MEAN_BATCH = BATCH_SIZES.reduce((sum, size) => sum + size, 0) / BATCH_SIZES.length;

/** A realistic mix of what devices report: mostly views, some searches and filter changes. */
function nextEvent(n: number): Record<string, unknown> {
  const base = { id: randomUUID(), occurredAt: new Date().toISOString() };
  const pick = n % 20;
  if (pick < 10) return { ...base, kind: 'offer_view', itemId: 1 + (n % 60) };
  if (pick < 12) return { ...base, kind: 'promotion_view', itemId: 1 + (n % 60) };
  if (pick < 14) return { ...base, kind: 'service_view', itemId: 1 + (n % 20) };
  if (pick < 15) return { ...base, kind: 'news_view', itemId: 1 + (n % 10) };
  if (pick < 18) return { ...base, kind: 'search', searchTerms: `outil ${n % 500}`, searchFound: n % 7 !== 0 };
  if (pick < 19) return { ...base, kind: 'filter_change', itemId: 1 + (n % 40) };
  return { ...base, kind: 'push_opened' };
}

interface IntakeRun {
  intake: LoadFigures & { requests: number; sent: number; answered: number };
  reads: LoadFigures;
  stored: number;
}

async function intakeWhileListing(): Promise<IntakeRun> {
  const server = await startBenchServer({ database: 'postgres' });
  let run: Omit<IntakeRun, 'stored'>;
  try {
    const cookie = await sessionCookie(server.baseUrl, 'pro@demo.fr');
    const who = await fetch(`${server.baseUrl}/router`, {
      method: 'POST',
      headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'userBoController', method: 'getConnectedUser' }),
    });
    const [{ result }] = (await who.json()) as [{ result: { id: number } }];
    let requests = 0;
    let events = 0;
    let sent = 0;
    let answered = 0;
    const posting = autocannon({
      url: `${server.baseUrl}/fo/user/usageEvents`,
      connections: INTAKE_CONNECTIONS,
      duration: LOAD_SECONDS,
      overallRate: Math.round(INTAKE_RATE / MEAN_BATCH),
      requests: [
        {
          method: 'POST',
          headers: {
            cookie,
            origin: server.baseUrl,
            'content-type': 'application/json',
            [CHANGE_OWNER_HEADER]: String(result.id),
          },
          // Each connection sends one request at a time: its context holds the one on its way.
          setupRequest: (request, context) => {
            const size = BATCH_SIZES[requests++ % BATCH_SIZES.length]!;
            (context as { size?: number }).size = size;
            sent += size;
            const batch = Array.from({ length: size }, () => nextEvent(events++));
            return { ...request, body: JSON.stringify({ events: batch }) };
          },
          onResponse: (status, _body, context) => {
            if (status === 204) answered += (context as { size?: number }).size ?? 0;
          },
        },
      ],
    });
    const [intakeResult, reads] = await Promise.all([
      posting,
      load({
        url: `${server.baseUrl}/fo/offer/user/offers`,
        headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      }),
    ]);
    run = {
      intake: {
        requestsPerSecond: intakeResult.requests.average,
        p50Ms: intakeResult.latency.p50,
        p99Ms: intakeResult.latency.p99,
        failures: intakeResult.errors + intakeResult.non2xx,
        breakdown: `${intakeResult.errors} errors, ${intakeResult.timeouts} timeouts, ${intakeResult.non2xx} non-2xx of ${intakeResult.requests.sent} sent`,
        requests: intakeResult.requests.sent,
        sent,
        answered,
      },
      reads,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
  // Every event answered is in the table once (the login's own event aside).
  const stored = await server.stopAndInspect(async ({ db }) => {
    const [row] = await db.select({ rows: count() }).from(usageEvents);
    return (row?.rows ?? 0) - 1;
  });
  return { ...run, stored };
}

export async function usageIntakeAtScale(): Promise<Figure[]> {
  const { intake, reads, stored } = await intakeWhileListing();
  const section = `Usage events' intake at ${INTAKE_RATE.toLocaleString('en-US')}/s while the offer list is read, PostgreSQL (${INTAKE_CONNECTIONS} + 100 connections, ${LOAD_SECONDS} s, ${MEAN_BATCH.toFixed(1)} events a request on average)`;
  const list = 'GET /fo/offer/user/offers';
  const post = 'POST /fo/user/usageEvents';
  return [
    budgeted(section, 'events answered 204 a second', intake.answered / LOAD_SECONDS, 'events/s', `≥ ${0.98 * INTAKE_RATE} (the rate asked, 2 % slack)`, (v) => v >= 0.98 * INTAKE_RATE, `${intake.answered} of ${intake.sent} sent`),
    reported(section, `${post} throughput`, intake.requestsPerSecond, 'req/s'),
    reported(section, `${post} p50`, intake.p50Ms, 'ms'),
    reported(section, `${post} p99`, intake.p99Ms, 'ms'),
    budgeted(section, `${post} errors`, intake.failures, '', '= 0', (v) => v === 0, intake.breakdown),
    // Requests still in flight when the load stops are stored without their answer being counted.
    budgeted(section, 'events answered 204 but not stored', Math.max(0, intake.answered - stored), '', '= 0', (v) => v === 0, `${stored} rows for ${intake.answered} answered`),
    budgeted(section, 'rows beyond the events sent', Math.max(0, stored - intake.sent), '', '= 0', (v) => v === 0, `${intake.sent} sent in ${intake.requests} requests`),
    reported(section, `${list} throughput`, reads.requestsPerSecond, 'req/s'),
    reported(section, `${list} p50`, reads.p50Ms, 'ms'),
    budgeted(section, `${list} p99`, reads.p99Ms, 'ms', `≤ ${LIST_P99_BUDGET_MS} ms`, (v) => v <= LIST_P99_BUDGET_MS),
    budgeted(section, `${list} errors`, reads.failures, '', '= 0', (v) => v === 0, reads.breakdown),
  ];
}
