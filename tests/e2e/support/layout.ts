import { expect, test, type Page } from '@playwright/test';
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
