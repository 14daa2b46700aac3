// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../bench/cpu-calibration';

describe('cpuSlowdownFor', () => {
  it('gives Lighthouse’s fixed fourfold slowdown to the host it was meant for', () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('follows the calculator between its points', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1883)).toBeCloseTo(5.5);
  });

  it('keeps the last slope beyond the fastest point and never speeds a slow host up', () => {
    expect(cpuSlowdownFor(2233)).toBeCloseTo(7);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(60)).toBe(1);
  });
});
