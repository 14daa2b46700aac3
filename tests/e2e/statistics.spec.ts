/**
 * « Statistiques » in Chromium against the real built server (docs/back-office/statistics.md): a pro opens an
 * offer of « Groupement Artisans Plus » in the PWA and goes to its site; the rollup job runs
 * (JOBS=manual); the admin picks a period in the back office, sees the visit and the redirection
 * counted and exports the table as CSV, which reads back with its French columns; the partner
 * sees its own offer's figures and not the other partner's. axe on both pages.
 */
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { StatisticsReport } from '../../src/contract/statistics';
import { expectAxeClean } from './support/axe';
import { testWithOwnServerOf } from './support/own-server';
import { apiSession, read } from './support/publishing';
import { login } from './support/saving';

const test = testWithOwnServerOf({ env: { JOBS: 'manual' } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const ITEMS_TABLE = 'Offres et services les plus consultés';

const parisDay = (date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
const week = () => {
  const to = parisDay();
  return { from: parisDay(new Date(Date.now() - 6 * 86_400_000)), to };
};

/** Runs the jobs (the rollups among them) now, as the server's clock would. */
async function runJobs(page: Page) {
  const tick = await page.request.post('/__test/jobs/tick', {
    data: { at: new Date().toISOString() },
  });
  expect(tick.status()).toBe(204);
}

/** The partner's offers in its figures, and the admin's count of one offer's uses. */
async function partnerOffers(partner: APIRequestContext) {
  const { from, to } = week();
  const report = await read<StatisticsReport>(
    partner,
    `/fo/partner/statistics?from=${from}&to=${to}`,
  );
  return report.tables.items!.filter((row) => row.kind === 'offer');
}

test('an admin sees a pro’s visit and redirection of an offer, and exports them', async ({
  page,
  context,
  baseURL,
}) => {
  const partner = await apiSession(baseURL!, 'partenaire@demo.fr');
  const [offer] = await partnerOffers(partner);
  const admin = await apiSession(baseURL!, 'admin@demo.fr');

  // The pro visits the offer and goes to its site, in the PWA.
  await context.route('https://**/**', (route) =>
    route.fulfill({ body: 'ok', contentType: 'text/plain' }),
  );
  const viewSent = page.waitForResponse(
    (response) => response.url().endsWith('/fo/user/usageEvents') && response.status() === 204,
  );
  await login(page, 'pro@demo.fr', `/saving/offer/${offer!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(offer!.title));
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Accéder au site/ }).click(),
  ]);
  await tab.close();

  // The app gathers its usage events a little before it sends them; logging out sends them at
  // once, under the session still open. Once the view has reached the server, the rollup job
  // counts it (the job runs once a minute: a tick before the view's arrival would leave it to the
  // next minute's).
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await viewSent;
  await expect(page).toHaveURL(/\/login/);
  const { from, to } = week();
  await expect
    .poll(async () => {
      await runJobs(page);
      const report = await read<StatisticsReport>(
        admin,
        `/bo/api/statistics?from=${from}&to=${to}`,
      );
      const row = report.tables.items!.find(
        (each) => each.kind === 'offer' && each.id === offer!.id,
      );
      return row ? [row.views, row.redirections] : null;
    })
    .toEqual([1, 1]);

  // The admin picks the last 7 days and reads them in the table beside the chart.
  await login(page, 'admin@demo.fr', '/bo/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: '7 derniers jours' });
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  const items = page.getByRole('table', { name: ITEMS_TABLE });
  const row = items.getByRole('row').filter({ hasText: String(offer!.title) });
  await expect(row.getByRole('cell')).toHaveText([
    'Offre',
    '1',
    '1',
    '100\u00a0%',
    '0',
    'Groupement Artisans Plus',
  ]);
  await expect(items.getByRole('columnheader')).toHaveText([
    'Titre',
    'Type',
    'Consultations',
    'Redirections vers le site',
    'Conversion (redirections / consultations)',
    'Grilles tarifaires téléchargées',
    'Partenaire',
  ]);
  await expectAxeClean(page, 'the back office’s statistics');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Exporter en CSV : ${ITEMS_TABLE}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statistiques-items-${from}-${to}.csv`);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(csv, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
  expect(Object.keys(rows[0]!)).toEqual([
    'Titre',
    'Type',
    'Consultations',
    'Redirections vers le site',
    'Conversion (redirections / consultations) (%)',
    'Grilles tarifaires téléchargées',
    'Partenaire',
  ]);
  expect(rows.find((each) => each.Titre === offer!.title)).toMatchObject({
    Type: 'Offre',
    Consultations: '1',
    'Redirections vers le site': '1',
    'Conversion (redirections / consultations) (%)': '100',
  });
});

test('a partner sees its own offer’s figures, not another partner’s', async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!, 'admin@demo.fr');
  type Listed = { id: number; title: string; partnerId: number | null };
  const items = (
    await Promise.all(
      [1, 2].map((number) =>
        read<{ items: Listed[] }>(admin, `/bo/api/offers?pageSize=100&page=${number}`),
      ),
    )
  ).flatMap((page) => page.items);
  const partner = await apiSession(baseURL!, 'partenaire@demo.fr');
  const own = await partnerOffers(partner);
  const ownIds = new Set(own.map((row) => row.id));
  const other = items.find((offer) => offer.partnerId !== null && !ownIds.has(offer.id));
  expect(other, 'the demo links an offer to the other partner').toBeDefined();

  await login(page, 'partenaire@demo.fr', '/partner/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Vos offres et services' });
  const visited = table.getByRole('row').filter({ hasText: String(own[0]!.title) });
  await expect(visited.getByRole('cell')).toHaveText(['Offre', '1', '1', '100\u00a0%', '0']);
  await expect(table).not.toContainText(other!.title);
  await expect(
    page.getByLabel('Offre ou service').getByRole('option', { name: new RegExp(other!.title) }),
  ).toHaveCount(0);

  // One of its offers chosen: its figures alone.
  await page.getByLabel('Offre ou service').selectOption({ label: `Offre : ${own[0]!.title}` });
  await expect(page).toHaveURL(new RegExp(`item=offer-${own[0]!.id}`));
  const figures = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(figures.getByText('Consultations', { exact: true })).toBeVisible();
  await expectAxeClean(page, 'the partner’s statistics');

  // The other partner's offer is refused by the server, whatever the address asks.
  const { from, to } = week();
  const refused = await page.request.get(
    `/fo/partner/statistics?from=${from}&to=${to}&offerId=${other!.id}`,
  );
  expect(refused.status()).toBe(403);
});
