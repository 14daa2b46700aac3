/**
 * « Statistiques » at scale (docs/back-office/statistics.md, docs/performance.md): a year of realistic usage
 * events (10,000 users, 2,000 offers) generated in SQL, the daily rollups built by the job's own
 * code, then the dashboards' answers timed through HTTP: the back office's and a partner's, over
 * 30 days and over 12 months, and a year's CSV export.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rollUpUsage } from '../../server/services/statistics/rollup';
import { budgeted, reported, type Figure } from './report';
import { sessionCookie, startBenchServer, type BenchDatabase } from './server';

export const STATISTICS_USERS = 10_000;
export const STATISTICS_OFFERS = 2_000;
/** Events generated per statement: a statement of 10 million rows would hold its WAL at once. */
const BATCH = 500_000;
/** Requests timed per dashboard, after two to warm the server up. */
const SAMPLES = 60;
/** Networks and agencies the generated users belong to. */
const COMPANIES = 200;

/** The share of each kind among the events, roughly as a year of the platform's use would go. */
const KIND_SHARES: [string, number][] = [
  ['offer_view', 0.33],
  ['promotion_view', 0.08],
  ['service_view', 0.06],
  ['news_view', 0.08],
  ['offer_redirection', 0.06],
  ['service_redirection', 0.015],
  ['price_list_download', 0.025],
  ['search', 0.08],
  ['filter_change', 0.06],
  ['login', 0.06],
  ['push_sent', 0.08],
  ['push_opened', 0.02],
  ['digest_sent', 0.02],
  ['digest_opened', 0.01],
];

const SEARCHES = [
  'fibre optique',
  'assurance flotte',
  'électricité verte',
  'véhicule utilitaire',
  'leasing',
  'mutuelle',
  'téléphonie mobile',
  'fournitures de bureau',
  'imprimante',
  'voyage séminaire',
  'borne de recharge',
  'cybersécurité',
];

/** The kind of an event, from a uniform random number, by the shares above. */
function kindCase(random: string) {
  let bound = 0;
  const branches = KIND_SHARES.map(([kind, share]) => {
    bound += share;
    return `when ${random} < ${bound.toFixed(4)} then '${kind}'`;
  });
  return `case ${branches.join(' ')} else 'offer_view' end`;
}

/**
 * Adds `count` events over the year before now: users active unevenly (a few often, most
 * seldom), offers viewed unevenly (a few much, most little), a third of searches finding nothing.
 */
export async function generateUsageEvents(database: Database, count: number): Promise<void> {
  const { db } = database;
  const { rows } = (await db.execute(
    sql.raw(`insert into companies (company_name)
      select 'Réseau ou agence ' || n from generate_series(1, ${COMPANIES}) n returning id`),
  )) as unknown as { rows: { id: number }[] };
  const first = Math.min(...rows.map((row) => row.id));
  // The demo partner owns one offer in forty: its figures are read too.
  await db.execute(sql`update offers set partner_id = (select min(id) from partners) where id % 40 = 0`);
  const terms = `(array[${SEARCHES.map((term) => `'${term}'`).join(', ')}])`;
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await db.execute(
      sql.raw(`insert into usage_events
        (id, kind, item_id, user_key, role, company_id, search_terms, search_found, occurred_at)
      select gen_random_uuid(), kind,
        case
          when kind in ('offer_view', 'promotion_view', 'offer_redirection', 'price_list_download')
            then 1 + floor(${STATISTICS_OFFERS} * power(r_item, 3))::int
          when kind in ('service_view', 'service_redirection') then 1 + floor(20 * r_item)::int
          when kind = 'news_view' then 1 + floor(30 * r_item)::int
        end,
        'u' || user_number, role,
        case when role in ('AGENCY', 'NETWORK') then ${first} + user_number % ${COMPANIES} end,
        case when kind = 'search' then ${terms}[1 + floor(r_term * ${SEARCHES.length})::int] end,
        case when kind = 'search' then r_found > 0.33 end,
        now() - r_time * interval '365 days'
      from (
        select kind, r_item, r_term, r_found, r_time, user_number,
          case when user_number % 100 < 80 then 'PRO' when user_number % 100 < 92 then 'AGENCY'
            else 'NETWORK' end::role as role
        from (
          select ${kindCase('random()')} as kind, random() as r_item, random() as r_term,
            random() as r_found, random() as r_time,
            floor(${STATISTICS_USERS} * power(random(), 2))::int as user_number
          from generate_series(${start}, ${end})
        ) drawn
      ) event`),
    );
  }
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** `SAMPLES` requests one after the other (a person's screen, not a load): p50 and p99 in ms. */
async function timed(url: string, cookie: string) {
  const durations: number[] = [];
  for (let index = 0; index < SAMPLES + 2; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (index >= 2) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p99: percentile(durations, 0.99) };
}

const parisDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);

/**
 * Loads `events` events on a new server's database, builds the rollups and times the
 * dashboards against `budgetMs` (p99).
 */
export async function statisticsAtScale(
  database: BenchDatabase,
  events: number,
  budgetMs: number,
): Promise<Figure[]> {
  const section = `Statistics, ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${(events / 1e6).toLocaleString('en-US')} M events`;
  let loadSeconds = 0;
  let rollupSeconds = 0;
  const server = await startBenchServer({
    database,
    offers: STATISTICS_OFFERS,
    // The rollups are built here, timed; no job runs during the measures. The demo's settings
    // (NODE_ENV=test) let the admin in without a second factor.
    env: { JOBS: 'off', NODE_ENV: 'test' },
    prepare: async (opened) => {
      const loading = performance.now();
      await generateUsageEvents(opened, events);
      await opened.db.execute(sql`analyze usage_events`);
      loadSeconds = (performance.now() - loading) / 1000;
      console.log(`  ${events} events loaded in ${loadSeconds.toFixed(0)} s`);
      const rolling = performance.now();
      await rollUpUsage(opened.db);
      // As autovacuum would after such inserts: the partner's reads are index-only scans.
      await opened.db.execute(sql`vacuum analyze`);
      rollupSeconds = (performance.now() - rolling) / 1000;
    },
  });
  try {
    const admin = await sessionCookie(server.baseUrl, 'admin@demo.fr', undefined, false);
    const partner = await sessionCookie(server.baseUrl, 'partenaire@demo.fr', undefined, false);
    const now = new Date();
    const to = parisDay(now);
    const month = `from=${parisDay(new Date(now.getTime() - 29 * 86_400_000))}&to=${to}`;
    const year = `from=${parisDay(new Date(now.getTime() - 364 * 86_400_000))}&to=${to}`;
    const figures: Figure[] = [
      reported(section, 'events generated and loaded', loadSeconds, 's'),
      reported(section, 'rollups built from every event (first run of the job)', rollupSeconds, 's'),
    ];
    const dashboards: [string, string, string][] = [
      ['back office, 30 days', `/bo/api/statistics?${month}`, admin],
      ['back office, 12 months', `/bo/api/statistics?${year}`, admin],
      ['partner, 30 days', `/fo/partner/statistics?${month}`, partner],
      ['partner, 12 months', `/fo/partner/statistics?${year}`, partner],
    ];
    for (const [name, path, cookie] of dashboards) {
      const { p50, p99 } = await timed(`${server.baseUrl}${path}`, cookie);
      figures.push(
        reported(section, `${name} p50`, p50, 'ms'),
        budgeted(section, `${name} p99`, p99, 'ms', `≤ ${budgetMs} ms`, (value) => value <= budgetMs),
      );
    }
    const exporting = performance.now();
    const csv = await fetch(`${server.baseUrl}/bo/api/statistics/items/csv?${year}`, {
      headers: { cookie: admin },
    });
    const bytes = (await csv.arrayBuffer()).byteLength;
    figures.push(
      reported(section, 'CSV of a year’s items', performance.now() - exporting, 'ms', `${Math.round(bytes / 1024)} KB`),
    );
    return figures;
  } finally {
    await server.stop();
  }
}
