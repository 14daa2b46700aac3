import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_IMAGES_MIN_WIDTH, WIDE_LAYOUT_MIN_WIDTH } from '../../../src/styles/breakpoints';

const SOURCE = path.resolve(__dirname, '../../../src');

/** The PWA's stylesheets: the back office (src/back-office) is another app, with its own widths. */
function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return file === path.join(SOURCE, 'back-office') ? [] : stylesheets(file);
    }
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

/**
 * Every width in pixels at which a stylesheet's `@media` rule starts to apply: `min-width: W`
 * starts at W, `max-width: W` stops there, so the layout beyond it starts at W + 1.
 */
function mediaWidths(): Map<number, string[]> {
  const widths = new Map<number, string[]>();
  for (const file of stylesheets(SOURCE)) {
    const css = readFileSync(file, 'utf8');
    for (const [, bound, value] of css.matchAll(/@media[^{]*\((min|max)-width:\s*(\d+)px\)/g)) {
      const width = bound === 'min' ? Number(value) : Number(value) + 1;
      widths.set(width, [...(widths.get(width) ?? []), path.relative(SOURCE, file)]);
    }
  }
  return widths;
}

describe('breakpoints shared by scripts and stylesheets', () => {
  const widths = mediaWidths();

  it('the stylesheets switch to the wide layout where the scripts do', () => {
    expect(widths.get(WIDE_LAYOUT_MIN_WIDTH)).toEqual(
      expect.arrayContaining([
        'styles/global.css',
        'features/offers/offers.css',
        'features/theme-filter/theme-filter.css',
      ]),
    );
  });

  it('the login page shows its images where the script renders them', () => {
    expect(widths.get(LOGIN_IMAGES_MIN_WIDTH)).toEqual(['styles/global.css']);
  });

  it('the stylesheets’ pixel breakpoints above a phone’s are these two only', () => {
    // Phones' and tablets' own breakpoints (600 px and less) are the stylesheets' alone.
    const wide = [...widths.keys()].filter((width) => width > 700).sort((a, b) => a - b);
    expect(wide).toEqual([LOGIN_IMAGES_MIN_WIDTH, WIDE_LAYOUT_MIN_WIDTH]);
  });
});
