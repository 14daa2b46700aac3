import { expect, test } from '@playwright/test';
import type { Article } from '../../src/contract/api';
import { api, frenchCount, login, resultCount } from './support/saving';
import { expectNoHorizontalScroll, expectPageFits, testEachLayoutWidth } from './support/layout';

const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date(iso));

for (const email of ['pro@demo.fr', 'agence@demo.fr']) {
  test(`${email}: news list newest first, and a news item`, async ({ page }) => {
    await login(page, email);
    const news = await api<Article[]>(page, '/fo/news/');
    expect(news.length).toBeGreaterThan(1);

    await page.goto('/saving/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
    await expect(page).toHaveTitle('Actualités — Avantages Pro');
    await expect(resultCount(page)).toHaveText(frenchCount(news.length, 'actualité', 'actualités'));

    const titles = await page
      .getByRole('list', { name: 'Actualités' })
      .getByRole('heading')
      .allTextContents();
    const newestFirst = [...news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(titles).toEqual(newestFirst.map((item) => item.title));
    const newest = newestFirst[0]!;
    await expect(page.getByRole('article', { name: newest.title })).toContainText(
      `Publiée le ${frenchDate(newest.publishedAt)}`,
    );

    await page.getByRole('link', { name: newest.title }).click();
    await expect(page).toHaveURL(new RegExp(`/saving/news/${newest.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await expect(page.getByText(newest.body.split(/\n\s*\n/)[0]!.trim())).toBeVisible();
    await page.getByRole('link', { name: 'Retour aux actualités' }).click();
    await expect(page).toHaveURL(/\/saving\/news$/);
  });
}

test('network users are sent away from the news', async ({ page }) => {
  await login(page, 'reseau@demo.fr', '/saving/news');
  await expect(page).toHaveURL(/\/saving\/offer-list/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solutions & Tarifs Négociés');
  await page.goto('/saving/news/1');
  await expect(page).toHaveURL(/\/saving\/offer-list/);
  await expect(page.getByRole('link', { name: 'Actualités' })).toHaveCount(0);
});

testEachLayoutWidth('news pages', async (page) => {
  const [news] = await api<Article[]>(page, '/fo/news/');
  for (const path of ['/saving/news', `/saving/news/${news!.id}`]) await expectPageFits(page, path);
});

testEachLayoutWidth('offer pages', async (page) => {
  await expectPageFits(page, '/saving/offer-list');
  await page.getByRole('list', { name: 'Liste des offres' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/saving\/offer\/\d+$/);
  await expectNoHorizontalScroll(page);
});
