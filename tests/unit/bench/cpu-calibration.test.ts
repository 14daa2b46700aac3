// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from '../../bench/cpu-calibration';

describe('calibratedCpuSlowdown', () => {
  it('gives Lighthouse’s default 4× to the host its mobile preset was chosen for', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 5);
  });

  it('follows the points of Lighthouse’s table, in straight lines between them', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(1766)).toBe(5);
  });

  it('slows a faster host down more, and never speeds a very slow one up', () => {
    expect(calibratedCpuSlowdown(3400)).toBeGreaterThan(calibratedCpuSlowdown(1800));
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });
});
