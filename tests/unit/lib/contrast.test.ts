// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatContrastRatio,
  insufficientContrastMessage,
  meetsContrastAA,
  relativeLuminance,
} from '../../../src/lib/contrast';

// Reference figures published with WCAG 2.1 and by WebAIM's contrast checker.
describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#ff0000', '#ffffff', 4.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#1e3a8a', '#ffffff', 10.36],
    ['#7c3aed', '#ffffff', 5.7],
  ])('%s and %s: %s:1', (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 1);
    // The order of the colors does not matter.
    expect(contrastRatio(second, first)).toBe(contrastRatio(first, second));
  });

  it('reads upper-case digits as lower-case ones', () => {
    expect(contrastRatio('#1E3A8A', '#FFFFFF')).toBe(contrastRatio('#1e3a8a', '#ffffff'));
  });

  it('gives the relative luminance of black, white and a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    // #808080: (128/255 + 0.055) / 1.055) ^ 2.4
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('refuses anything but #rrggbb', () => {
    for (const bad of ['#fff', 'red', '#12345g', '123456', '']) {
      expect(() => relativeLuminance(bad)).toThrow();
    }
  });
});

describe('meetsContrastAA', () => {
  it('passes from 4.5:1 on, fails just below', () => {
    expect(meetsContrastAA('#767676', '#ffffff')).toBe(true);
    expect(meetsContrastAA('#777777', '#ffffff')).toBe(false);
    expect(meetsContrastAA('#3f8cff', '#ffffff')).toBe(false);
    expect(meetsContrastAA('#ffffff', '#000000')).toBe(true);
  });
});

describe('the French text of a ratio', () => {
  it('writes a comma and rounds down, so that a refused pair never reads 4,5:1', () => {
    expect(formatContrastRatio(21)).toBe('21,0:1');
    expect(formatContrastRatio(4.499)).toBe('4,4:1');
    expect(formatContrastRatio(4.54)).toBe('4,5:1');
    expect(insufficientContrastMessage(contrastRatio('#777777', '#ffffff'))).toBe(
      'Contraste insuffisant (4,4:1) : il faut au moins 4,5:1.',
    );
  });
});
