/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone.
 *
 * Lighthouse's mobile preset slows the CPU down a fixed four times, which emulates its mid-tier
 * phone only on a host of a benchmark index of about 1,500. This host's index has been seen
 * anywhere from about 1,000 to 2,700 within an hour (shared vCPUs): the same build then scored
 * from 82 to 95. Lighthouse's documentation (docs/throttling.md, "Calibrating the CPU slowdown")
 * asks for the multiplier to follow the host's index, by its CPU slowdown calculator; PageSpeed
 * Insights lowered its own for the same reason (Lighthouse 12.2.3).
 */

/**
 * The calculator's anchor points: benchmark index → multiplier reaching the reference phone.
 * Between two points the multiplier is linear; beyond the last one it keeps the last slope.
 */
const CALIBRATION_POINTS: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/** The CPU slowdown multiplier for a host of this Lighthouse benchmark index (never below 1). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const last = CALIBRATION_POINTS.length - 1;
  let upper = CALIBRATION_POINTS.findIndex(([index]) => benchmarkIndex <= index);
  if (upper === -1) upper = last;
  if (upper === 0) upper = 1;
  const [fromIndex, fromMultiplier] = CALIBRATION_POINTS[upper - 1]!;
  const [toIndex, toMultiplier] = CALIBRATION_POINTS[upper]!;
  const slope = (toMultiplier - fromMultiplier) / (toIndex - fromIndex);
  return Math.max(1, fromMultiplier + (benchmarkIndex - fromIndex) * slope);
}
