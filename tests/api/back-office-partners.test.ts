/**
 * « Partenaires » of the back office's API (docs/back-office/partners.md): who may call it, the
 * list (search, filter, sort, pages), the form's checks, the logo's checks, the journal, the
 * refusal to delete a partner that still has users, and the partner space seeing each change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { urlOf } from '../../src/contract/endpoint';
import * as endpoints from '../../src/contract/back-office/partners';
import {
  BoPartner,
  BoPartnerPage,
  BoPartnerUsers,
  type BoPartnerInput,
} from '../../src/contract/back-office/schemas/partners';
import { Partner } from '../../src/contract/api';
import { catalogueEntries } from '../support/catalogue';
import { partners, users } from '../../server/db/schema';
import { ACTIVE_PARTNER, INACTIVE_PARTNER } from '../../server/db/demo/content';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient, ApiResponse } from '../support/api-client';
import {
  callEndpoint,
  journalOf,
  journalSize,
  sendFile,
  sendMultipart,
} from '../support/back-office-content';
import { SVG_WITH_SCRIPT, largePngImage, pdfDocument, pngImage } from '../e2e/fixtures/files';

const NOT_ADMINS = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'];

const NEW_PARTNER: BoPartnerInput = {
  name: 'Coopérative Énergie Verte',
  description: 'Fournisseur d’électricité renouvelable pour les artisans.',
  website: 'https://www.energie-verte.example',
  active: true,
};

describe.each(RULES_DATABASE_KINDS)('back office: partners (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let activeId: number;
  let inactiveId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
    const rows = await server.database.db.select().from(partners);
    activeId = rows.find((row) => row.name === ACTIVE_PARTNER.name)!.id;
    inactiveId = rows.find((row) => row.name === INACTIVE_PARTNER.name)!.id;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;

  async function create(input: Partial<BoPartnerInput> = {}): Promise<BoPartner> {
    const response = await admin.post(urlOf(endpoints.boPartnerEndpoints.create), {
      ...NEW_PARTNER,
      ...input,
    });
    expect(response.status).toBe(201);
    return BoPartner.parse(response.body);
  }

  async function list(query: Record<string, unknown> = {}): Promise<BoPartnerPage> {
    const response = await admin.get(urlOf(endpoints.boPartnerEndpoints.list, undefined, query));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return BoPartnerPage.parse(response.body);
  }

  function expectFieldErrors(response: ApiResponse, fields: Record<string, string | RegExp>) {
    expect(response.status).toBe(400);
    const body = response.body as { message: string; errors: Record<string, string> };
    expect(body.message).toBe('Certaines informations sont incomplètes ou incorrectes.');
    for (const [field, message] of Object.entries(fields)) {
      expect(body.errors[field]).toMatch(message);
    }
  }

  describe('access', () => {
    const calls = () =>
      catalogueEntries(endpoints).map(([, target]) => ({
        target,
        params: { id: activeId },
      }));
    const inputs = () => ({ json: NEW_PARTNER, file: pngImage() });

    it('answers 401 to every call without a session', async () => {
      for (const { target, params } of calls()) {
        const response = await callEndpoint(server.client(), target, params, inputs());
        expect(response.status, `${target.method} ${target.path}`).toBe(401);
      }
    });

    it.each(NOT_ADMINS)('answers 403 to every call of %s, and changes nothing', async (email) => {
      const client = await server.loginAs(email);
      const before = await journalSize(db());
      for (const { target, params } of calls()) {
        const response = await callEndpoint(client, target, params, inputs());
        expect(response.status, `${target.method} ${target.path}`).toBe(403);
        expect((response.body as { message: string }).message).toBe(
          'Vous n’avez pas accès à cette ressource.',
        );
      }
      expect(await journalSize(db())).toBe(before);
      const [row] = await db().select().from(partners).where(eq(partners.id, activeId));
      expect(row?.name).toBe(ACTIVE_PARTNER.name);
    });

    it('refuses a change posted from another site', async () => {
      const response = await admin.request('POST', urlOf(endpoints.boPartnerEndpoints.create), {
        json: NEW_PARTNER,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
    });
  });

  describe('GET /bo/api/partners', () => {
    it('lists the partners by name, with their user counts and no logo bytes', async () => {
      const page = await list();
      expect(page).toMatchObject({ page: 1, pageSize: 20 });
      expect(page.total).toBe(page.items.length);
      const names = page.items.map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
      const active = page.items.find((item) => item.id === activeId)!;
      expect(active).toMatchObject({
        name: ACTIVE_PARTNER.name,
        active: true,
        hasLogo: true,
        userCount: 4,
      });
      expect(active).not.toHaveProperty('logoBase64');
      expect(page.items.find((item) => item.id === inactiveId)).toMatchObject({
        active: false,
        userCount: 0,
      });
    });

    it('searches the name and the description, whatever the accents and the case', async () => {
      expect((await list({ query: 'COMMERCANTS ouest' })).items.map((item) => item.id)).toEqual([
        inactiveId,
      ]);
      // « bâtiment » is only in the active partner's description.
      expect((await list({ query: 'batiment' })).items.map((item) => item.id)).toEqual([activeId]);
      expect(await list({ query: 'introuvable zzz' })).toMatchObject({ items: [], total: 0 });
    });

    it('filters on active, sorts and pages', async () => {
      const activeOnly = await list({ active: true });
      expect(activeOnly.items.every((item) => item.active)).toBe(true);
      expect(activeOnly.items.map((item) => item.id)).toContain(activeId);
      const inactiveOnly = await list({ active: false });
      expect(inactiveOnly.items.map((item) => item.id)).toContain(inactiveId);
      expect(inactiveOnly.items.every((item) => !item.active)).toBe(true);

      const byUsers = await list({ sort: 'userCount', order: 'desc' });
      expect(byUsers.items[0]?.id).toBe(activeId);

      const all = await list();
      const second = await list({ pageSize: 1, page: 2 });
      expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
      expect(second.items.map((item) => item.id)).toEqual([all.items[1]!.id]);
    });

    it('answers French field errors to a bad query', async () => {
      const bad = [
        [{ sort: 'password' }, { sort: 'Tri inconnu.' }],
        [{ active: 'peut-être' }, { active: 'Valeur attendue : true ou false.' }],
        [{ page: 0 }, { page: /./ }],
        [{ pageSize: 1000 }, { pageSize: /./ }],
      ] as const;
      for (const [query, errors] of bad) {
        expectFieldErrors(
          await admin.get(urlOf(endpoints.boPartnerEndpoints.list, undefined, query)),
          errors,
        );
      }
    });
  });

  describe('POST /bo/api/partners', () => {
    it('creates a partner (201 with its id), journaled', async () => {
      const created = await create({ name: 'Partenaire créé pour le journal' });
      expect(created).toMatchObject({
        ...NEW_PARTNER,
        name: 'Partenaire créé pour le journal',
        logoBase64: null,
        userCount: 0,
      });
      expect(created.id).toBeGreaterThan(0);
      const fetched = await admin.get(urlOf(endpoints.boPartnerEndpoints.item, { id: created.id }));
      expect(fetched.body).toEqual(created);

      const [entry] = await journalOf(db(), 'partner', created.id);
      expect(entry).toMatchObject({
        action: 'create',
        adminEmail: 'admin@demo.fr',
        summary: 'Partenaire « Partenaire créé pour le journal » créé.',
        before: null,
      });
      expect(entry?.after).toMatchObject({ name: 'Partenaire créé pour le journal' });
    });

    it('refuses bad input with French field errors, and creates nothing', async () => {
      const count = (await db().select().from(partners)).length;
      const journal = await journalSize(db());
      const cases: [unknown, Record<string, string | RegExp>][] = [
        [
          { ...NEW_PARTNER, website: 'http://www.energie-verte.example' },
          { website: 'L’adresse doit commencer par https://.' },
        ],
        [
          { ...NEW_PARTNER, name: '   ', description: '' },
          { name: 'Ce champ est obligatoire.', description: 'Ce champ est obligatoire.' },
        ],
        [{ ...NEW_PARTNER, name: 'x'.repeat(121) }, { name: /120 caractères/ }],
        [{ ...NEW_PARTNER, website: 'pas une adresse' }, { website: /https/ }],
        [{ ...NEW_PARTNER, active: 'oui' }, { active: 'Valeur attendue : oui ou non.' }],
        [{ description: 'Sans nom' }, { name: /./, website: /./ }],
      ];
      for (const [body, errors] of cases) {
        expectFieldErrors(
          await admin.post(urlOf(endpoints.boPartnerEndpoints.create), body),
          errors,
        );
      }
      const garbage = await admin.request('POST', urlOf(endpoints.boPartnerEndpoints.create), {
        raw: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(garbage.status).toBe(400);
      expect((await db().select().from(partners)).length).toBe(count);
      expect(await journalSize(db())).toBe(journal);
    });
  });

  describe('GET|PUT /bo/api/partners/:id', () => {
    it('answers 404 for an unknown partner and 400 for an id that is not one', async () => {
      for (const target of [endpoints.boPartnerEndpoints.item, endpoints.boPartnerUsers]) {
        const response = await admin.get(urlOf(target, { id: 999_999 }));
        expect(response.status).toBe(404);
        expect((response.body as { message: string }).message).toBe('Partenaire introuvable.');
      }
      const missing = await admin.request(
        'PUT',
        urlOf(endpoints.boPartnerEndpoints.update, { id: 999_999 }),
        {
          json: NEW_PARTNER,
        },
      );
      expect(missing.status).toBe(404);
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await admin.get(`/bo/api/partners/${bad}`)).status).toBe(400);
      }
    });

    it('edits a partner: the journal keeps before and after, the partner space shows it', async () => {
      const partnerUser = await server.loginAs('partenaire@demo.fr');
      const input: BoPartnerInput = {
        name: 'Artisans Plus Rhône-Alpes',
        description: 'Nouvelle description du groupement, écrite dans le back office.',
        website: 'https://rhone-alpes.artisans-plus.example',
        active: true,
      };
      const response = await admin.request(
        'PUT',
        urlOf(endpoints.boPartnerEndpoints.update, { id: activeId }),
        {
          json: input,
        },
      );
      expect(response.status).toBe(200);
      expect(BoPartner.parse(response.body)).toMatchObject({
        ...input,
        id: activeId,
        userCount: 4,
      });

      // The PWA's partner space reads the same row: the new name and description at once.
      const seen = await partnerUser.get(`/fo/partner/${activeId}`);
      expect(seen.status).toBe(200);
      expect(Partner.parse(seen.body)).toMatchObject({
        id: activeId,
        name: input.name,
        description: input.description,
        website: input.website,
      });

      const entries = await journalOf(db(), 'partner', activeId);
      const entry = entries.at(-1)!;
      expect(entry).toMatchObject({
        action: 'update',
        summary: `Partenaire « ${ACTIVE_PARTNER.name} » modifié (nom, description, site web).`,
      });
      expect(entry.before).toMatchObject({ name: ACTIVE_PARTNER.name });
      expect(entry.after).toMatchObject({ name: input.name });
      // The logo is noted by its size, never copied into the journal.
      expect(JSON.stringify(entry.before)).not.toContain(ACTIVE_PARTNER.logoBase64!.slice(0, 40));

      // The same values again: nothing changed, nothing journaled.
      await admin.request('PUT', urlOf(endpoints.boPartnerEndpoints.update, { id: activeId }), {
        json: input,
      });
      expect(await journalOf(db(), 'partner', activeId)).toHaveLength(entries.length);
    });

    it('deactivates a partner: the partner space no longer offers it', async () => {
      const created = await create({ name: 'Partenaire bientôt inactif' });
      const partnerUser = await server.loginAs('emilie.roux@demo.fr');
      const names = async () =>
        ((await partnerUser.get('/fo/partner/active')).body as Partner[]).map((item) => item.id);
      expect(await names()).toContain(created.id);
      const response = await admin.request(
        'PUT',
        urlOf(endpoints.boPartnerEndpoints.update, { id: created.id }),
        { json: { ...NEW_PARTNER, name: created.name, active: false } },
      );
      expect(response.status).toBe(200);
      expect(await names()).not.toContain(created.id);
    });

    it('refuses a bad edit with field errors and changes nothing', async () => {
      const [before] = await db().select().from(partners).where(eq(partners.id, inactiveId));
      const response = await admin.request(
        'PUT',
        urlOf(endpoints.boPartnerEndpoints.update, { id: inactiveId }),
        { json: { ...NEW_PARTNER, website: 'http://www.commercants-ouest.example', name: '' } },
      );
      expectFieldErrors(response, {
        website: 'L’adresse doit commencer par https://.',
        name: 'Ce champ est obligatoire.',
      });
      const [after] = await db().select().from(partners).where(eq(partners.id, inactiveId));
      expect(after).toEqual(before);
    });
  });

  describe('DELETE /bo/api/partners/:id', () => {
    it('refuses (409, in French) while users are attached, and deletes nothing', async () => {
      const journal = await journalSize(db());
      const response = await admin.delete(
        urlOf(endpoints.boPartnerEndpoints.remove, { id: activeId }),
      );
      expect(response.status).toBe(409);
      expect((response.body as { message: string }).message).toBe(
        'Ce partenaire a encore 4 utilisateurs : il ne peut pas être supprimé. Désactivez-le plutôt.',
      );
      expect(await db().select().from(partners).where(eq(partners.id, activeId))).toHaveLength(1);
      const attached = await db().select().from(users).where(eq(users.partnerId, activeId));
      expect(attached).toHaveLength(4);
      expect(await journalSize(db())).toBe(journal);
    });

    it('deletes a partner without users (204), journaled; then it is a 404', async () => {
      const created = await create({ name: 'Partenaire créé par erreur' });
      const response = await admin.delete(
        urlOf(endpoints.boPartnerEndpoints.remove, { id: created.id }),
      );
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(
        (await admin.get(urlOf(endpoints.boPartnerEndpoints.item, { id: created.id }))).status,
      ).toBe(404);
      expect(
        (await admin.delete(urlOf(endpoints.boPartnerEndpoints.remove, { id: created.id }))).status,
      ).toBe(404);
      const entry = (await journalOf(db(), 'partner', created.id)).at(-1)!;
      expect(entry).toMatchObject({
        action: 'delete',
        summary: 'Partenaire « Partenaire créé par erreur » supprimé.',
        after: null,
      });
      expect(entry.before).toMatchObject({ name: 'Partenaire créé par erreur' });
    });
  });

  describe('PUT|DELETE /bo/api/partners/:id/logo', () => {
    it('stores a PNG sent as the body; the partner space serves it', async () => {
      const png = pngImage(24, 24, [0xe0, 0x68, 0x2b]);
      const response = await sendFile(
        admin,
        'PUT',
        urlOf(endpoints.boPartnerEndpoints.uploadPicture, { id: activeId }),
        png,
        'image/png',
      );
      expect(response.status).toBe(200);
      expect(BoPartner.parse(response.body).logoBase64).toBe(png.toString('base64'));

      const partnerUser = await server.loginAs('partenaire@demo.fr');
      const [self] = await db().select().from(users).where(eq(users.email, 'partenaire@demo.fr'));
      const logo = await partnerUser.get(`/fo/partner/logo/${self!.id}`);
      expect(logo.text).toBe(png.toString('base64'));
      expect(
        Partner.parse((await partnerUser.get(`/fo/partner/${activeId}`)).body).logoBase64,
      ).toBe(png.toString('base64'));

      const entry = (await journalOf(db(), 'partner', activeId)).at(-1)!;
      expect(entry).toMatchObject({
        action: 'upload-logo',
        // The demo's partner had a logo already.
        summary: expect.stringMatching(/^Logo du partenaire « .+ » remplacé\.$/),
        after: { logoBase64: expect.stringMatching(/^\(fichier de \d+ octets\)$/) },
      });
    });

    it('stores a JPEG sent in a multipart form, as a browser sends it', async () => {
      const png = pngImage(8, 8);
      const response = await sendMultipart(
        admin,
        'PUT',
        urlOf(endpoints.boPartnerEndpoints.uploadPicture, { id: inactiveId }),
        png,
        'logo.png',
        'image/png',
      );
      expect(response.status).toBe(200);
      expect(BoPartner.parse(response.body).logoBase64).toBe(png.toString('base64'));
    });

    it('refuses an SVG with a script, a PDF, a PNG over 200 KB; the logo stays', async () => {
      const url = urlOf(endpoints.boPartnerEndpoints.uploadPicture, { id: activeId });
      const [before] = await db().select().from(partners).where(eq(partners.id, activeId));
      const journal = await journalSize(db());

      for (const type of ['image/svg+xml', 'image/png']) {
        const svg = await sendFile(admin, 'PUT', url, SVG_WITH_SCRIPT, type);
        expect(svg.status).toBe(400);
        expect(svg.body).toMatchObject({
          message: 'L’image doit être au format PNG, JPEG ou WebP (SVG refusé).',
          errors: { file: 'Format d’image non accepté : PNG, JPEG ou WebP uniquement.' },
        });
      }
      const pdf = await sendFile(admin, 'PUT', url, await pdfDocument(), 'application/pdf');
      expect(pdf.status).toBe(400);
      const pdfAsPng = await sendMultipart(
        admin,
        'PUT',
        url,
        await pdfDocument(),
        'logo.png',
        'image/png',
      );
      expect(pdfAsPng.status).toBe(400);

      const large = await sendFile(admin, 'PUT', url, largePngImage(210 * 1024), 'image/png');
      expect(large.status).toBe(413);
      expect((large.body as { message: string }).message).toBe(
        'L’image dépasse la taille maximale de 200 Ko.',
      );
      const largeForm = await sendMultipart(
        admin,
        'PUT',
        url,
        largePngImage(210 * 1024),
        'grand.png',
        'image/png',
      );
      expect(largeForm.status).toBe(413);

      const empty = await admin.request('PUT', url);
      expect(empty.status).toBe(400);
      expect((empty.body as { message: string }).message).toBe('Aucun fichier n’a été envoyé.');

      const [after] = await db().select().from(partners).where(eq(partners.id, activeId));
      expect(after?.logoBase64).toBe(before?.logoBase64);
      expect(await journalSize(db())).toBe(journal);
    });

    it('answers 404 for the logo of an unknown partner', async () => {
      const response = await sendFile(
        admin,
        'PUT',
        urlOf(endpoints.boPartnerEndpoints.uploadPicture, { id: 999_999 }),
        pngImage(),
        'image/png',
      );
      expect(response.status).toBe(404);
      expect(
        (await admin.delete(urlOf(endpoints.boPartnerEndpoints.removePicture, { id: 999_999 })))
          .status,
      ).toBe(404);
    });

    it('removes the logo: the partner space falls back to none', async () => {
      const created = await create({ name: 'Partenaire au logo retiré' });
      const url = urlOf(endpoints.boPartnerEndpoints.uploadPicture, { id: created.id });
      expect((await sendFile(admin, 'PUT', url, pngImage(), 'image/png')).status).toBe(200);
      const response = await admin.delete(
        urlOf(endpoints.boPartnerEndpoints.removePicture, { id: created.id }),
      );
      expect(response.status).toBe(200);
      expect(BoPartner.parse(response.body).logoBase64).toBeNull();
      const entries = await journalOf(db(), 'partner', created.id);
      expect(entries.map(({ action, summary }) => [action, summary])).toEqual([
        ['create', 'Partenaire « Partenaire au logo retiré » créé.'],
        ['upload-logo', 'Logo du partenaire « Partenaire au logo retiré » ajouté.'],
        ['delete-logo', 'Logo du partenaire « Partenaire au logo retiré » supprimé.'],
      ]);
      // Removing it again changes nothing and journals nothing.
      await admin.delete(urlOf(endpoints.boPartnerEndpoints.removePicture, { id: created.id }));
      expect(await journalOf(db(), 'partner', created.id)).toHaveLength(3);
    });
  });

  describe('GET /bo/api/partners/:id/users', () => {
    it('lists the partner’s users by name, with their state', async () => {
      await db()
        .update(users)
        .set({ deactivatedAt: new Date() })
        .where(eq(users.email, 'hugo.blanc@demo.fr'));
      const response = await admin.get(urlOf(endpoints.boPartnerUsers, { id: activeId }));
      expect(response.status).toBe(200);
      const list = BoPartnerUsers.parse(response.body);
      expect(list.map((user) => user.email)).toEqual([
        'hugo.blanc@demo.fr',
        'ines.faure@demo.fr',
        'partenaire@demo.fr',
        'emilie.roux@demo.fr',
      ]);
      expect(list.every((user) => user.role === 'PARTNER' && user.activated)).toBe(true);
      expect(list.filter((user) => user.deactivated).map((user) => user.email)).toEqual([
        'hugo.blanc@demo.fr',
      ]);
      expect(list[0]).toEqual({
        id: expect.any(Number),
        firstname: 'Hugo',
        lastname: 'Blanc',
        email: 'hugo.blanc@demo.fr',
        role: 'PARTNER',
        activated: true,
        deactivated: true,
        main: false,
      });
      // The demo's main account (docs/http-contract.md, "Partner space").
      expect(list.filter((user) => user.main).map((user) => user.email)).toEqual([
        'partenaire@demo.fr',
      ]);
      expect((await admin.get(urlOf(endpoints.boPartnerUsers, { id: inactiveId }))).body).toEqual(
        [],
      );
    });
  });

  describe('PUT /bo/api/partners/:id/main-user', () => {
    const mainOf = (list: unknown) =>
      BoPartnerUsers.parse(list)
        .filter((user) => user.main)
        .map((user) => user.email);
    const getPartnerRow = async () =>
      (await db().select().from(partners).where(eq(partners.id, activeId)))[0]!;
    const idOf = async (email: string) =>
      (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

    it('makes another partner user the main account, journaled, and the partner space follows', async () => {
      const ines = await idOf('ines.faure@demo.fr');
      const before = await journalOf(db(), 'partner', activeId);
      const response = await admin.request(
        'PUT',
        urlOf(endpoints.boSetPartnerMainUser, { id: activeId }),
        { json: { userId: ines } },
      );
      expect(response.status).toBe(200);
      expect(mainOf(response.body)).toEqual(['ines.faure@demo.fr']);
      const journal = await journalOf(db(), 'partner', activeId);
      expect(journal).toHaveLength(before.length + 1);
      expect(journal.at(-1)).toMatchObject({
        action: 'set-main-user',
        adminEmail: 'admin@demo.fr',
        // Named as it is now (an earlier test renames it).
        summary: `Compte principal du partenaire « ${(await getPartnerRow()).name} » : Inès Faure (ines.faure@demo.fr).`,
        after: { mainUserId: ines },
      });
      // The same choice again changes and journals nothing.
      await admin.request('PUT', urlOf(endpoints.boSetPartnerMainUser, { id: activeId }), {
        json: { userId: ines },
      });
      expect(await journalOf(db(), 'partner', activeId)).toHaveLength(before.length + 1);

      // In the partner space, Inès now edits her colleagues; the former main account no longer.
      const inesSession = await server.loginAs('ines.faure@demo.fr');
      const emilie = await idOf('emilie.roux@demo.fr');
      const form = {
        userId: String(emilie),
        firstname: 'Émilie',
        lastname: 'Roux',
        function: 'Chargée de clientèle',
        email: 'emilie.roux@demo.fr',
      };
      expect((await inesSession.postForm('/fo/partner/editProfile', form)).status).toBe(200);
      const laurent = await server.loginAs('partenaire@demo.fr');
      expect((await laurent.postForm('/fo/partner/editProfile', form)).status).toBe(403);

      const back = await admin.request(
        'PUT',
        urlOf(endpoints.boSetPartnerMainUser, { id: activeId }),
        { json: { userId: await idOf('partenaire@demo.fr') } },
      );
      expect(mainOf(back.body)).toEqual(['partenaire@demo.fr']);
    });

    it('refuses a user who is not a partner user of this partner, and changes nothing', async () => {
      const before = await journalSize(db());
      for (const email of ['pro@demo.fr', 'admin@demo.fr']) {
        const response = await admin.request(
          'PUT',
          urlOf(endpoints.boSetPartnerMainUser, { id: activeId }),
          { json: { userId: await idOf(email) } },
        );
        expect(response.status, email).toBe(400);
        expect(response.body).toMatchObject({
          errors: { userId: 'Cet utilisateur n’est pas un compte de ce partenaire.' },
        });
      }
      const ofActive = await admin.request(
        'PUT',
        urlOf(endpoints.boSetPartnerMainUser, { id: inactiveId }),
        { json: { userId: await idOf('ines.faure@demo.fr') } },
      );
      expect(ofActive.status).toBe(400);
      const unknown = await admin.request(
        'PUT',
        urlOf(endpoints.boSetPartnerMainUser, { id: 999999 }),
        { json: { userId: await idOf('ines.faure@demo.fr') } },
      );
      expect(unknown.status).toBe(404);
      const bad = await admin.request(
        'PUT',
        urlOf(endpoints.boSetPartnerMainUser, { id: activeId }),
        { json: { userId: 'abc' } },
      );
      expect(bad.status).toBe(400);
      expect(await journalSize(db())).toBe(before);
      const [row] = await db().select().from(partners).where(eq(partners.id, activeId));
      expect(row?.mainUserId).toBe(await idOf('partenaire@demo.fr'));
    });
  });

  it('never answers a 5xx to garbage', async () => {
    const probes: [string, string, Parameters<ApiClient['request']>[2]][] = [
      ['GET', '/bo/api/partners?page=abc&pageSize=-1&order=up', {}],
      ['POST', '/bo/api/partners', { json: [] }],
      ['POST', '/bo/api/partners', { json: { ...NEW_PARTNER, name: 'nul\u0000' } }],
      ['PUT', `/bo/api/partners/${activeId}`, { json: null }],
      [
        'PUT',
        `/bo/api/partners/${activeId}/logo`,
        { raw: 'pas une image', headers: { 'content-type': 'text/plain' } },
      ],
      [
        'PUT',
        `/bo/api/partners/${activeId}/logo`,
        { raw: '', headers: { 'content-type': 'image/png' } },
      ],
      ['DELETE', '/bo/api/partners/1e3', {}],
    ];
    for (const [method, url, init] of probes) {
      const response = await admin.request(method, url, init);
      expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
    }
    // A search is only text to look for: SQL's wildcards and quotes find nothing, harmlessly.
    const search = await admin.get(
      urlOf(endpoints.boPartnerEndpoints.list, undefined, {
        query: "%_\\'; drop table partners;--",
      }),
    );
    expect(search.status).toBe(200);
    expect(BoPartnerPage.parse(search.body).total).toBe(0);
    expect((await list()).total).toBeGreaterThan(0);
  });
});
