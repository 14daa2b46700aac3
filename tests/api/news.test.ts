import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Article, ArticleList } from '../../src/contract/api';
import { news, users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import { setActingAs } from '../support/acting-as';

/** The seed (server/db/demo/content.ts) has 30 news items. */
const SEEDED_NEWS = 30;

const ENDPOINTS = ['/fo/news/', '/fo/news/last/3', '/fo/news/count', '/fo/news/1'];

describe.each(RULES_DATABASE_KINDS)('news (%s)', (kind) => {
  let server: TestServer;
  const as = (email: string) => server.as(email);

  async function newestFirst() {
    const rows = await server.database.db
      .select({ id: news.id, publishedAt: news.publishedAt, title: news.title })
      .from(news);
    // Every demo news item is published (server/db/demo/content.ts).
    return rows
      .map((row) => ({ ...row, publishedAt: row.publishedAt ?? new Date(0) }))
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
  }

  async function userId(email: string): Promise<number> {
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers 401 to anonymous callers', async () => {
    for (const url of ENDPOINTS) expect((await server.client().get(url)).status, url).toBe(401);
  });

  it.each(['reseau@demo.fr', 'partenaire@demo.fr', 'admin@demo.fr'])(
    'answers 403 to %s',
    async (email) => {
      const client = await as(email);
      for (const url of ENDPOINTS) expect((await client.get(url)).status, url).toBe(403);
    },
  );

  describe.each(['pro@demo.fr', 'agence@demo.fr'])('as %s', (email) => {
    it('lists every news item, newest first, in plain text', async () => {
      const response = await (await as(email)).get('/fo/news/');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const list = ArticleList.parse(response.body);
      expect(list).toHaveLength(SEEDED_NEWS);
      expect(list.map((item) => item.id)).toEqual((await newestFirst()).map((row) => row.id));
      for (const item of list) {
        expect(item.body).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(item.body.length).toBeGreaterThan(item.summary.length);
      }
      expect(list.some((item) => item.imageBase64 === null)).toBe(true);
      expect(list.some((item) => item.imageBase64 !== null)).toBe(true);
    });

    it('gives the n newest items', async () => {
      const response = await (await as(email)).get('/fo/news/last/4');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const list = ArticleList.parse(response.body);
      expect(list.map((item) => item.id)).toEqual(
        (await newestFirst()).slice(0, 4).map((row) => row.id),
      );
      const all = await (await as(email)).get('/fo/news/last/50');
      expect(ArticleList.parse(all.body)).toHaveLength(SEEDED_NEWS);
    });

    it('counts the news', async () => {
      const response = await (await as(email)).get('/fo/news/count');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.body).toBe(SEEDED_NEWS);
    });

    it('gives one news item', async () => {
      const [newest] = await newestFirst();
      const response = await (await as(email)).get(`/fo/news/${newest!.id}`);
      expect(response.status).toBe(200);
      const item = Article.parse(response.body);
      expect(item.id).toBe(newest!.id);
      expect(item.title).toBe(newest!.title);
      expect(new Date(item.publishedAt).getTime()).toBe(newest!.publishedAt.getTime());
    });
  });

  it('answers 400 to malformed ids and counts', async () => {
    const client = await as('pro@demo.fr');
    for (const [url, field] of [
      ['/fo/news/abc', 'id'],
      ['/fo/news/0', 'id'],
      ['/fo/news/last/0', 'n'],
      ['/fo/news/last/51', 'n'],
      ['/fo/news/last/trois', 'n'],
    ] as const) {
      const response = await client.get<{ errors: Record<string, string> }>(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toEqual({
        message: 'Certaines informations sont incomplètes ou incorrectes.',
        errors: { [field]: 'Ce champ est incomplet ou incorrect.' },
      });
    }
  });

  it('answers 404 to unknown news', async () => {
    const client = await as('agence@demo.fr');
    expect((await client.get('/fo/news/999999')).status).toBe(404);
    expect((await client.get('/fo/news/99999999999')).status).toBe(404);
  });

  it('follows the role of the user an admin acts as', async () => {
    const admin = await server.loginAs('admin@demo.fr');
    const actAs = async (email: string | null) =>
      setActingAs(server.database.db, 'admin@demo.fr', email === null ? null : await userId(email));
    try {
      await actAs('pro@demo.fr');
      expect((await admin.get('/fo/news/count')).body).toBe(SEEDED_NEWS);
      await actAs('reseau@demo.fr');
      expect((await admin.get('/fo/news/count')).status).toBe(403);
    } finally {
      await actAs(null);
    }
  });
});
