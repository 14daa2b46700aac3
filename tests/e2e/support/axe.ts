/**
 * axe-core's WCAG 2.1 A/AA rules on the screen a test shows: one check for every spec, so that
 * every screen is held to the same rules and reported the same way.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheck {
  /** Wait for the screen's first heading before checking (a screen still loading has none). */
  afterHeading?: boolean;
  /** Report only serious and critical violations (the whole app's sweep, tests/e2e/a11y.spec.ts). */
  seriousOnly?: boolean;
}

/** Fails with each violation's rule, impact, help and first elements, named after `screen`. */
export async function expectAxeClean(
  page: Page,
  screen: string,
  { afterHeading = true, seriousOnly = false }: AxeCheck = {},
): Promise<void> {
  if (afterHeading) await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A list being refreshed shows its rows faded for that moment: axe reads the settled screen.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations
    .filter((violation) => !seriousOnly || ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`)
          .join(', ')}`,
    );
  expect(found, `${screen} (${page.url()})`).toEqual([]);
}

/**
 * Waits until the screen's finite animations and transitions have ended: a toast fading in has
 * its final colours only then, and axe reads the colours of the moment.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
