/**
 * The back office's « Actualités » API (docs/back-office/news.md): admins only, every field
 * checked in French, a body kept as the plain text it was written, images checked from their
 * bytes, every change in the journal, and customers seeing only what is live, a scheduled item
 * included at its time. The checks every content section shares are in
 * tests/support/back-office-content-suite.ts; this file holds news' definition and its own tests.
 */
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { boNewsEndpoints } from '../../src/contract/back-office/news';
import {
  BoNews,
  BoNewsDetail,
  BoNewsPage,
  type BoNewsInput,
} from '../../src/contract/back-office/schemas/news';
import type { News } from '../../src/contract/api';
import { news } from '../../server/db/schema';
import { describeContentSection } from '../support/back-office-content-suite';

function newsInput(overrides: Partial<BoNewsInput> = {}): BoNewsInput {
  return {
    title: 'Nouveaux horaires du service client',
    summary: 'Le service client vous répond désormais jusqu’à 20 heures.',
    body: 'Premier paragraphe.\n\nSecond paragraphe, plus long.',
    status: 'published',
    ...overrides,
  };
}

describeContentSection(
  {
    name: 'news',
    anItem: 'a news item',
    endpoints: boNewsEndpoints,
    url: '/bo/api/news',
    input: newsInput,
    detail: BoNewsDetail,
    page: BoNewsPage,
    item: BoNews,
    storedRow: async (db, id) => (await db.select().from(news).where(eq(news.id, id)))[0],
    notFound: 'Actualité introuvable.',
    creation: {
      overrides: { title: '  Salon des artisans  ', status: 'draft' },
      expected: {
        title: 'Salon des artisans',
        summary: 'Le service client vous répond désormais jusqu’à 20 heures.',
        body: 'Premier paragraphe.\n\nSecond paragraphe, plus long.',
        status: 'draft',
        publishedAt: null,
        hasImage: false,
        imageBase64: null,
      },
      summary: 'Actualité « Salon des artisans » créée (brouillon).',
    },
    journal: {
      entity: 'news',
      deleted: (title) => `Actualité « ${title} » supprimée.`,
      mediaReplaced: (title) => `Image de l’actualité « ${title} » remplacée.`,
      mediaDeleted: (title) => `Image de l’actualité « ${title} » supprimée.`,
      scheduled: {
        title: 'Programmée',
        summary:
          /^Actualité « Programmée » créée \(programmée pour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\)\.$/,
      },
    },
    textField: 'body',
    badFields: [
      ['an empty body', { body: '' }, 'body', 'Ce champ est obligatoire.'],
      [
        'a body too long',
        { body: 'x'.repeat(20_001) },
        'body',
        'Ce champ ne peut dépasser 20000 caractères.',
      ],
    ],
    allWrong: { input: {}, fields: ['body', 'status', 'summary', 'title'] },
    // News have no type: sorting by one is refused.
    badListQueries: [['sort=type', 'sort']],
    list: {
      fixtures: [
        { title: 'Été wombat', summary: 'Les congés.', status: 'draft' },
        { title: 'Assemblée wombat', summary: 'Réunion annuelle.' },
        {
          title: 'Zoo wombat',
          summary: 'Rien à voir.',
          body: 'Une sortie prévue cet ÉTÉ.',
          status: 'archived',
        },
      ],
      keyword: 'wombat',
      searchedFields: 'title, summary and body',
      searches: [
        // « Été » is in one title and in another's body.
        ['ete WOMBAT', ['Zoo wombat', 'Été wombat']],
        ['wombat reunion', ['Assemblée wombat']],
        ['wombat', ['Assemblée wombat', 'Zoo wombat', 'Été wombat']],
        ['wombat introuvable', []],
      ],
      titleOrder: ['Assemblée wombat', 'Été wombat', 'Zoo wombat'],
    },
    picture: { name: 'image', base64: 'imageBase64', has: 'hasImage' },
    customers: {
      accounts: ['agence@demo.fr', 'pro@demo.fr'],
      // Network users never see news.
      refused: ['reseau@demo.fr'],
      list: '/fo/news/',
      item: (id) => `/fo/news/${id}`,
      count: '/fo/news/count',
    },
  },
  {
    crud(section) {
      it('keeps an HTML body as the text it is, for the PWA to show as text', async () => {
        const body = '<script>alert("x")</script>\n\n<b>Gras</b> & <i>italique</i>';
        const created = await section.create({ title: 'Balises', body });
        expect(created.body).toBe(body);
        const seen = await section.customer.get<News>(`/fo/news/${created.id}`);
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
        const live = BoNewsDetail.parse(published.body);
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
