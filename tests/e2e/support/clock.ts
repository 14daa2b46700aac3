import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Stops the page's time, with Playwright's clock installed before the page loaded
 * (`page.clock.install()`): from here no timer of the page fires until the test runs the time
 * itself (`page.clock.runFor`), so a duration is checked to the millisecond, without waiting it.
 * `shown` is what the test acts on next.
 */
export async function stopTheClock(page: Page, shown: Locator) {
  // What the test acts on must be on screen first: a page still loading would stay so, since
  // TanStack Query hands its results to React on a timer.
  await expect(shown).toBeVisible();
  // `pauseAt` moves the time forward to a moment and stops there: a moment just ahead of now.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}
