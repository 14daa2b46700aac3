/**
 * The back office's « Actualités » API (docs/back-office/news.md): admins only, every field
 * checked in French, a body kept as the plain text it was written, images checked from their
 * bytes, every change in the journal, and customers seeing only what is live, a scheduled item
 * included at its time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Endpoint } from '../../src/contract/endpoint';
import * as newsEndpoints from '../../src/contract/back-office/news';
import {
  BoNews,
  BoNewsDetail,
  BoNewsPage,
  type BoNewsInput,
} from '../../src/contract/back-office/schemas/news';
import type { News } from '../../src/contract/api';
import { news, users } from '../../server/db/schema';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient } from '../support/api-client';
import {
  SMALL_WEBP,
  callEndpoint,
  journalOf,
  journalSize,
  sendFile,
  sendMultipart,
} from '../support/back-office-content';
import {
  SMALL_JPEG,
  SVG_WITH_SCRIPT,
  largePngImage,
  pdfDocument,
  pngImage,
} from '../e2e/fixtures/files';

const NOT_ADMINS = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'];

function newsInput(overrides: Partial<BoNewsInput> = {}): BoNewsInput {
  return {
    title: 'Nouveaux horaires du service client',
    summary: 'Le service client vous répond désormais jusqu’à 20 heures.',
    body: 'Premier paragraphe.\n\nSecond paragraphe, plus long.',
    status: 'published',
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)('back office: news (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let agency: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
    agency = await server.loginAs('agence@demo.fr');
  });
  afterAll(() => server.close());

  async function create(overrides: Partial<BoNewsInput> = {}): Promise<BoNewsDetail> {
    const response = await admin.post('/bo/api/news', newsInput(overrides));
    expect(response.status).toBe(201);
    return BoNewsDetail.parse(response.body);
  }

  async function list(query: string): Promise<BoNewsPage> {
    const response = await admin.get(`/bo/api/news?${query}`);
    expect(response.status).toBe(200);
    return BoNewsPage.parse(response.body);
  }

  /** The ids of the news a customer sees in the PWA. */
  async function newsSeenBy(client: ApiClient): Promise<number[]> {
    const response = await client.get<News[]>('/fo/news/');
    expect(response.status).toBe(200);
    return response.body.map((item) => item.id);
  }

  describe('access', () => {
    const endpoints = Object.entries(newsEndpoints as Record<string, Endpoint>);

    it('covers every endpoint of the section', () => {
      expect(endpoints.map(([name]) => name).sort()).toEqual([
        'boCreateNews',
        'boDeleteNews',
        'boDeleteNewsImage',
        'boNews',
        'boNewsList',
        'boUpdateNews',
        'boUploadNewsImage',
      ]);
    });

    it.each(endpoints)('%s: 401 without a session, 403 for every other role', async (_, target) => {
      const item = await create({ title: 'Actualité gardée' });
      const inputs = { json: newsInput({ title: 'Intruse' }), file: pngImage() };
      const before = await journalSize(server.database.db);
      const anonymous = await callEndpoint(server.client(), target, { id: item.id }, inputs);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Vous devez être connecté.' });
      for (const email of NOT_ADMINS) {
        const client = await server.loginAs(email);
        const response = await callEndpoint(client, target, { id: item.id }, inputs);
        expect(response.status, email).toBe(403);
        expect(response.body).toEqual({ message: 'Vous n’avez pas accès à cette ressource.' });
      }
      const [row] = await server.database.db.select().from(news).where(eq(news.id, item.id));
      expect(row).toMatchObject({ title: 'Actualité gardée', imageBase64: null });
      expect(await journalSize(server.database.db)).toBe(before);
    });

    it('stays open to an admin acting as an agency, and journals the admin', async () => {
      const actingAdmin = await server.loginAs('admin@demo.fr');
      const [agencyRow] = await server.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'agence@demo.fr'));
      const connect = await actingAdmin.post(`/bo/api/users/${agencyRow!.id}/connect-as`);
      expect(connect.status).toBe(200);
      // It reads what the agency reads, and the back office still knows it as the admin.
      expect((await actingAdmin.get('/fo/news/')).status).toBe(200);

      expect((await actingAdmin.get('/bo/api/news')).status).toBe(200);
      const created = await actingAdmin.post('/bo/api/news', newsInput({ title: 'Par X' }));
      expect(created.status).toBe(201);
      const { id } = BoNewsDetail.parse(created.body);
      const [entry] = await journalOf(server.database.db, 'news', id);
      expect(entry).toMatchObject({ adminEmail: 'admin@demo.fr', action: 'create' });
      await actingAdmin.router('removeConnectedAs');
    });

    it('refuses a write sent from another site', async () => {
      const response = await admin.request('POST', '/bo/api/news', {
        json: newsInput({ title: 'Venue d’ailleurs' }),
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect((await list('query=venue%20ailleurs')).total).toBe(0);
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a news item: 201 with its id, every field, and a journal entry', async () => {
      const response = await admin.post(
        '/bo/api/news',
        newsInput({ title: '  Salon des artisans  ', status: 'draft' }),
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const created = BoNewsDetail.parse(response.body);
      expect(created).toMatchObject({
        title: 'Salon des artisans',
        summary: 'Le service client vous répond désormais jusqu’à 20 heures.',
        body: 'Premier paragraphe.\n\nSecond paragraphe, plus long.',
        status: 'draft',
        publishedAt: null,
        hasImage: false,
        imageBase64: null,
      });
      expect(created.id).toBeGreaterThan(0);

      const read = await admin.get(`/bo/api/news/${created.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created);

      const journal = await journalOf(server.database.db, 'news', created.id);
      expect(journal).toHaveLength(1);
      expect(journal[0]).toMatchObject({
        action: 'create',
        adminEmail: 'admin@demo.fr',
        summary: 'Actualité « Salon des artisans » créée (brouillon).',
        before: null,
      });
      expect(journal[0]!.after).toMatchObject({ title: 'Salon des artisans', status: 'draft' });
    });

    it('keeps an HTML body as the text it is, for the PWA to show as text', async () => {
      const body = '<script>alert("x")</script>\n\n<b>Gras</b> & <i>italique</i>';
      const created = await create({ title: 'Balises', body });
      expect(created.body).toBe(body);
      const seen = await agency.get<News>(`/fo/news/${created.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.body).toBe(body);
      expect(seen.headers.get('content-type')).toContain('application/json');
    });

    it('updates, publishes, archives and drafts again, keeping the live date', async () => {
      const created = await create({ title: 'Avant', status: 'draft' });
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

      const journal = await journalOf(server.database.db, 'news', created.id);
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

    it('deletes a news item: 204, then 404, and a journal entry', async () => {
      const created = await create({ title: 'À supprimer' });
      const response = await admin.delete(`/bo/api/news/${created.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect((await admin.get(`/bo/api/news/${created.id}`)).status).toBe(404);
      const again = await admin.delete(`/bo/api/news/${created.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'Actualité introuvable.' });
      const journal = await journalOf(server.database.db, 'news', created.id);
      expect(journal.at(-1)).toMatchObject({
        action: 'delete',
        summary: 'Actualité « À supprimer » supprimée.',
        after: null,
      });
    });

    it('answers 404 for an unknown item and 400 for an id that is not one', async () => {
      const input = { json: newsInput(), file: pngImage() };
      for (const [name, target] of Object.entries(newsEndpoints as Record<string, Endpoint>)) {
        if (!target.path.includes(':id')) continue;
        const missing = await callEndpoint(admin, target, { id: 999_999 }, input);
        expect(missing.status, name).toBe(404);
        for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
          const response = await callEndpoint(admin, target, { id: bad }, input);
          expect(response.status, `${name} ${bad}`).toBe(400);
        }
      }
    });
  });

  describe('bad input', () => {
    it.each([
      ['a missing title', { title: undefined }, 'title', 'Ce champ est incomplet ou incorrect.'],
      ['a blank title', { title: ' \n ' }, 'title', 'Ce champ est obligatoire.'],
      [
        'a title too long',
        { title: 'x'.repeat(201) },
        'title',
        'Ce champ ne peut dépasser 200 caractères.',
      ],
      ['an empty body', { body: '' }, 'body', 'Ce champ est obligatoire.'],
      [
        'a body too long',
        { body: 'x'.repeat(20_001) },
        'body',
        'Ce champ ne peut dépasser 20000 caractères.',
      ],
      [
        'a missing summary',
        { summary: undefined },
        'summary',
        'Ce champ est incomplet ou incorrect.',
      ],
      ['an unknown status', { status: 'live' }, 'status', 'Ce champ est incomplet ou incorrect.'],
      [
        'a date that is none',
        { publishedAt: '2026-13-45' },
        'publishedAt',
        'Date et heure invalides.',
      ],
      [
        'a date without its offset',
        { publishedAt: '2026-05-12T10:00:00' },
        'publishedAt',
        'Date et heure invalides.',
      ],
    ])('refuses %s with a French field message', async (_, overrides, field, message) => {
      const before = await journalSize(server.database.db);
      const body = { ...newsInput(), ...overrides };
      const created = await admin.post('/bo/api/news', body);
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({
        message: 'Certaines informations sont incomplètes ou incorrectes.',
        errors: { [field]: message },
      });
      const existing = await create({ title: 'Intacte' });
      const updated = await admin.request('PUT', `/bo/api/news/${existing.id}`, { json: body });
      expect(updated.status).toBe(400);
      expect((updated.body as { errors: Record<string, string> }).errors[field]).toBe(message);
      expect((await admin.get(`/bo/api/news/${existing.id}`)).body).toMatchObject({
        title: 'Intacte',
      });
      expect(await journalSize(server.database.db)).toBe(before + 1);
    });

    it('answers 400, never a 5xx, to a body that is not JSON or holds a NUL', async () => {
      const broken = await admin.request('POST', '/bo/api/news', {
        raw: '[1,',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      const nul = await admin.post('/bo/api/news', newsInput({ body: 'a\u0000b' }));
      expect(nul.status).toBe(400);
      const array = await admin.post('/bo/api/news', [newsInput()]);
      expect(array.status).toBe(400);
    });

    it.each([
      ['sort=type', 'sort'],
      ['status=live', 'status'],
      ['page=-1', 'page'],
      ['pageSize=0', 'pageSize'],
    ])('refuses the list query %s', async (query, field) => {
      const response = await admin.get(`/bo/api/news?${query}`);
      expect(response.status).toBe(400);
      expect((response.body as { errors: Record<string, string> }).errors).toHaveProperty(field);
    });
  });

  describe('the list', () => {
    beforeAll(async () => {
      await create({ title: 'Été wombat', summary: 'Les congés.', status: 'draft' });
      await create({ title: 'Assemblée wombat', summary: 'Réunion annuelle.' });
      await create({
        title: 'Zoo wombat',
        summary: 'Rien à voir.',
        body: 'Une sortie prévue cet ÉTÉ.',
        status: 'archived',
      });
    });

    it('searches title, summary and body, whatever the case and accents', async () => {
      const page = await list('query=ete%20WOMBAT');
      expect(page.items.map((item) => item.title).sort()).toEqual(['Zoo wombat', 'Été wombat']);
      expect(page.total).toBe(2);
      expect((await list('query=wombat%20reunion')).items.map((item) => item.title)).toEqual([
        'Assemblée wombat',
      ]);
      expect((await list('query=wombat')).total).toBe(3);
      expect((await list('query=wombat%20introuvable')).total).toBe(0);
    });

    it('filters by status', async () => {
      const drafts = await list('status=draft&query=wombat');
      expect(drafts.items.map((item) => item.title)).toEqual(['Été wombat']);
      const all = await list('status=published&pageSize=100');
      expect(all.items.every((item) => item.status === 'published')).toBe(true);
    });

    it('sorts by title ignoring accents, by status and by publication date', async () => {
      const titles = (await list('query=wombat&sort=title&order=asc')).items.map((i) => i.title);
      expect(titles).toEqual(['Assemblée wombat', 'Été wombat', 'Zoo wombat']);
      const reversed = (await list('query=wombat&sort=title&order=desc')).items;
      expect(reversed.map((item) => item.title)).toEqual([...titles].reverse());
      const order = ['draft', 'published', 'archived'];
      const ranks = (await list('sort=status&order=asc&pageSize=100')).items.map((item) =>
        order.indexOf(item.status),
      );
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const dates = (await list('sort=publishedAt&order=desc&pageSize=100')).items
        .map((item) => item.publishedAt)
        .filter((date) => date !== null);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('pages through every item once, with the total', async () => {
      const all = await list('pageSize=100&sort=title');
      expect(all.total).toBe(all.items.length);
      const seen: number[] = [];
      for (let page = 1; (page - 1) * 7 < all.total; page++) {
        const slice = await list(`pageSize=7&page=${page}&sort=title`);
        expect(slice).toMatchObject({ page, pageSize: 7, total: all.total });
        seen.push(...slice.items.map((item) => item.id));
      }
      expect(seen).toEqual(all.items.map((item) => item.id));
    });

    it('lists every field but the image’s bytes', async () => {
      const [item] = (await list('query=zoo%20wombat')).items;
      expect(Object.keys(item!).sort()).toEqual(Object.keys(BoNews.shape).sort());
      expect(item).not.toHaveProperty('imageBase64');
      expect((await list('pageSize=100')).items.some((entry) => entry.hasImage)).toBe(true);
    });
  });

  describe('image', () => {
    let item: BoNewsDetail;
    beforeAll(async () => {
      item = await create({ title: 'Avec image' });
    });
    const imageUrl = () => `/bo/api/news/${item.id}/image`;
    const storedImage = async () =>
      BoNewsDetail.parse((await admin.get(`/bo/api/news/${item.id}`)).body).imageBase64;

    it.each([
      ['a PNG', pngImage(), 'image/png'],
      ['a JPEG', SMALL_JPEG, 'image/jpeg'],
      ['a WebP', SMALL_WEBP, 'image/webp'],
      ['a JPEG declared as a PNG', SMALL_JPEG, 'image/png'],
    ])('accepts %s, read from its bytes', async (_, bytes, contentType) => {
      const response = await sendFile(admin, 'PUT', imageUrl(), bytes, contentType);
      expect(response.status).toBe(200);
      // The answer is the news item as it now is.
      expect(BoNewsDetail.parse(response.body)).toMatchObject({
        id: item.id,
        hasImage: true,
        imageBase64: bytes.toString('base64'),
      });
      expect(await storedImage()).toBe(bytes.toString('base64'));
    });

    it('accepts the file of a multipart form, and journals the upload', async () => {
      const bytes = pngImage(12, 12, [200, 10, 10]);
      const response = await sendMultipart(
        admin,
        'PUT',
        imageUrl(),
        bytes,
        'photo.png',
        'image/png',
      );
      expect(response.status).toBe(200);
      expect(await storedImage()).toBe(bytes.toString('base64'));
      const entry = (await journalOf(server.database.db, 'news', item.id)).at(-1);
      expect(entry).toMatchObject({
        action: 'upload-image',
        summary: 'Image de l’actualité « Avec image » remplacée.',
      });
      expect(entry!.after).toEqual({
        imageBase64: expect.stringMatching(/^\(fichier de \d+ octets\)$/),
      });
    });

    it.each([
      ['an SVG with a script', SVG_WITH_SCRIPT, 'image/svg+xml', 400],
      ['an SVG sent as an unknown type', SVG_WITH_SCRIPT, 'application/octet-stream', 400],
      ['a file over 200 KB', largePngImage(210 * 1024), 'image/png', 413],
    ])('refuses %s, and keeps the image', async (_, bytes, contentType, status) => {
      const kept = await storedImage();
      const before = await journalSize(server.database.db);
      const response = await sendFile(admin, 'PUT', imageUrl(), bytes, contentType);
      expect(response.status).toBe(status);
      expect((response.body as { message: string }).message).toBe(
        status === 413
          ? 'L’image dépasse la taille maximale de 200 Ko.'
          : 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).',
      );
      expect(await storedImage()).toBe(kept);
      expect(await journalSize(server.database.db)).toBe(before);
    });

    it('refuses a PDF sent as an image, raw or in a form named .jpg', async () => {
      const pdf = await pdfDocument();
      expect((await sendFile(admin, 'PUT', imageUrl(), pdf, 'image/jpeg')).status).toBe(400);
      const form = await sendMultipart(admin, 'PUT', imageUrl(), pdf, 'photo.jpg', 'image/jpeg');
      expect(form.status).toBe(400);
      expect(form.body).toMatchObject({
        errors: { file: 'Format d’image non accepté : PNG, JPEG ou WebP uniquement.' },
      });
    });

    it('refuses a form without a file, and a text body, without a 5xx', async () => {
      const form = new FormData();
      form.append('note', 'pas de fichier');
      const noFile = await fetch(admin.baseUrl + imageUrl(), {
        method: 'PUT',
        headers: { origin: admin.baseUrl, cookie: admin.cookieHeader },
        body: form,
      });
      expect(noFile.status).toBe(400);
      const text = await admin.request('PUT', imageUrl(), {
        raw: 'bonjour',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBe(400);
      expect(text.body).toMatchObject({ message: 'Aucun fichier n’a été envoyé.' });
    });

    it('deletes the image, answers the item without it, journaled', async () => {
      const response = await admin.delete(imageUrl());
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: item.id, hasImage: false, imageBase64: null });
      expect(await storedImage()).toBeNull();
      expect((await list('query=avec%20image')).items[0]).toMatchObject({ hasImage: false });
      expect((await journalOf(server.database.db, 'news', item.id)).at(-1)).toMatchObject({
        action: 'delete-image',
        summary: 'Image de l’actualité « Avec image » supprimée.',
      });
    });
  });

  describe('what customers see', () => {
    it('shows a published item to pro and agence, never to reseau; not a draft nor an archive', async () => {
      const published = await create({ title: 'Visible' });
      const image = pngImage(6, 6);
      await sendFile(admin, 'PUT', `/bo/api/news/${published.id}/image`, image, 'image/png');
      const draft = await create({ title: 'Brouillon caché', status: 'draft' });
      const archived = await create({ title: 'Archive cachée', status: 'archived' });
      const pro = await server.loginAs('pro@demo.fr');

      for (const client of [pro, agency]) {
        const ids = await newsSeenBy(client);
        expect(ids).toContain(published.id);
        expect(ids).not.toContain(draft.id);
        expect(ids).not.toContain(archived.id);
        expect((await client.get(`/fo/news/${draft.id}`)).status).toBe(404);
        expect((await client.get(`/fo/news/${archived.id}`)).status).toBe(404);
      }
      const seen = await agency.get<News>(`/fo/news/${published.id}`);
      expect(seen.body).toMatchObject({ title: 'Visible', imageBase64: image.toString('base64') });
      const network = await server.loginAs('reseau@demo.fr');
      expect((await network.get('/fo/news/')).status).toBe(403);

      // Archived, it leaves the list; deleted, it is not found.
      await admin.request('PUT', `/bo/api/news/${published.id}`, {
        json: newsInput({ title: 'Visible', status: 'archived' }),
      });
      expect(await newsSeenBy(agency)).not.toContain(published.id);
      await admin.delete(`/bo/api/news/${published.id}`);
      expect((await agency.get(`/fo/news/${published.id}`)).status).toBe(404);
    });

    it('shows a scheduled item at its time, not before, and counts it then', async () => {
      const count = async () => (await agency.get<number>('/fo/news/count')).body;
      const countBefore = await count();
      const at = new Date(Date.now() + 2000).toISOString();
      const scheduled = await create({ title: 'Programmée', publishedAt: at });
      expect(scheduled).toMatchObject({ status: 'published', publishedAt: at });
      expect((await journalOf(server.database.db, 'news', scheduled.id))[0]!.summary).toMatch(
        /^Actualité « Programmée » créée \(programmée pour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\)\.$/,
      );

      expect(await newsSeenBy(agency)).not.toContain(scheduled.id);
      expect((await agency.get(`/fo/news/${scheduled.id}`)).status).toBe(404);
      expect(await count()).toBe(countBefore);

      await expect
        .poll(() => newsSeenBy(agency), { timeout: 15_000, interval: 200 })
        .toContain(scheduled.id);
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(at).getTime());
      expect((await agency.get(`/fo/news/${scheduled.id}`)).status).toBe(200);
      expect(await count()).toBe(countBefore + 1);
    });
  });
});
