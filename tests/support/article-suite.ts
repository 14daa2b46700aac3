/**
 * The back-office suite (./back-office-content-suite.ts) of an article section
 * (src/contract/sections/article-section.ts): every article section has the same fields, so only
 * its names, its words and its readers differ. The words are written out by each test, not
 * derived as the product derives them, so that a wrong agreement fails.
 */
import { eq } from 'drizzle-orm';
import { boArticleEndpoints } from '../../src/contract/back-office/articles';
import {
  BoArticle,
  BoArticleDetail,
  BoArticlePage,
  type BoArticleInput,
} from '../../src/contract/back-office/schemas/article';
import type { ArticleSection } from '../../src/contract/sections/article-section';
import type { ArticleSectionName } from '../../src/contract/sections';
import { ARTICLE_TABLES } from '../../server/db/schema';
import type { ContentSection } from './back-office-content-suite';
import type { TestServer } from './api-server';

export interface ArticleWords {
  /** One item, as test names say it: 'a news item'. */
  anItem: string;
  /** « Actualité introuvable. » */
  notFound: string;
  /** The journal's summaries. */
  created(title: string, state: string): string;
  deleted(title: string): string;
  pictureReplaced(title: string): string;
  pictureDeleted(title: string): string;
  scheduled: RegExp;
}

export interface ArticleReaders {
  /** The accounts that read the section, and those refused. */
  accounts: string[];
  refused: string[];
}

export function articleInput(overrides: Partial<BoArticleInput> = {}): BoArticleInput {
  return {
    title: 'Nouveaux horaires du service client',
    summary: 'Le service client vous répond désormais jusqu’à 20 heures.',
    body: 'Premier paragraphe.\n\nSecond paragraphe, plus long.',
    status: 'published',
    ...overrides,
  };
}

export function articleSuite(
  section: ArticleSection,
  words: ArticleWords,
  readers: ArticleReaders,
  prepare?: (server: TestServer) => Promise<void>,
): ContentSection<BoArticleInput, BoArticleDetail, BoArticle> {
  const name = section.name as ArticleSectionName;
  const table = ARTICLE_TABLES[name];
  return {
    name: section.name,
    anItem: words.anItem,
    endpoints: boArticleEndpoints[name],
    url: `/bo/api/${section.name}`,
    input: articleInput,
    detail: BoArticleDetail,
    page: BoArticlePage,
    item: BoArticle,
    prepare,
    storedRow: async (db, id) => (await db.select().from(table).where(eq(table.id, id)))[0],
    notFound: words.notFound,
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
      summary: words.created('Salon des artisans', 'brouillon'),
    },
    journal: {
      entity: section.name,
      deleted: words.deleted,
      mediaReplaced: words.pictureReplaced,
      mediaDeleted: words.pictureDeleted,
      scheduled: { title: 'Programmée', summary: words.scheduled },
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
    // An article has no type: sorting by one is refused.
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
      accounts: readers.accounts,
      refused: readers.refused,
      list: `${section.api}/`,
      item: (id) => `${section.api}/${id}`,
      count: `${section.api}/count`,
    },
  };
}
