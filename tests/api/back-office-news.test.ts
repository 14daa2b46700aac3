/**
 * The back office's « Actualités » API (docs/back-office/news.md): admins only, every field
 * checked in French, a body kept as the plain text it was written, images checked from their
 * bytes, every change in the journal, and customers seeing only what is live, a scheduled item
 * included at its time. The checks every content section shares are in
 * tests/support/back-office-content-suite.ts; the fields every article section
 * shares in tests/support/article-suite.ts; this file holds news' words and its own tests.
 */
import { expect, it } from 'vitest';
import { BoArticleDetail } from '../../src/contract/back-office/schemas/article';
import type { Article } from '../../src/contract/api';
import { newsSection } from '../../src/contract/sections/news';
import { describeContentSection } from '../support/back-office-content-suite';
import { articleInput as newsInput, articleSuite } from '../support/article-suite';

describeContentSection(
  articleSuite(
    newsSection,
    {
      anItem: 'a news item',
      notFound: 'Actualité introuvable.',
      created: (title, state) => `Actualité « ${title} » créée (${state}).`,
      deleted: (title) => `Actualité « ${title} » supprimée.`,
      pictureReplaced: (title) => `Image de l’actualité « ${title} » remplacée.`,
      pictureDeleted: (title) => `Image de l’actualité « ${title} » supprimée.`,
      scheduled:
        /^Actualité « Programmée » créée \(programmée pour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\)\.$/,
    },
    // Network users never see news.
    { accounts: ['agence@demo.fr', 'pro@demo.fr'], refused: ['reseau@demo.fr'] },
  ),
  {
    crud(section) {
      it('keeps an HTML body as the text it is, for the PWA to show as text', async () => {
        const body = '<script>alert("x")</script>\n\n<b>Gras</b> & <i>italique</i>';
        const created = await section.create({ title: 'Balises', body });
        expect(created.body).toBe(body);
        const seen = await section.customer.get<Article>(`/fo/news/${created.id}`);
        expect(seen.status).toBe(200);
        expect(seen.body.body).toBe(body);
        expect(seen.headers.get('content-type')).toContain('application/json');
      });

      it('updates, publishes, archives and drafts again, keeping the live date', async () => {
        const { admin } = section;
        const created = await section.create({ title: 'Avant', status: 'draft' });
        const published = await admin.request('PUT', `/bo/api/news/${created.id}`, {
          json: newsInput({ title: 'Avant' }),
        });
        expect(published.status).toBe(200);
        const live = BoArticleDetail.parse(published.body);
        expect(live.status).toBe('published');
        expect(live.publishedAt).not.toBeNull();

        const edited = await admin.request('PUT', `/bo/api/news/${created.id}`, {
          json: newsInput({ title: 'Après', body: 'Un autre texte.' }),
        });
        expect(edited.status).toBe(200);
        // Saved again without a date, a live item keeps the one it went live with.
        expect(edited.body).toMatchObject({
          title: 'Après',
          body: 'Un autre texte.',
          publishedAt: live.publishedAt,
        });

        for (const status of ['archived', 'draft'] as const) {
          const response = await admin.request('PUT', `/bo/api/news/${created.id}`, {
            json: newsInput({
              title: 'Après',
              body: 'Un autre texte.',
              status,
              publishedAt: live.publishedAt,
            }),
          });
          expect(response.status).toBe(200);
          expect(response.body).toMatchObject({ status, publishedAt: live.publishedAt });
        }

        const journal = await section.journal(created.id);
        expect(journal.map((entry) => entry.summary)).toEqual([
          'Actualité « Avant » créée (brouillon).',
          'Actualité « Avant » publiée.',
          'Actualité « Avant » modifiée (titre, texte).',
          'Actualité « Après » archivée.',
          'Actualité « Après » remise en brouillon.',
        ]);
        expect(journal[2]!.before).toMatchObject({ title: 'Avant' });
        expect(journal[2]!.after).toMatchObject({ title: 'Après' });
      });
    },
  },
);
