/**
 * Lighthouse 12 (mobile preset, simulated throttling) against Debian's Chromium, started here
 * with a remote-debugging port for Lighthouse to drive. Each run's CPU slowdown is calibrated to
 * the host's speed just before it (see cpu-calibration.ts). Runs still vary on a shared host, so
 * each page is measured several times and the figures are those of Lighthouse's own median run
 * (the run nearest the median first paint and time to interactive), as Lighthouse's
 * documentation on variability advises.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium as playwrightChromium } from '@playwright/test';
import { findFreePort } from '../support/free-port';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { cpuSlowdownFor } from './cpu-calibration';
import { browserCookies } from './server';

/** Five, as Lighthouse's documentation advises; BENCH_LIGHTHOUSE_RUNS changes it. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Runs of one page that may fail to be recorded (and are run again) before the page fails. */
const MAX_FAILED_RUNS = 2;

export interface LighthouseFigures {
  performance: number | null;
  /** The lowest and highest performance scores of all the runs. */
  performanceRange: [number, number] | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** The lowest and highest LCP and TBT of all the runs, to read the median against. */
  lcpRange: [number, number] | null;
  tbtRange: [number, number] | null;
  /** The host's benchmark index taken just before the median run, and the slowdown it gave. */
  benchmarkIndex: number | null;
  cpuSlowdown: number | null;
  /** The lowest and highest slowdowns of all the runs. */
  cpuSlowdownRange: [number, number] | null;
  cls: number | null;
  /** Audits that cost points, per category, to explain a miss. */
  accessibilityMisses: string[];
  bestPracticesMisses: string[];
}

async function waitForDevTools(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its remote-debugging port.');
}

/**
 * The host's benchmark index now, computed as Lighthouse computes it (its own page function,
 * unthrottled) in a blank tab of the browser that Lighthouse drives.
 */
async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    try {
      return await page.evaluate(pageFunctions.computeBenchmarkIndex);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close(); // disconnects; the browser stays up for Lighthouse
  }
}

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

export interface LighthouseOptions {
  /** The session cookie, as after a real login. */
  cookie?: string;
  /** Scripts blocked: what the page's HTML and stylesheets alone paint (docs/first-screen.md). */
  blockJavaScript?: boolean;
  /** Runs of the page, of which the median one is reported. */
  runs?: number;
  /** One slowdown for every run (`hostCpuSlowdown`), instead of one calibrated before each. */
  cpuSlowdown?: number;
}

/** Debian's Chromium with a remote-debugging port, for `use`; closed and its profile removed after. */
async function withChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const port = await findFreePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'avantages-pro-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevTools(port);
    return await use(port);
  } finally {
    if (chromium.exitCode === null) {
      chromium.kill('SIGTERM');
      await once(chromium, 'exit');
    }
    // Chromium's helper processes may still write to it for a moment after the browser exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** Index measures taken for one slowdown: their median is steadier than any one of them. */
const CALIBRATION_MEASURES = 7;

/**
 * One CPU slowdown for pages measured side by side (docs/performance.md, "Blocking time"): the
 * median of several benchmark indexes, so that a page and the floor it is read against are
 * slowed down alike, not each by the index of its own moment.
 */
export async function hostCpuSlowdown(): Promise<{ slowdown: number; index: number }> {
  return withChromium(async (port) => {
    const indexes: number[] = [];
    for (let i = 0; i < CALIBRATION_MEASURES; i += 1) indexes.push(await measureBenchmarkIndex(port));
    indexes.sort((a, b) => a - b);
    const index = indexes[Math.floor(indexes.length / 2)]!;
    return { slowdown: cpuSlowdownFor(index), index };
  });
}

export async function runLighthouse(
  url: string,
  {
    cookie,
    blockJavaScript = false,
    runs: runCount = LIGHTHOUSE_RUNS,
    cpuSlowdown,
  }: LighthouseOptions = {},
): Promise<LighthouseFigures> {
  return withChromium(async (port) => {
    // In the browser's cookie jar, as after a real login: the app reads its signed-in hint from
    // document.cookie, which a Cookie request header alone would not fill. Lighthouse clears
    // storage between runs but keeps cookies, for this very use.
    if (cookie) {
      const devtools = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
      await devtools.contexts()[0]?.addCookies(browserCookies(cookie, new URL(url).origin));
      await devtools.close(); // disconnects; the browser stays up for Lighthouse
    }
    const runs: Result[] = [];
    const indexBefore = new Map<Result, number>();
    let failedRuns = 0;
    while (runs.length < runCount) {
      const benchmarkIndex = await measureBenchmarkIndex(port);
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        throttling: { cpuSlowdownMultiplier: cpuSlowdown ?? cpuSlowdownFor(benchmarkIndex) },
        ...(blockJavaScript ? { blockedUrlPatterns: ['*.js'] } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { runtimeError } = result.lhr;
      if (runtimeError) {
        // A trace that Chromium failed to record (NO_NAVSTART, NO_FCP...): Lighthouse itself
        // asks to run again. A page that keeps failing is reported as such.
        failedRuns += 1;
        if (failedRuns > MAX_FAILED_RUNS) throw new Error(`Lighthouse: ${runtimeError.message}`);
        console.warn(`  Lighthouse run of ${url} failed (${runtimeError.code}); running it again.`);
        continue;
      }
      runs.push(result.lhr);
      indexBefore.set(result.lhr, benchmarkIndex);
    }
    const lhr: Result = computeMedianRun(filterToValidRuns(runs));
    // The median run's whole report, to see what a score is made of (the Lighthouse viewer).
    const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
    if (reportDir) {
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      const suffix = blockJavaScript ? '-no-js' : '';
      await writeFile(
        path.join(reportDir, `lighthouse-${name || 'home'}${suffix}.json`),
        JSON.stringify(lhr),
      );
    }
    const scores = runs.flatMap((run) => score(run.categories.performance?.score) ?? []);
    const slowdowns = runs.map((run) => run.configSettings.throttling.cpuSlowdownMultiplier);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const range = (id: string): [number, number] | null => {
      const values = runs.flatMap((run) => run.audits[id]?.numericValue ?? []);
      return values.length ? [Math.min(...values), Math.max(...values)] : null;
    };
    const misses = (category: string) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    return {
      performance: score(lhr.categories.performance?.score),
      performanceRange: scores.length ? [Math.min(...scores), Math.max(...scores)] : null,
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      lcpRange: range('largest-contentful-paint'),
      tbtRange: range('total-blocking-time'),
      benchmarkIndex: indexBefore.get(lhr) ?? null,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      cpuSlowdownRange: [Math.min(...slowdowns), Math.max(...slowdowns)],
      cls: numeric('cumulative-layout-shift'),
      accessibilityMisses: misses('accessibility'),
      bestPracticesMisses: misses('best-practices'),
    };
  });
}
