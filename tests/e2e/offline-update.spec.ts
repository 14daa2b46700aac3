import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';

/*
 * A new version reaches users through the update prompt. This test needs its own server, whose
 * build folder it can swap: build A is a copy of the tested build, build B the same with another
 * service worker (what any new build brings, since the worker embeds the precache revisions).
 */
const test = testWithOwnServer;

/** Build B: another service worker script; the precompressed copies of A go away with it. */
async function deployNewBuild(distDir: string) {
  const worker = path.join(distDir, 'sw.js');
  await writeFile(worker, `${await readFile(worker, 'utf8')}\n// build B ${Date.now()}\n`);
  await Promise.all(
    ['sw.js.br', 'sw.js.gz'].map((file) => rm(path.join(distDir, file), { force: true })),
  );
}

test('a new build brings the update prompt; accepting reloads on the new version', async ({
  page,
  ownServer,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre espace');
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const prompt = page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' });
  await expect(prompt).toHaveCount(0);

  await deployNewBuild(ownServer.distDir);
  // Text typed in a form stays: the new version waits for the user's go-ahead.
  await page.reload();
  await page.getByLabel('Adresse e-mail').fill('pro@demo.fr');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('pro@demo.fr');

  await prompt.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('');
  await expect(prompt).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return !!navigator.serviceWorker.controller && !registration?.waiting;
      }),
    )
    .toBe(true);
});
