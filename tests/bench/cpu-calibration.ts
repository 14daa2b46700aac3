/**
 * Lighthouse's mobile preset slows the CPU down four times, a factor chosen for a host of
 * benchmark index about 1,500: the emulated phone is the host divided by four. On a slower host
 * (these machines measure 1,000 to 1,800 from one run to the next, and 3,400 on another day), the
 * same factor emulates a slower phone than the one the budget is about. Lighthouse's throttling
 * documentation ("Calibrating multipliers") gives the factor for a host's index, so that the
 * emulated phone stays the same; this module measures the index and applies that table.
 */
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's default factor, for the report. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The slowdown factor for a host of this benchmark index, from the table of Lighthouse's
 * throttling documentation: 1,533 gives 4×, with straight lines between its points
 * (150: 1×, 800: 2×, 1,300: 3×, then one more per 233). Below 150 the host is too slow to
 * emulate the phone at all: no slowdown.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * Lighthouse's own CPU benchmark, run `runs` times in `page` (about 1 s each): the median, as a
 * single run varies by a third on a shared machine.
 */
export async function measureBenchmarkIndex(page: Page, runs = 3): Promise<number> {
  const results: number[] = [];
  for (let run = 0; run < runs; run++) {
    results.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  }
  results.sort((a, b) => a - b);
  return results[Math.floor(results.length / 2)] ?? 0;
}
