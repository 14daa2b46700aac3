/**
 * The API suite every content section of the back office (news, services) runs, once a database
 * kind, from the section's definition: admins only, every field checked in French, the list's
 * search, filters, sorts and pages, the picture file (image or logo) checked from its bytes, every
 * change in the journal, and customers seeing only what is live, a scheduled item at its time.
 * What one section alone does stays in its own test file, passed in as `extras` of a group.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Endpoint } from '../../src/contract/endpoint';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from './api-server';
import type { ApiClient } from './api-client';
import {
  SMALL_WEBP,
  callEndpoint,
  journalOf,
  journalSize,
  sendFile,
  sendMultipart,
} from './back-office-content';
import {
  SMALL_JPEG,
  SVG_WITH_SCRIPT,
  largePngImage,
  pdfDocument,
  pngImage,
} from '../e2e/fixtures/files';

const NOT_ADMINS = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'];
const STATUSES = ['draft', 'published', 'archived'] as const;
type ContentStatus = (typeof STATUSES)[number];

/** The fields the suite writes itself; a section's input has these and its own. */
export interface ContentInput {
  title: string;
  summary: string;
  status: ContentStatus;
  publishedAt?: string | null;
}

/** What the suite reads of an item, listed or in full. */
export interface ContentItem {
  id: number;
  title: string;
  status: ContentStatus;
  publishedAt: string | null;
}

export interface ContentPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** A refused field: the case's name, what the valid input gets instead, the field, its message. */
export type BadField = [
  name: string,
  overrides: Record<string, unknown>,
  field: string,
  message: string,
];

export interface ContentSection<
  Input extends ContentInput,
  Detail extends ContentItem,
  Item extends ContentItem,
> {
  /** Names the suite: `back office: <name> (<database kind>)`. */
  name: string;
  /** One item, as test names say it: 'a news item', 'a service'. */
  anItem: string;
  /** The section's endpoint module, and the names it must export: no more, no fewer. */
  /** The section's endpoints (src/contract/back-office/content-section.ts). */
  endpoints: Record<string, Endpoint>;
  /** The back office's collection, '/bo/api/news': an item is `${url}/${id}`. */
  url: string;
  /** A valid input of a published item, with `overrides`. */
  input(overrides?: Partial<Input>): Input;
  detail: { parse(value: unknown): Detail };
  page: { parse(value: unknown): ContentPage<Item> };
  /** The listed item's schema: the list answers each of its fields. */
  item: { shape: object };
  /** Prepares the started server's database (a throwaway section's table). */
  prepare?(server: TestServer): Promise<void>;
  /** The item's row, read from the database itself rather than through the API. */
  storedRow(db: Db, id: number): Promise<object | undefined>;
  /** What a 404 on an item says. */
  notFound: string;
  /** One creation, checked field by field, and the journal's summary of it. */
  creation: { overrides: Partial<Input>; expected: Partial<Detail>; summary: string };
  /** The journal's entity, and its summaries in the section's words. */
  journal: {
    entity: string;
    deleted(title: string): string;
    mediaReplaced(title: string): string;
    mediaDeleted(title: string): string;
    /** A creation scheduled for later: its title, and the summary's pattern. */
    scheduled: { title: string; summary: RegExp };
  };
  /** The long text field ('body', 'description'): a NUL in it must be refused too. */
  textField: string;
  /** The section's own field checks, besides the title, summary, status and date all share. */
  badFields: BadField[];
  /** A body wrong or missing in every field, and the fields its 400 must name, sorted. */
  allWrong: { input: object; fields: string[] };
  /** The section's own refused list queries, with the field named, besides the shared ones. */
  badListQueries: [query: string, field: string][];
  list: {
    /** Three items that share `keyword`, one of each status, created before the list's tests. */
    fixtures: Partial<Input>[];
    keyword: string;
    /** The fields the search runs over, for the test's name. */
    searchedFields: string;
    /** A search, and the titles of the fixtures it must find (none other). */
    searches: [query: string, titles: string[]][];
    /** The fixtures' titles sorted as the back office sorts them, accents ignored. */
    titleOrder: string[];
  };
  /** The item's one file: its path below the item, and the fields that carry it. */
  picture: { name: string; base64: string; has: string };
  customers: {
    /** The accounts that see the section in the PWA; the first is the one tests act as. */
    accounts: string[];
    /** The accounts the PWA's list refuses (403). */
    refused: string[];
    list: string;
    item(id: number): string;
    count: string;
  };
}

/** What a section's own tests get: read at test time, since the server starts in `beforeAll`. */
export interface SectionContext<Input, Detail, Item> {
  readonly server: TestServer;
  readonly admin: ApiClient;
  /** The section's first customer account, logged in. */
  readonly customer: ApiClient;
  create(overrides?: Partial<Input>): Promise<Detail>;
  list(query: string): Promise<ContentPage<Item>>;
  journal(id: number): ReturnType<typeof journalOf>;
}

type Group = 'access' | 'crud' | 'badInput' | 'list' | 'picture' | 'customers';
export type SectionExtras<Input, Detail, Item> = Partial<
  Record<Group, (section: SectionContext<Input, Detail, Item>) => void>
>;

/** Every content section's fields share these checks (schemas/common.ts). */
const SHARED_BAD_FIELDS: BadField[] = [
  ['a missing title', { title: undefined }, 'title', 'Ce champ est incomplet ou incorrect.'],
  ['a blank title', { title: '   ' }, 'title', 'Ce champ est obligatoire.'],
  ['a title of blank lines', { title: ' \n ' }, 'title', 'Ce champ est obligatoire.'],
  [
    'a title too long',
    { title: 'x'.repeat(201) },
    'title',
    'Ce champ ne peut dépasser 200 caractères.',
  ],
  ['a missing summary', { summary: undefined }, 'summary', 'Ce champ est incomplet ou incorrect.'],
  ['an unknown status', { status: 'live' }, 'status', 'Ce champ est incomplet ou incorrect.'],
  ['a date that is none', { publishedAt: '2026-13-45' }, 'publishedAt', 'Date et heure invalides.'],
  ['a date that is a word', { publishedAt: 'demain' }, 'publishedAt', 'Date et heure invalides.'],
  [
    'a date without its offset',
    { publishedAt: '2026-05-12T10:00:00' },
    'publishedAt',
    'Date et heure invalides.',
  ],
];

const SHARED_BAD_LIST_QUERIES: [query: string, field: string][] = [
  ['sort=price', 'sort'],
  ['status=live', 'status'],
  ['page=-1', 'page'],
  ['page=0', 'page'],
  ['pageSize=0', 'pageSize'],
  ['pageSize=1000', 'pageSize'],
  ['order=up', 'order'],
];

/** A title without its accents, in lower case: how the back office sorts titles. */
const plain = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const short = (emails: string[]) => emails.map((email) => email.split('@')[0]).join(' and ');

export function describeContentSection<
  Input extends ContentInput,
  Detail extends ContentItem,
  Item extends ContentItem,
>(
  section: ContentSection<Input, Detail, Item>,
  extras: SectionExtras<Input, Detail, Item> = {},
): void {
  const { url, picture, customers } = section;
  // The suite writes only the shared fields; the section's `input` fills in the others.
  const shared = (overrides: Partial<ContentInput> = {}) => overrides as Partial<Input>;
  const input = (overrides?: Partial<ContentInput>) => section.input(shared(overrides));
  const pictureOf = (item: object) => (item as Record<string, unknown>)[picture.base64];

  describe.each(RULES_DATABASE_KINDS)(`back office: ${section.name} (%s)`, (kind) => {
    let server: TestServer;
    let admin: ApiClient;
    let customer: ApiClient;

    beforeAll(async () => {
      server = await startTestServer(kind);
      await section.prepare?.(server);
      admin = await server.loginAs('admin@demo.fr');
      customer = await server.loginAs(customers.accounts[0]!);
    });
    afterAll(() => server.close());

    async function create(overrides: Partial<Input> = {}): Promise<Detail> {
      const response = await admin.post(url, section.input(overrides));
      expect(response.status).toBe(201);
      return section.detail.parse(response.body);
    }

    async function list(query: string): Promise<ContentPage<Item>> {
      const response = await admin.get(`${url}?${query}`);
      expect(response.status).toBe(200);
      return section.page.parse(response.body);
    }

    const journal = (id: number) => journalOf(server.database.db, section.journal.entity, id);

    /** The items a customer sees in the PWA's list. */
    async function seenBy(client: ApiClient): Promise<ContentItem[]> {
      const response = await client.get<ContentItem[]>(customers.list);
      expect(response.status).toBe(200);
      return response.body;
    }
    const idsSeenBy = async (client: ApiClient) => (await seenBy(client)).map((item) => item.id);

    const context: SectionContext<Input, Detail, Item> = {
      get server() {
        return server;
      },
      get admin() {
        return admin;
      },
      get customer() {
        return customer;
      },
      create,
      list,
      journal,
    };

    describe('access', () => {
      const endpoints = Object.entries(section.endpoints);

      it.each(endpoints)(
        '%s: 401 without a session, 403 for every other role',
        async (_, target) => {
          const item = await create(shared({ title: 'Contenu gardé' }));
          const inputs = { json: input({ title: 'Intrus' }), file: pngImage() };
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
          // Nothing was written: the item is as it was, and the journal has no new entry.
          const row = await section.storedRow(server.database.db, item.id);
          expect(row).toMatchObject({ title: 'Contenu gardé', [picture.base64]: null });
          expect(await journalSize(server.database.db)).toBe(before);
        },
      );

      it(`stays open to an admin acting as ${short([customers.accounts[0]!])}, and journals the admin`, async () => {
        const actingAdmin = await server.loginAs('admin@demo.fr');
        const [customerRow] = await server.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, customers.accounts[0]!));
        const connect = await actingAdmin.post(`/bo/api/users/${customerRow!.id}/connect-as`);
        expect(connect.status).toBe(200);
        // It reads what the customer reads, and the back office still knows it as the admin.
        expect((await actingAdmin.get(customers.list)).status).toBe(200);

        expect((await actingAdmin.get(url)).status).toBe(200);
        const created = await actingAdmin.post(url, input({ title: 'Par X' }));
        expect(created.status).toBe(201);
        const { id } = section.detail.parse(created.body);
        const [entry] = await journal(id);
        expect(entry).toMatchObject({ adminEmail: 'admin@demo.fr', action: 'create' });
        await actingAdmin.router('removeConnectedAs');
      });

      it('refuses a write sent from another site', async () => {
        const response = await admin.request('POST', url, {
          json: input({ title: 'Venu d’ailleurs' }),
          headers: { origin: 'https://evil.example' },
        });
        expect(response.status).toBe(403);
        expect((await list('query=venu%20ailleurs')).total).toBe(0);
      });

      extras.access?.(context);
    });

    describe('create, read, update, delete', () => {
      it(`creates ${section.anItem}: 201 with its id, every field, and a journal entry`, async () => {
        const { overrides, expected, summary } = section.creation;
        const response = await admin.post(url, section.input(overrides));
        expect(response.status).toBe(201);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const created = section.detail.parse(response.body);
        expect(created).toMatchObject(expected);
        expect(created.id).toBeGreaterThan(0);

        const read = await admin.get(`${url}/${created.id}`);
        expect(read.status).toBe(200);
        expect(read.body).toEqual(created);

        const entries = await journal(created.id);
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({
          action: 'create',
          adminEmail: 'admin@demo.fr',
          summary,
          before: null,
        });
        expect(entries[0]!.after).toMatchObject({ title: expected.title, status: expected.status });
      });

      it(`deletes ${section.anItem}: 204, then 404, and a journal entry`, async () => {
        const created = await create(shared({ title: 'À supprimer' }));
        const response = await admin.delete(`${url}/${created.id}`);
        expect(response.status).toBe(204);
        expect(response.text).toBe('');
        expect((await admin.get(`${url}/${created.id}`)).status).toBe(404);
        const again = await admin.delete(`${url}/${created.id}`);
        expect(again.status).toBe(404);
        expect(again.body).toEqual({ message: section.notFound });
        const entries = await journal(created.id);
        expect(entries.at(-1)).toMatchObject({
          action: 'delete',
          summary: section.journal.deleted('À supprimer'),
          after: null,
        });
        expect(entries.at(-1)!.before).toMatchObject({ title: 'À supprimer' });
      });

      it('answers 404 for an unknown item and 400 for an id that is not one', async () => {
        const inputs = { json: input(), file: pngImage() };
        for (const [name, target] of Object.entries(section.endpoints)) {
          if (!target.path.includes(':id')) continue;
          const missing = await callEndpoint(admin, target, { id: 999_999 }, inputs);
          expect(missing.status, name).toBe(404);
          for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
            const response = await callEndpoint(admin, target, { id: bad }, inputs);
            expect(response.status, `${name} ${bad}`).toBe(400);
          }
        }
      });

      extras.crud?.(context);
    });

    describe('bad input', () => {
      it.each([...SHARED_BAD_FIELDS, ...section.badFields])(
        'refuses %s with a French field message',
        async (_, overrides, field, message) => {
          const before = await journalSize(server.database.db);
          const body = { ...input(), ...overrides };
          const created = await admin.post(url, body);
          expect(created.status).toBe(400);
          expect(created.body).toMatchObject({
            message: 'Certaines informations sont incomplètes ou incorrectes.',
            errors: { [field]: message },
          });
          const existing = await create(shared({ title: 'Intact' }));
          const updated = await admin.request('PUT', `${url}/${existing.id}`, { json: body });
          expect(updated.status).toBe(400);
          expect((updated.body as { errors: Record<string, string> }).errors[field]).toBe(message);
          expect((await admin.get(`${url}/${existing.id}`)).body).toMatchObject({
            title: 'Intact',
          });
          // The one entry is the creation of « Intact »: the refused calls wrote nothing.
          expect(await journalSize(server.database.db)).toBe(before + 1);
        },
      );

      it('names every wrong field at once', async () => {
        const response = await admin.post(url, section.allWrong.input);
        expect(response.status).toBe(400);
        expect(Object.keys((response.body as { errors: object }).errors).sort()).toEqual(
          section.allWrong.fields,
        );
      });

      it('answers 400, never a 5xx, to a body that is not JSON or holds a NUL', async () => {
        for (const raw of ['[1,', '{"title":']) {
          const broken = await admin.request('POST', url, {
            raw,
            headers: { 'content-type': 'application/json' },
          });
          expect(broken.status, raw).toBe(400);
        }
        for (const field of ['title', section.textField]) {
          const nul = await admin.post(url, { ...input(), [field]: 'a\u0000b' });
          expect(nul.status, field).toBe(400);
        }
        const array = await admin.post(url, [input()]);
        expect(array.status).toBe(400);
      });

      it.each([...SHARED_BAD_LIST_QUERIES, ...section.badListQueries])(
        'refuses the list query %s',
        async (query, field) => {
          const response = await admin.get(`${url}?${query}`);
          expect(response.status).toBe(400);
          expect((response.body as { errors: Record<string, string> }).errors).toHaveProperty(
            field,
          );
        },
      );

      extras.badInput?.(context);
    });

    describe('the list', () => {
      const { keyword, fixtures, searches, titleOrder } = section.list;
      let created: Detail[] = [];
      beforeAll(async () => {
        created = [];
        for (const fixture of fixtures) created.push(await create(fixture));
      });
      const titles = (page: ContentPage<Item>) => page.items.map((item) => item.title);

      it(`searches ${section.list.searchedFields}, whatever the case and accents`, async () => {
        for (const [query, expected] of searches) {
          const page = await list(`query=${encodeURIComponent(query)}`);
          expect(titles(page).sort(), query).toEqual([...expected].sort());
          expect(page.total, query).toBe(expected.length);
        }
      });

      it('filters by status', async () => {
        for (const status of STATUSES) {
          const mine = created.filter((item) => item.status === status).map((item) => item.title);
          expect(titles(await list(`status=${status}&query=${keyword}`)), status).toEqual(mine);
          const all = await list(`status=${status}&pageSize=100`);
          expect(all.items.length, status).toBeGreaterThan(0);
          expect(all.items.every((item) => item.status === status)).toBe(true);
        }
      });

      it('sorts by title ignoring accents, both ways', async () => {
        expect(titles(await list(`query=${keyword}&sort=title&order=asc`))).toEqual(titleOrder);
        expect(titles(await list(`query=${keyword}&sort=title&order=desc`))).toEqual(
          [...titleOrder].reverse(),
        );
        // Over the whole list too, the demo's titles included.
        const all = titles(await list('sort=title&order=asc&pageSize=100'));
        for (let i = 1; i < all.length; i++) {
          expect(plain(all[i - 1]!) <= plain(all[i]!), all.slice(i - 1, i + 1).join(' / ')).toBe(
            true,
          );
        }
        const reversed = titles(await list('sort=title&order=desc&pageSize=100'));
        for (let i = 1; i < reversed.length; i++) {
          expect(plain(reversed[i - 1]!) >= plain(reversed[i]!)).toBe(true);
        }
      });

      it('sorts by status and by publication date, both ways', async () => {
        const rank = (item: Item) => STATUSES.indexOf(item.status);
        for (const order of ['asc', 'desc'] as const) {
          const ranks = (await list(`sort=status&order=${order}&pageSize=100`)).items.map(rank);
          const ascending = [...ranks].sort((a, b) => a - b);
          expect(ranks, order).toEqual(order === 'asc' ? ascending : ascending.reverse());
          const dates = (await list(`sort=publishedAt&order=${order}&pageSize=100`)).items
            .map((item) => item.publishedAt)
            .filter((date) => date !== null);
          expect(dates.length).toBeGreaterThan(1);
          const earliestFirst = [...dates].sort();
          expect(dates, order).toEqual(order === 'asc' ? earliestFirst : earliestFirst.reverse());
        }
      });

      it('pages through every item once, with the total', async () => {
        const all = await list('pageSize=100&sort=title');
        const { total } = await list('pageSize=1');
        expect(total).toBe(all.total);
        expect(total).toBe(all.items.length);
        const seen: number[] = [];
        for (let page = 1; (page - 1) * 3 < total; page++) {
          const slice = await list(`pageSize=3&page=${page}&sort=title`);
          expect(slice).toMatchObject({ page, pageSize: 3, total });
          seen.push(...slice.items.map((item) => item.id));
        }
        expect(seen).toEqual(all.items.map((item) => item.id));
        expect((await list(`pageSize=3&page=${Math.ceil(total / 3) + 1}`)).items).toEqual([]);
      });

      it(`lists every field but the ${picture.name}’s bytes`, async () => {
        const [item] = (await list(`query=${keyword}`)).items;
        expect(Object.keys(item!).sort()).toEqual(Object.keys(section.item.shape).sort());
        expect(item).not.toHaveProperty(picture.base64);
        // The demo's items have a file: the list must say so.
        const items = (await list('pageSize=100')).items as Record<string, unknown>[];
        expect(items.some((entry) => entry[picture.has] === true)).toBe(true);
      });

      extras.list?.(context);
    });

    describe(picture.name, () => {
      let item: Detail;
      beforeAll(async () => {
        item = await create(shared({ title: `Avec ${picture.name}` }));
      });
      const mediaUrl = () => `${url}/${item.id}/${picture.name}`;
      const storedMedia = async () =>
        pictureOf(section.detail.parse((await admin.get(`${url}/${item.id}`)).body));

      it.each([
        ['a PNG', pngImage(), 'image/png'],
        ['a JPEG', SMALL_JPEG, 'image/jpeg'],
        ['a WebP', SMALL_WEBP, 'image/webp'],
        ['a JPEG declared as a PNG', SMALL_JPEG, 'image/png'],
        ['a PNG declared as something else', pngImage(8, 8), 'application/octet-stream'],
      ])('accepts %s, read from its bytes', async (_, bytes, contentType) => {
        const response = await sendFile(admin, 'PUT', mediaUrl(), bytes, contentType);
        expect(response.status).toBe(200);
        // The answer is the item as it now is.
        expect(section.detail.parse(response.body)).toMatchObject({
          id: item.id,
          [picture.has]: true,
          [picture.base64]: bytes.toString('base64'),
        });
        expect(await storedMedia()).toBe(bytes.toString('base64'));
      });

      it('accepts the file of a multipart form, and journals the upload', async () => {
        const bytes = pngImage(12, 12, [200, 10, 10]);
        const response = await sendMultipart(
          admin,
          'PUT',
          mediaUrl(),
          bytes,
          'photo.png',
          'image/png',
        );
        expect(response.status).toBe(200);
        expect(await storedMedia()).toBe(bytes.toString('base64'));
        const entry = (await journal(item.id)).at(-1);
        expect(entry).toMatchObject({
          action: `upload-${picture.name}`,
          summary: section.journal.mediaReplaced(item.title),
        });
        // The journal notes the file's size, never its bytes.
        expect(entry!.after).toMatchObject({
          [picture.base64]: expect.stringMatching(/^\(fichier de \d+ octets\)$/),
        });
        expect(JSON.stringify(entry!.after)).not.toContain(bytes.toString('base64'));
      });

      it.each([
        ['an SVG with a script', SVG_WITH_SCRIPT, 'image/svg+xml', 400],
        ['an SVG sent as an unknown type', SVG_WITH_SCRIPT, 'application/octet-stream', 400],
        ['an SVG declared as a PNG', SVG_WITH_SCRIPT, 'image/png', 400],
        ['a file over 200 KB', largePngImage(201 * 1024), 'image/png', 413],
        ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/gif', 400],
      ])(`refuses %s, and keeps the ${picture.name}`, async (_, bytes, contentType, status) => {
        const kept = await storedMedia();
        const before = await journalSize(server.database.db);
        const response = await sendFile(admin, 'PUT', mediaUrl(), bytes, contentType);
        expect(response.status).toBe(status);
        expect((response.body as { message: string }).message).toBe(
          status === 413
            ? 'L’image dépasse la taille maximale de 200 Ko.'
            : 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).',
        );
        expect(await storedMedia()).toBe(kept);
        expect(await journalSize(server.database.db)).toBe(before);
      });

      it('refuses a PDF sent as an image, raw or in a form named .jpg or .png', async () => {
        const pdf = await pdfDocument();
        for (const [fileName, contentType] of [
          ['photo.jpg', 'image/jpeg'],
          ['logo.png', 'image/png'],
        ] as const) {
          const raw = await sendFile(admin, 'PUT', mediaUrl(), pdf, contentType);
          expect(raw.status, contentType).toBe(400);
          const form = await sendMultipart(admin, 'PUT', mediaUrl(), pdf, fileName, contentType);
          expect(form.status, fileName).toBe(400);
          expect(form.body).toMatchObject({
            errors: { file: 'Format d’image non accepté : PNG, JPEG ou WebP uniquement.' },
          });
        }
      });

      it('refuses a form without a file, and a text body, without a 5xx', async () => {
        const form = new FormData();
        form.append('note', 'pas de fichier');
        const noFile = await fetch(admin.baseUrl + mediaUrl(), {
          method: 'PUT',
          headers: { origin: admin.baseUrl, cookie: admin.cookieHeader },
          body: form,
        });
        expect(noFile.status).toBe(400);
        const text = await admin.request('PUT', mediaUrl(), {
          raw: 'bonjour',
          headers: { 'content-type': 'text/plain' },
        });
        expect(text.status).toBe(400);
        expect(text.body).toMatchObject({ message: 'Aucun fichier n’a été envoyé.' });
      });

      it('refuses a request without a file, and a file far over the limit, without a 5xx', async () => {
        const empty = await admin.request('PUT', mediaUrl(), {
          raw: '',
          headers: { 'content-type': 'image/png' },
        });
        expect(empty.status).toBe(400);
        expect(empty.body).toMatchObject({ message: 'Aucun fichier n’a été envoyé.' });
        const huge = largePngImage(3 * 1024 * 1024);
        expect((await sendFile(admin, 'PUT', mediaUrl(), huge, 'image/png')).status).toBe(413);
        const json = await admin.request('PUT', mediaUrl(), { json: { [picture.name]: 'x' } });
        expect(json.status).toBe(400);
      });

      extras.picture?.(context);

      // Last of the group: the item has no file after it.
      it(`deletes the ${picture.name}, answers the item without it, journaled; none again writes nothing`, async () => {
        const response = await admin.delete(mediaUrl());
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          id: item.id,
          [picture.has]: false,
          [picture.base64]: null,
        });
        expect(await storedMedia()).toBeNull();
        const [listed] = (await list(`query=avec%20${picture.name}`)).items;
        expect(listed).toMatchObject({ id: item.id, [picture.has]: false });
        const entries = await journal(item.id);
        expect(entries.at(-1)).toMatchObject({
          action: `delete-${picture.name}`,
          summary: section.journal.mediaDeleted(item.title),
        });
        expect((await admin.delete(mediaUrl())).status).toBe(200);
        expect(await journal(item.id)).toHaveLength(entries.length);
      });
    });

    describe('what customers see', () => {
      const refusedNote = customers.refused.length ? `, never to ${short(customers.refused)}` : '';
      it(`shows a published item with its ${picture.name} to ${short(customers.accounts)}${refusedNote}; not a draft nor an archive`, async () => {
        const published = await create(shared({ title: 'Visible' }));
        const file = pngImage(4, 4);
        await sendFile(admin, 'PUT', `${url}/${published.id}/${picture.name}`, file, 'image/png');
        const draft = await create(shared({ title: 'Brouillon caché', status: 'draft' }));
        const archived = await create(shared({ title: 'Archive cachée', status: 'archived' }));
        const clients = [customer];
        for (const email of customers.accounts.slice(1)) clients.push(await server.loginAs(email));

        const expected = { title: 'Visible', [picture.base64]: file.toString('base64') };
        for (const client of clients) {
          const seen = await seenBy(client);
          expect(seen.find((entry) => entry.id === published.id)).toMatchObject(expected);
          const ids = seen.map((entry) => entry.id);
          expect(ids).not.toContain(draft.id);
          expect(ids).not.toContain(archived.id);
          const detail = await client.get(customers.item(published.id));
          expect(detail.status).toBe(200);
          expect(detail.body).toMatchObject(expected);
          expect((await client.get(customers.item(draft.id))).status).toBe(404);
          expect((await client.get(customers.item(archived.id))).status).toBe(404);
        }
        for (const email of customers.refused) {
          const client = await server.loginAs(email);
          expect((await client.get(customers.list)).status, email).toBe(403);
        }

        // Archived, it leaves the list; published again, it is back; deleted, it is not found.
        const save = (status: ContentStatus) =>
          admin.request('PUT', `${url}/${published.id}`, {
            json: input({ title: 'Visible', status }),
          });
        expect((await save('archived')).status).toBe(200);
        for (const client of clients) {
          expect(await idsSeenBy(client)).not.toContain(published.id);
          expect((await client.get(customers.item(published.id))).status).toBe(404);
        }
        expect((await save('published')).status).toBe(200);
        expect(await idsSeenBy(customer)).toContain(published.id);
        await admin.delete(`${url}/${published.id}`);
        for (const client of clients) {
          expect(await idsSeenBy(client)).not.toContain(published.id);
          expect((await client.get(customers.item(published.id))).status).toBe(404);
        }
      });

      it('shows a scheduled item at its time, not before, and counts it then', async () => {
        const count = async () => (await customer.get<number>(customers.count)).body;
        const countBefore = await count();
        const at = new Date(Date.now() + 2000).toISOString();
        const { title, summary } = section.journal.scheduled;
        const scheduled = await create(shared({ title, publishedAt: at }));
        expect(scheduled).toMatchObject({ status: 'published', publishedAt: at });
        expect((await journal(scheduled.id))[0]!.summary).toMatch(summary);

        expect(await idsSeenBy(customer)).not.toContain(scheduled.id);
        expect((await customer.get(customers.item(scheduled.id))).status).toBe(404);
        expect(await count()).toBe(countBefore);

        await expect
          .poll(() => idsSeenBy(customer), { timeout: 15_000, interval: 200 })
          .toContain(scheduled.id);
        expect(Date.now()).toBeGreaterThanOrEqual(new Date(at).getTime());
        expect((await customer.get(customers.item(scheduled.id))).status).toBe(200);
        expect(await count()).toBe(countBefore + 1);
      });

      extras.customers?.(context);
    });
  });
}
