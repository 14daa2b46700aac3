/**
 * The server builds an article section from its definition alone (docs/architecture.md,
 * « Ajouter une rubrique »): a throwaway « Webinaires », added to the list of sections for this
 * file only, gets its customers' and back-office routes, its store, its journal and its words
 * agreed with a masculine noun, and the whole suite every article section passes. Its table and
 * items are copied from the news' (a new section's table comes from its migration).
 */
import { expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeContentSection } from '../support/back-office-content-suite';
import { articleSuite } from '../support/article-suite';
import type * as Sections from '../../src/contract/sections/index';

const { webinarsSection } = await vi.hoisted(() => import('../support/webinars-section'));

vi.mock('../../src/contract/sections/index', async (importOriginal) => {
  const original = await importOriginal<typeof Sections>();
  return { ...original, ARTICLE_SECTIONS: [...original.ARTICLE_SECTIONS, webinarsSection] };
});

describeContentSection(
  articleSuite(
    webinarsSection,
    {
      anItem: 'a webinar',
      notFound: 'Webinaire introuvable.',
      created: (title, state) => `Webinaire « ${title} » créé (${state}).`,
      deleted: (title) => `Webinaire « ${title} » supprimé.`,
      pictureReplaced: (title) => `Image du webinaire « ${title} » remplacée.`,
      pictureDeleted: (title) => `Image du webinaire « ${title} » supprimée.`,
      scheduled:
        /^Webinaire « Programmée » créé \(programmé pour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\)\.$/,
    },
    { accounts: ['pro@demo.fr'], refused: ['agence@demo.fr', 'reseau@demo.fr'] },
    async (server) => {
      await server.database.db.execute(sql`create table webinars (like news including all)`);
      await server.database.db.execute(sql`insert into webinars select * from news`);
    },
  ),
  {
    customers(section) {
      it('answers the newest items first to its readers, and how many there are', async () => {
        await section.create({ title: 'Premier webinaire' });
        await section.create({ title: 'Second webinaire' });
        const last = await section.customer.get<{ title: string }[]>('/fo/webinars/last/1');
        expect(last.status).toBe(200);
        expect(last.body.map((item) => item.title)).toEqual(['Second webinaire']);
        const count = await section.customer.get<number>('/fo/webinars/count');
        expect(count.body).toBeGreaterThanOrEqual(2);
      });
    },
  },
);
