import { expect, type Page } from '@playwright/test';

/** DESIGN.md section 2: `ready` resolves while the worker still activates; wait for control. */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Lets the persisted query cache reach IndexedDB (writes are grouped within 100 ms). */
export const settlePersistence = (page: Page) => page.waitForTimeout(300);

export const OFFLINE_BANNER = /^Hors ligne — données du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/;
export const banner = (page: Page) => page.getByRole('status').filter({ hasText: /^Hors ligne/ });
