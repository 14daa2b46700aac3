/**
 * The back office's « Services » API (docs/back-office/services.md): admins only, every field
 * checked in French, logos checked from their bytes, every change in the journal, and customers
 * seeing only what is live, a scheduled service included at its time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Endpoint } from '../../src/contract/endpoint';
import * as serviceEndpoints from '../../src/contract/back-office/services';
import {
  BoService,
  BoServiceDetail,
  BoServicePage,
  type BoServiceInput,
} from '../../src/contract/back-office/schemas/services';
import type { ServicePlus } from '../../src/contract/api';
import { servicesPlus, users } from '../../server/db/schema';
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

function serviceInput(overrides: Partial<BoServiceInput> = {}): BoServiceInput {
  return {
    type: 'EXCLUSIVE_SERVICE',
    title: 'Assistance juridique',
    summary: 'Un juriste répond à vos questions sous 48 heures.',
    description: 'Premier paragraphe.\n\nSecond paragraphe.',
    website: 'https://www.juriste.example/avantages',
    status: 'published',
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)('back office: services (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let pro: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
    pro = await server.loginAs('pro@demo.fr');
  });
  afterAll(() => server.close());

  async function create(overrides: Partial<BoServiceInput> = {}): Promise<BoServiceDetail> {
    const response = await admin.post('/bo/api/services', serviceInput(overrides));
    expect(response.status).toBe(201);
    return BoServiceDetail.parse(response.body);
  }

  async function list(query: string): Promise<BoServicePage> {
    const response = await admin.get(`/bo/api/services?${query}`);
    expect(response.status).toBe(200);
    return BoServicePage.parse(response.body);
  }

  /** The exclusive services pro sees in the PWA. */
  async function prosServices(): Promise<ServicePlus[]> {
    const response = await pro.get<ServicePlus[]>('/fo/servicePlus/?type=EXCLUSIVE_SERVICE');
    expect(response.status).toBe(200);
    return response.body;
  }

  describe('access', () => {
    const endpoints = Object.entries(serviceEndpoints as Record<string, Endpoint>);

    it('covers every endpoint of the section', () => {
      expect(endpoints.map(([name]) => name).sort()).toEqual([
        'boCreateService',
        'boDeleteService',
        'boDeleteServiceLogo',
        'boService',
        'boServices',
        'boUpdateService',
        'boUploadServiceLogo',
      ]);
    });

    it.each(endpoints)('%s: 401 without a session, 403 for every other role', async (_, target) => {
      const service = await create({ title: 'Service gardé' });
      const inputs = { json: serviceInput({ title: 'Intrus' }), file: pngImage() };
      const before = await journalSize(server.database.db);
      const anonymous = await callEndpoint(server.client(), target, { id: service.id }, inputs);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Vous devez être connecté.' });
      for (const email of NOT_ADMINS) {
        const client = await server.loginAs(email);
        const response = await callEndpoint(client, target, { id: service.id }, inputs);
        expect(response.status, email).toBe(403);
        expect(response.body).toEqual({ message: 'Vous n’avez pas accès à cette ressource.' });
      }
      // Nothing was written: the service is as it was, and the journal has no new entry.
      const [row] = await server.database.db
        .select()
        .from(servicesPlus)
        .where(eq(servicesPlus.id, service.id));
      expect(row).toMatchObject({ title: 'Service gardé', logoBase64: null });
      expect(await journalSize(server.database.db)).toBe(before);
    });

    it('stays open to an admin acting as a pro, and journals the admin', async () => {
      const actingAdmin = await server.loginAs('admin@demo.fr');
      const [proRow] = await server.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'pro@demo.fr'));
      const connect = await actingAdmin.post(`/bo/api/users/${proRow!.id}/connect-as`);
      expect(connect.status).toBe(200);
      // It reads what pro reads, and the back office still knows it as the admin.
      expect((await actingAdmin.get('/fo/servicePlus/?type=EXCLUSIVE_SERVICE')).status).toBe(200);

      expect((await actingAdmin.get('/bo/api/services')).status).toBe(200);
      const created = await actingAdmin.post('/bo/api/services', serviceInput({ title: 'Par X' }));
      expect(created.status).toBe(201);
      const { id } = BoServiceDetail.parse(created.body);
      const [entry] = await journalOf(server.database.db, 'service', id);
      expect(entry).toMatchObject({ adminEmail: 'admin@demo.fr', action: 'create' });
      await actingAdmin.router('removeConnectedAs');
    });

    it('refuses a write sent from another site', async () => {
      const response = await admin.request('POST', '/bo/api/services', {
        json: serviceInput({ title: 'Venu d’ailleurs' }),
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect((await list('query=ailleurs')).total).toBe(0);
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a service: 201 with its id, every field, and a journal entry', async () => {
      const response = await admin.post(
        '/bo/api/services',
        serviceInput({ title: '  Conciergerie  ', type: 'SALE_PERMISSION', status: 'draft' }),
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const created = BoServiceDetail.parse(response.body);
      expect(created).toMatchObject({
        type: 'SALE_PERMISSION',
        title: 'Conciergerie',
        summary: 'Un juriste répond à vos questions sous 48 heures.',
        description: 'Premier paragraphe.\n\nSecond paragraphe.',
        website: 'https://www.juriste.example/avantages',
        status: 'draft',
        publishedAt: null,
        hasLogo: false,
        logoBase64: null,
      });
      expect(created.id).toBeGreaterThan(0);

      const read = await admin.get(`/bo/api/services/${created.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created);

      const journal = await journalOf(server.database.db, 'service', created.id);
      expect(journal).toHaveLength(1);
      expect(journal[0]).toMatchObject({
        action: 'create',
        adminEmail: 'admin@demo.fr',
        summary: 'Service « Conciergerie » créé (brouillon).',
        before: null,
      });
      expect(journal[0]!.after).toMatchObject({ title: 'Conciergerie', status: 'draft' });
    });

    it('publishes now when published without a date', async () => {
      const before = Date.now();
      const created = await create({ title: 'Publié tout de suite' });
      expect(created.status).toBe('published');
      expect(new Date(created.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(created.publishedAt!).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      const [entry] = await journalOf(server.database.db, 'service', created.id);
      expect(entry!.summary).toBe('Service « Publié tout de suite » créé (publié).');
    });

    it('updates every field, keeps the live and archived dates, and journals what changed', async () => {
      const created = await create({ title: 'Avant' });
      const response = await admin.request('PUT', `/bo/api/services/${created.id}`, {
        json: serviceInput({
          title: 'Après',
          website: 'https://autre.example/',
          type: 'SALE_PERMISSION',
        }),
      });
      expect(response.status).toBe(200);
      const updated = BoServiceDetail.parse(response.body);
      expect(updated).toMatchObject({
        id: created.id,
        title: 'Après',
        website: 'https://autre.example/',
        type: 'SALE_PERMISSION',
        status: 'published',
        // Saved again without a date, a live service keeps the one it went live with.
        publishedAt: created.publishedAt,
      });
      expect(updated.updatedAt >= created.updatedAt).toBe(true);

      const fields = {
        title: 'Après',
        website: 'https://autre.example/',
        type: 'SALE_PERMISSION',
      } as const;
      // Archived without a date, it keeps the one it was published with.
      const archived = await admin.request('PUT', `/bo/api/services/${created.id}`, {
        json: serviceInput({ ...fields, status: 'archived', publishedAt: null }),
      });
      expect(archived.status).toBe(200);
      expect(archived.body).toMatchObject({ status: 'archived', publishedAt: created.publishedAt });
      // Published again without a date, it is published now: new again for customers.
      const republished = await admin.request('PUT', `/bo/api/services/${created.id}`, {
        json: serviceInput({ ...fields }),
      });
      const again = BoServiceDetail.parse(republished.body);
      expect(again.status).toBe('published');
      expect(again.publishedAt! > created.publishedAt!).toBe(true);
      // Back to draft without a date, it has none.
      const draft = await admin.request('PUT', `/bo/api/services/${created.id}`, {
        json: serviceInput({ ...fields, status: 'draft' }),
      });
      expect(draft.body).toMatchObject({ status: 'draft', publishedAt: null });

      const journal = await journalOf(server.database.db, 'service', created.id);
      expect(journal.map((entry) => entry.summary)).toEqual([
        'Service « Avant » créé (publié).',
        'Service « Avant » modifié (type, titre, site web).',
        'Service « Après » archivé.',
        'Service « Après » publié.',
        'Service « Après » remis en brouillon.',
      ]);
      expect(journal[1]!.before).toMatchObject({ title: 'Avant' });
      expect(journal[1]!.after).toMatchObject({ title: 'Après' });
    });

    it('deletes a service: 204, then 404, and a journal entry', async () => {
      const created = await create({ title: 'À supprimer' });
      const response = await admin.delete(`/bo/api/services/${created.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect((await admin.get(`/bo/api/services/${created.id}`)).status).toBe(404);
      const again = await admin.delete(`/bo/api/services/${created.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'Service introuvable.' });
      const journal = await journalOf(server.database.db, 'service', created.id);
      expect(journal.at(-1)).toMatchObject({
        action: 'delete',
        summary: 'Service « À supprimer » supprimé.',
        after: null,
      });
      expect(journal.at(-1)!.before).toMatchObject({ title: 'À supprimer' });
    });

    it('answers 404 for an unknown service and 400 for an id that is not one', async () => {
      const input = { json: serviceInput(), file: pngImage() };
      for (const [name, target] of Object.entries(serviceEndpoints as Record<string, Endpoint>)) {
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
      ['a blank title', { title: '   ' }, 'title', 'Ce champ est obligatoire.'],
      [
        'a title too long',
        { title: 'x'.repeat(201) },
        'title',
        'Ce champ ne peut dépasser 200 caractères.',
      ],
      [
        'an http website',
        { website: 'http://www.juriste.example' },
        'website',
        'L’adresse doit commencer par https://.',
      ],
      [
        'a website that is no URL',
        { website: 'juriste' },
        'website',
        'L’adresse doit commencer par https://.',
      ],
      [
        'an unknown type',
        { type: 'GIFT' },
        'type',
        'Type inconnu : service exclusif ou accord de vente.',
      ],
      ['an unknown status', { status: 'live' }, 'status', 'Ce champ est incomplet ou incorrect.'],
      ['a date that is none', { publishedAt: 'demain' }, 'publishedAt', 'Date et heure invalides.'],
      [
        'a missing summary',
        { summary: undefined },
        'summary',
        'Ce champ est incomplet ou incorrect.',
      ],
      ['a missing description', { description: '' }, 'description', 'Ce champ est obligatoire.'],
    ])('refuses %s with a French field message', async (_, overrides, field, message) => {
      const before = await journalSize(server.database.db);
      const body = { ...serviceInput(), ...overrides };
      const created = await admin.post('/bo/api/services', body);
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({
        message: 'Certaines informations sont incomplètes ou incorrectes.',
        errors: { [field]: message },
      });
      const existing = await create({ title: 'Intact' });
      const updated = await admin.request('PUT', `/bo/api/services/${existing.id}`, {
        json: body,
      });
      expect(updated.status).toBe(400);
      expect((updated.body as { errors: Record<string, string> }).errors[field]).toBe(message);
      expect((await admin.get(`/bo/api/services/${existing.id}`)).body).toMatchObject({
        title: 'Intact',
      });
      // The one entry is the creation of « Intact »: the refused calls wrote nothing.
      expect(await journalSize(server.database.db)).toBe(before + 1);
    });

    it('names every wrong field at once', async () => {
      const response = await admin.post('/bo/api/services', { website: 'ftp://x' });
      expect(response.status).toBe(400);
      expect(Object.keys((response.body as { errors: object }).errors).sort()).toEqual([
        'description',
        'status',
        'summary',
        'title',
        'type',
        'website',
      ]);
    });

    it('answers 400, never a 5xx, to a body that is not JSON or holds a NUL', async () => {
      const broken = await admin.request('POST', '/bo/api/services', {
        raw: '{"title":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      const nul = await admin.post('/bo/api/services', serviceInput({ title: 'a\u0000b' }));
      expect(nul.status).toBe(400);
    });

    it.each([
      ['sort=price', 'sort'],
      ['type=GIFT', 'type'],
      ['status=live', 'status'],
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['order=up', 'order'],
    ])('refuses the list query %s', async (query, field) => {
      const response = await admin.get(`/bo/api/services?${query}`);
      expect(response.status).toBe(400);
      expect((response.body as { errors: Record<string, string> }).errors).toHaveProperty(field);
    });
  });

  describe('the list', () => {
    beforeAll(async () => {
      await create({
        title: 'Électricité quokka',
        summary: 'Un contrat d’énergie.',
        status: 'draft',
      });
      await create({ title: 'Eau quokka', summary: 'Livraison d’ÉLECTRICITÉ incluse.' });
      await create({
        title: 'Zèbre quokka assurance',
        type: 'SALE_PERMISSION',
        summary: 'Rien à voir.',
        status: 'archived',
      });
    });

    it('searches title and summary, whatever the case and accents', async () => {
      const page = await list('query=electricite%20QUOKKA');
      expect(page.items.map((item) => item.title).sort()).toEqual([
        'Eau quokka',
        'Électricité quokka',
      ]);
      expect(page.total).toBe(2);
      // Every word must match, in the title or the summary.
      expect((await list('query=quokka%20ENERGIE')).items.map((item) => item.title)).toEqual([
        'Électricité quokka',
      ]);
      expect((await list('query=quokka')).total).toBe(3);
      // The description is not searched.
      expect((await list('query=quokka%20paragraphe')).total).toBe(0);
    });

    it('filters by type and by status', async () => {
      const sales = await list('type=SALE_PERMISSION&pageSize=100');
      expect(sales.items.every((item) => item.type === 'SALE_PERMISSION')).toBe(true);
      expect(sales.items.map((item) => item.title)).toContain('Zèbre quokka assurance');
      const drafts = await list('status=draft&pageSize=100');
      expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
      expect(drafts.items.map((item) => item.title)).toContain('Électricité quokka');
      expect((await list('status=archived&type=SALE_PERMISSION&query=zebre%20quokka')).total).toBe(
        1,
      );
      expect(
        (await list('status=archived&type=EXCLUSIVE_SERVICE&query=zebre%20quokka')).total,
      ).toBe(0);
    });

    it('sorts by title ignoring accents, both ways', async () => {
      const titles = (await list('sort=title&order=asc&pageSize=100')).items.map((i) => i.title);
      const plain = (title: string) =>
        title
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase();
      expect(titles.indexOf('Eau quokka')).toBeLessThan(titles.indexOf('Électricité quokka'));
      expect(titles.indexOf('Électricité quokka')).toBeLessThan(
        titles.indexOf('Zèbre quokka assurance'),
      );
      for (let i = 1; i < titles.length; i++) {
        expect(
          plain(titles[i - 1]!) <= plain(titles[i]!),
          titles.slice(i - 1, i + 1).join(' / '),
        ).toBe(true);
      }
      const reversed = (await list('sort=title&order=desc&pageSize=100')).items.map((i) => i.title);
      expect(reversed.indexOf('Zèbre quokka assurance')).toBeLessThan(
        reversed.indexOf('Eau quokka'),
      );
    });

    it('sorts by type, status and publication date', async () => {
      const byType = (await list('sort=type&order=asc&pageSize=100')).items.map((i) => i.type);
      expect(byType).toEqual([...byType].sort());
      const order = ['draft', 'published', 'archived'];
      const byStatus = (await list('sort=status&order=asc&pageSize=100')).items;
      const ranks = byStatus.map((item) => order.indexOf(item.status));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const byDate = (await list('sort=publishedAt&order=asc&pageSize=100')).items
        .map((item) => item.publishedAt)
        .filter((date) => date !== null);
      expect(byDate).toEqual([...byDate].sort());
    });

    it('pages through every service once, with the total', async () => {
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

    it('lists every field but the logo’s bytes', async () => {
      const [item] = (await list('query=zebre%20quokka')).items;
      expect(Object.keys(item!).sort()).toEqual(Object.keys(BoService.shape).sort());
      expect(item).not.toHaveProperty('logoBase64');
      // The demo's services all have a logo.
      expect((await list('pageSize=100')).items.some((service) => service.hasLogo)).toBe(true);
    });
  });

  describe('logo', () => {
    let service: BoServiceDetail;
    beforeAll(async () => {
      service = await create({ title: 'Avec logo' });
    });
    const logoUrl = () => `/bo/api/services/${service.id}/logo`;
    const storedLogo = async () =>
      BoServiceDetail.parse((await admin.get(`/bo/api/services/${service.id}`)).body).logoBase64;

    it.each([
      ['a PNG', pngImage(), 'image/png'],
      ['a JPEG', SMALL_JPEG, 'image/jpeg'],
      ['a WebP', SMALL_WEBP, 'image/webp'],
      ['a PNG declared as something else', pngImage(8, 8), 'application/octet-stream'],
    ])('accepts %s, read from its bytes', async (_, bytes, contentType) => {
      const response = await sendFile(admin, 'PUT', logoUrl(), bytes, contentType);
      expect(response.status).toBe(200);
      // The answer is the service as it now is.
      expect(BoServiceDetail.parse(response.body)).toMatchObject({
        id: service.id,
        hasLogo: true,
        logoBase64: bytes.toString('base64'),
      });
      expect(await storedLogo()).toBe(bytes.toString('base64'));
    });

    it('accepts the file of a multipart form, and journals the upload', async () => {
      const bytes = pngImage(20, 20, [10, 20, 30]);
      const response = await sendMultipart(admin, 'PUT', logoUrl(), bytes, 'logo.png', 'image/png');
      expect(response.status).toBe(200);
      expect(await storedLogo()).toBe(bytes.toString('base64'));
      const entry = (await journalOf(server.database.db, 'service', service.id)).at(-1);
      expect(entry).toMatchObject({
        action: 'upload-logo',
        summary: 'Logo du service « Avec logo » remplacé.',
        // The journal notes the file's size, never its bytes.
      });
      expect(entry!.after).toEqual({
        logoBase64: expect.stringMatching(/^\(fichier de \d+ octets\)$/),
      });
    });

    it.each([
      ['an SVG with a script', SVG_WITH_SCRIPT, 'image/svg+xml', 400],
      ['an SVG declared as a PNG', SVG_WITH_SCRIPT, 'image/png', 400],
      ['a file over 200 KB', largePngImage(201 * 1024), 'image/png', 413],
      ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/gif', 400],
    ])('refuses %s, and keeps the logo', async (_, bytes, contentType, status) => {
      const kept = await storedLogo();
      const before = await journalSize(server.database.db);
      const response = await sendFile(admin, 'PUT', logoUrl(), bytes, contentType);
      expect(response.status).toBe(status);
      expect((response.body as { message: string }).message).toMatch(
        status === 413
          ? 'L’image dépasse la taille maximale de 200 Ko.'
          : 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).',
      );
      expect(await storedLogo()).toBe(kept);
      expect(await journalSize(server.database.db)).toBe(before);
    });

    it('refuses a PDF sent as an image, raw or in a form named .png', async () => {
      const pdf = await pdfDocument();
      expect((await sendFile(admin, 'PUT', logoUrl(), pdf, 'image/png')).status).toBe(400);
      const form = await sendMultipart(admin, 'PUT', logoUrl(), pdf, 'logo.png', 'image/png');
      expect(form.status).toBe(400);
      expect(form.body).toMatchObject({
        errors: { file: 'Format d’image non accepté : PNG, JPEG ou WebP uniquement.' },
      });
    });

    it('refuses a request without a file, and a file far over the limit, without a 5xx', async () => {
      const empty = await admin.request('PUT', logoUrl(), {
        raw: '',
        headers: { 'content-type': 'image/png' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'Aucun fichier n’a été envoyé.' });
      const huge = await sendFile(
        admin,
        'PUT',
        logoUrl(),
        largePngImage(3 * 1024 * 1024),
        'image/png',
      );
      expect(huge.status).toBe(413);
      const json = await admin.request('PUT', logoUrl(), { json: { logo: 'x' } });
      expect(json.status).toBe(400);
    });

    it('deletes the logo, answers the service without it, journaled; none again writes nothing', async () => {
      const response = await admin.delete(logoUrl());
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: service.id, hasLogo: false, logoBase64: null });
      expect(await storedLogo()).toBeNull();
      expect((await list('query=avec%20logo')).items[0]).toMatchObject({ hasLogo: false });
      const entries = await journalOf(server.database.db, 'service', service.id);
      expect(entries.at(-1)).toMatchObject({
        action: 'delete-logo',
        summary: 'Logo du service « Avec logo » supprimé.',
      });
      expect((await admin.delete(logoUrl())).status).toBe(200);
      expect(await journalOf(server.database.db, 'service', service.id)).toHaveLength(
        entries.length,
      );
    });
  });

  describe('what customers see', () => {
    it('shows a published service to pro, with its logo, and not a draft or an archived one', async () => {
      const published = await create({ title: 'Visible pour pro' });
      const logo = pngImage(4, 4);
      await sendFile(admin, 'PUT', `/bo/api/services/${published.id}/logo`, logo, 'image/png');
      const draft = await create({ title: 'Brouillon caché', status: 'draft' });
      const archived = await create({ title: 'Archive cachée', status: 'archived' });

      const seen = await prosServices();
      expect(seen.find((item) => item.id === published.id)).toMatchObject({
        title: 'Visible pour pro',
        logoBase64: logo.toString('base64'),
      });
      const ids = seen.map((item) => item.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(archived.id);
      expect((await pro.get(`/fo/servicePlus/${published.id}`)).status).toBe(200);
      expect((await pro.get(`/fo/servicePlus/${draft.id}`)).status).toBe(404);
      expect((await pro.get(`/fo/servicePlus/${archived.id}`)).status).toBe(404);

      // Archived, it leaves pro's list; deleted, it is not found.
      await admin.request('PUT', `/bo/api/services/${published.id}`, {
        json: serviceInput({ title: 'Visible pour pro', status: 'archived' }),
      });
      expect((await prosServices()).map((item) => item.id)).not.toContain(published.id);
      expect((await pro.get(`/fo/servicePlus/${published.id}`)).status).toBe(404);
      await admin.request('PUT', `/bo/api/services/${published.id}`, {
        json: serviceInput({ title: 'Visible pour pro' }),
      });
      expect((await prosServices()).map((item) => item.id)).toContain(published.id);
      await admin.delete(`/bo/api/services/${published.id}`);
      expect((await prosServices()).map((item) => item.id)).not.toContain(published.id);
      expect((await pro.get(`/fo/servicePlus/${published.id}`)).status).toBe(404);
    });

    it('shows a sale permission only to accounts that have them', async () => {
      const sale = await create({ title: 'Accord publié', type: 'SALE_PERMISSION' });
      const network = await server.loginAs('reseau@demo.fr');
      const agency = await server.loginAs('agence@demo.fr');
      const listOf = async (client: ApiClient) =>
        (await client.get<ServicePlus[]>('/fo/servicePlus/?type=SALE_PERMISSION')).body.map(
          (item) => item.id,
        );
      expect(await listOf(network)).toContain(sale.id);
      // Agence has sale permissions switched off in its profile.
      expect(await listOf(agency)).toEqual([]);
    });

    it('shows a scheduled service at its time, not before', async () => {
      const count = async () =>
        (await pro.get<number>('/fo/servicePlus/count?type=EXCLUSIVE_SERVICE')).body;
      const countBefore = await count();
      const at = new Date(Date.now() + 2000).toISOString();
      const scheduled = await create({ title: 'Programmé', publishedAt: at });
      expect(scheduled).toMatchObject({ status: 'published', publishedAt: at });
      expect((await journalOf(server.database.db, 'service', scheduled.id))[0]!.summary).toMatch(
        /^Service « Programmé » créé \(programmé pour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\)\.$/,
      );

      expect((await prosServices()).map((item) => item.id)).not.toContain(scheduled.id);
      expect((await pro.get(`/fo/servicePlus/${scheduled.id}`)).status).toBe(404);
      expect(await count()).toBe(countBefore);

      await expect
        .poll(async () => (await prosServices()).map((item) => item.id), {
          timeout: 15_000,
          interval: 200,
        })
        .toContain(scheduled.id);
      expect(Date.now()).toBeGreaterThanOrEqual(new Date(at).getTime());
      expect((await pro.get(`/fo/servicePlus/${scheduled.id}`)).status).toBe(200);
      expect(await count()).toBe(countBefore + 1);
    });
  });
});
