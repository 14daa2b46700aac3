import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './saving';

export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Opens `path` and checks that its page fits the window's width. */
export async function expectPageFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
}

/**
 * One test per width a saving page must fit (a small phone, a tablet, a desktop): `check` runs
 * logged in as pro@demo.fr in a window of that width. One test per width, not one looping over
 * them: six page loads and a login came near the test time limit on a loaded machine.
 */
export function testEachLayoutWidth(pages: string, check: (page: Page) => Promise<void>) {
  for (const width of [360, 1000, 1440]) {
    test(`${pages} have no horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await login(page, 'pro@demo.fr');
      await check(page);
    });
  }
}

/** The box a field's control sits in (its border, buttons and marks). */
const boxOf = (control: Locator) =>
  control.locator('xpath=ancestor::div[contains(@class, "form-field__box")][1]');

/**
 * Two fields shown side by side have boxes of the same height at the same height on the page,
 * whatever each one's label, hint or message above or below it.
 */
export async function expectBoxesLinedUp(left: Locator, right: Locator): Promise<void> {
  const [a, b] = await Promise.all([boxOf(left).boundingBox(), boxOf(right).boundingBox()]);
  if (!a || !b) throw new Error('A field’s box is not shown.');
  expect(b.x, 'side by side').toBeGreaterThanOrEqual(a.x + a.width);
  expect(Math.abs(b.y - a.y), 'same top').toBeLessThan(1);
  expect(Math.abs(b.height - a.height), 'same height').toBeLessThan(1);
}
