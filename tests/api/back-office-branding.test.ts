/**
 * « Habillage » of the back office's API (docs/back-office/branding.md): who may call it, the list
 * of networks' and agencies' brandings, the colors (a pair below WCAG AA refused), the logos'
 * checks, a company's first branding, the journal, and the PWA's branding answering each change
 * at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { urlOf } from '../../src/contract/endpoint';
import * as endpoints from '../../src/contract/back-office/branding';
import {
  BoBrandingPage,
  BoTheming,
  BoThemingLogoResult,
  type BoBranding,
} from '../../src/contract/back-office/schemas/branding';
import { Theming } from '../../src/contract/api';
import { companies, themings, users } from '../../server/db/schema';
import { COMPANIES, THEMINGS } from '../../server/db/demo/accounts';
import { RULES_DATABASE_KINDS, startTestServer, type TestServer } from '../support/api-server';
import type { ApiClient, ApiResponse } from '../support/api-client';
import {
  SMALL_WEBP,
  callEndpoint,
  journalOf,
  journalSize,
  sendFile,
  sendMultipart,
} from '../support/back-office-content';
import { SVG_WITH_SCRIPT, largePngImage, pdfDocument, pngImage } from '../e2e/fixtures/files';

const NOT_ADMINS = ['pro@demo.fr', 'agence@demo.fr', 'reseau@demo.fr', 'partenaire@demo.fr'];

describe.each(RULES_DATABASE_KINDS)('back office: theming (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  /** The demo's company ids and their brandings' ids, by the seed's keys. */
  const company = {} as Record<keyof typeof COMPANIES, number>;
  let agencyTheming: number;
  let networkTheming: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.loginAs('admin@demo.fr');
    const rows = await server.database.db.select().from(companies);
    for (const [key, seed] of Object.entries(COMPANIES)) {
      company[key as keyof typeof COMPANIES] = rows.find(
        (row) => row.companyName === seed.companyName,
      )!.id;
    }
    agencyTheming = rows.find((row) => row.id === company.horizonLyon)!.themingId!;
    networkTheming = rows.find((row) => row.id === company.horizonNetwork)!.themingId!;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;

  async function list(query: Record<string, unknown> = {}): Promise<BoBrandingPage> {
    const response = await admin.get(urlOf(endpoints.boThemings, undefined, query));
    expect(response.status).toBe(200);
    return BoBrandingPage.parse(response.body);
  }

  async function pwaTheming(client: ApiClient): Promise<Theming> {
    const response = await client.get('/fo/theming/theming');
    expect(response.status).toBe(200);
    return Theming.parse(response.body);
  }

  const putColors = (id: number, body: unknown) =>
    admin.request('PUT', urlOf(endpoints.boUpdateTheming, { id }), { json: body });

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
      Object.values(endpoints).map((target) => ({
        target,
        params: { id: agencyTheming, kind: 'network', companyId: company.girard },
      }));
    const inputs = () => ({
      json: { mainColor: '#1e3a8a', textColor: '#ffffff' },
      file: pngImage(),
    });

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
      }
      expect(await journalSize(db())).toBe(before);
      const [row] = await db().select().from(themings).where(eq(themings.id, agencyTheming));
      expect(row).toMatchObject({
        mainColor: THEMINGS.agency.mainColor,
        networkLogoBase64: THEMINGS.agency.networkLogoBase64,
      });
      const [girard] = await db().select().from(companies).where(eq(companies.id, company.girard));
      expect(girard?.themingId).toBeNull();
    });

    it('refuses a change posted from another site', async () => {
      const response = await admin.request(
        'PUT',
        urlOf(endpoints.boUpdateTheming, { id: agencyTheming }),
        {
          json: { mainColor: '#1e3a8a', textColor: '#ffffff' },
          headers: { origin: 'https://evil.example' },
        },
      );
      expect(response.status).toBe(403);
    });
  });

  describe('GET /bo/api/themings', () => {
    it('lists the networks, then the agencies, then the others with a branding', async () => {
      const page = await list();
      const byName = new Map(page.items.map((item) => [item.name, item]));
      expect(page.items.map((item) => item.name)).toEqual([
        COMPANIES.horizonNetwork.companyName,
        COMPANIES.horizonLyon.companyName,
        COMPANIES.durand.companyName,
      ]);
      expect(page.total).toBe(3);
      expect(byName.get(COMPANIES.horizonLyon.companyName)).toEqual({
        owner: 'company',
        ownerId: company.horizonLyon,
        name: COMPANIES.horizonLyon.companyName,
        roles: ['AGENCY'],
        userCount: 1,
        theming: {
          id: agencyTheming,
          mainColor: THEMINGS.agency.mainColor,
          textColor: THEMINGS.agency.textColor,
          logos: { universe: false, network: true, agency: true },
        },
      } satisfies BoBranding);
      expect(byName.get(COMPANIES.horizonNetwork.companyName)).toMatchObject({
        roles: ['NETWORK'],
        theming: { id: networkTheming, logos: { universe: false, network: true, agency: false } },
      });
      expect(byName.get(COMPANIES.durand.companyName)).toMatchObject({
        roles: ['PRO'],
        userCount: 3,
      });
      // A pro company without a branding has nothing to show here.
      expect(byName.has(COMPANIES.girard.companyName)).toBe(false);
    });

    it('lists an agency without a branding yet, and a user with a branding of its own', async () => {
      const [newCompany] = await db()
        .insert(companies)
        .values({ companyName: 'Agence Étoile du Sud' })
        .returning();
      await db().insert(users).values({
        email: 'agence.etoile@demo.fr',
        role: 'AGENCY',
        firstname: 'Lucie',
        lastname: 'Étoile',
        companyId: newCompany!.id,
      });
      const [ownTheming] = await db()
        .insert(themings)
        .values({ mainColor: '#14532d', textColor: '#ffffff' })
        .returning();
      await db()
        .update(users)
        .set({ themingId: ownTheming!.id })
        .where(eq(users.email, 'julien.moreau@demo.fr'));

      const found = await list({ query: 'etoile' });
      expect(found.items).toEqual([
        {
          owner: 'company',
          ownerId: newCompany!.id,
          name: 'Agence Étoile du Sud',
          roles: ['AGENCY'],
          userCount: 1,
          theming: null,
        },
      ]);
      const own = await list({ query: 'julien.moreau' });
      expect(own.items).toEqual([
        expect.objectContaining({
          owner: 'user',
          name: 'Julien Moreau — julien.moreau@demo.fr',
          roles: ['PRO'],
          theming: expect.objectContaining({ id: ownTheming!.id, mainColor: '#14532d' }),
        }),
      ]);

      // Searching ignores accents and case; sorting by name and pages follow.
      expect((await list({ query: 'RESEAU horizon' })).items.map((item) => item.ownerId)).toEqual([
        company.horizonNetwork,
      ]);
      const byName = await list({ sort: 'name', order: 'desc' });
      expect(byName.items.map((item) => item.name)).toEqual([
        COMPANIES.horizonNetwork.companyName,
        'Julien Moreau — julien.moreau@demo.fr',
        COMPANIES.horizonLyon.companyName,
        COMPANIES.durand.companyName,
        'Agence Étoile du Sud',
      ]);
      const second = await list({ pageSize: 2, page: 2 });
      expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(second.items).toHaveLength(2);
    });

    it('answers French field errors to a bad query', async () => {
      const response = await admin.get(urlOf(endpoints.boThemings, undefined, { sort: 'x' }));
      expectFieldErrors(response, { sort: 'Tri inconnu.' });
    });
  });

  describe('GET /bo/api/themings/:id', () => {
    it('answers the colors, the logos and who uses the branding', async () => {
      const response = await admin.get(urlOf(endpoints.boTheming, { id: agencyTheming }));
      expect(response.status).toBe(200);
      const theming = BoTheming.parse(response.body);
      expect(theming).toMatchObject({
        id: agencyTheming,
        ...THEMINGS.agency,
        companies: [
          { id: company.horizonLyon, name: COMPANIES.horizonLyon.companyName, userCount: 1 },
        ],
        users: [{ email: 'agence@demo.fr', role: 'AGENCY', firstname: 'Nicolas' }],
      });
    });

    it('answers 404 for an unknown branding and 400 for an id that is not one', async () => {
      const response = await admin.get(urlOf(endpoints.boTheming, { id: 999_999 }));
      expect(response.status).toBe(404);
      expect((response.body as { message: string }).message).toBe('Habillage introuvable.');
      expect(
        (await putColors(999_999, { mainColor: '#000000', textColor: '#ffffff' })).status,
      ).toBe(404);
      for (const bad of ['abc', '0', '-2', '2.5']) {
        expect((await admin.get(`/bo/api/themings/${bad}`)).status).toBe(400);
      }
    });
  });

  describe('PUT /bo/api/themings/:id', () => {
    it('changes the colors: journaled, and the agency sees them at once', async () => {
      const agency = await server.loginAs('agence@demo.fr');
      expect((await pwaTheming(agency)).mainColor).toBe(THEMINGS.agency.mainColor);

      const response = await putColors(agencyTheming, {
        mainColor: '#1E3A8A',
        textColor: '#FFFFFF',
      });
      expect(response.status).toBe(200);
      expect(BoTheming.parse(response.body)).toMatchObject({
        mainColor: '#1e3a8a',
        textColor: '#ffffff',
      });

      // The PWA's own call, by the same session that read the old colors a moment ago.
      expect(await pwaTheming(agency)).toEqual({
        ...THEMINGS.agency,
        mainColor: '#1e3a8a',
        textColor: '#ffffff',
      });
      // The network has a branding of its own: untouched.
      expect((await pwaTheming(await server.loginAs('reseau@demo.fr'))).mainColor).toBe(
        THEMINGS.network.mainColor,
      );

      const entry = (await journalOf(db(), 'theming', agencyTheming)).at(-1)!;
      expect(entry).toMatchObject({
        action: 'update',
        adminEmail: 'admin@demo.fr',
        summary:
          `Couleurs de l’habillage de ${COMPANIES.horizonLyon.companyName} : ` +
          `${THEMINGS.agency.mainColor} et #ffffff → #1e3a8a et #ffffff.`,
        before: { mainColor: THEMINGS.agency.mainColor, textColor: '#ffffff' },
        after: { mainColor: '#1e3a8a', textColor: '#ffffff' },
      });
    });

    it('refuses a pair below WCAG AA on the text color’s field, and changes nothing', async () => {
      const [before] = await db().select().from(themings).where(eq(themings.id, agencyTheming));
      const journal = await journalSize(db());
      // #777777 on white is 4.48:1, just below 4.5:1.
      expectFieldErrors(
        await putColors(agencyTheming, { mainColor: '#777777', textColor: '#ffffff' }),
        {
          textColor: 'Contraste insuffisant (4,4:1) : il faut au moins 4,5:1.',
        },
      );
      // The product's default blue with white text: 3.3:1.
      expectFieldErrors(
        await putColors(agencyTheming, { mainColor: '#3f8cff', textColor: '#ffffff' }),
        {
          textColor: /^Contraste insuffisant \(3,\d:1\) : il faut au moins 4,5:1\.$/,
        },
      );
      expectFieldErrors(
        await putColors(agencyTheming, { mainColor: '#123456', textColor: '#123456' }),
        {
          textColor: 'Contraste insuffisant (1,0:1) : il faut au moins 4,5:1.',
        },
      );
      // #767676 on white is 4.54:1: accepted, then put back.
      expect(
        (await putColors(agencyTheming, { mainColor: '#767676', textColor: '#ffffff' })).status,
      ).toBe(200);
      expect(
        (
          await putColors(agencyTheming, {
            mainColor: before!.mainColor,
            textColor: before!.textColor,
          })
        ).status,
      ).toBe(200);
      const [after] = await db().select().from(themings).where(eq(themings.id, agencyTheming));
      expect(after).toEqual(before);
      expect(await journalSize(db())).toBe(journal + 2);
    });

    it('refuses a color that is not #rrggbb, with a French message per field', async () => {
      const [before] = await db().select().from(themings).where(eq(themings.id, agencyTheming));
      const format = /^Couleur invalide : écrivez-la #rrggbb/;
      for (const [body, errors] of [
        [{ mainColor: 'blue', textColor: '#ffffff' }, { mainColor: format }],
        [
          { mainColor: '#fff', textColor: '#000' },
          { mainColor: format, textColor: format },
        ],
        [{ mainColor: '#12345g', textColor: '#ffffff' }, { mainColor: format }],
        [{ mainColor: 'rgb(0,0,0)', textColor: '#ffffff' }, { mainColor: format }],
        [{ mainColor: '#000000' }, { textColor: 'Ce champ est obligatoire.' }],
        [{}, { mainColor: /./, textColor: /./ }],
      ] as const) {
        expectFieldErrors(await putColors(agencyTheming, body), errors);
      }
      const [after] = await db().select().from(themings).where(eq(themings.id, agencyTheming));
      expect(after).toEqual(before);
    });
  });

  describe('PUT|DELETE /bo/api/themings/:id/logos/:kind', () => {
    it('stores a network logo: journaled, and the agency’s header gets it', async () => {
      const png = pngImage(40, 12, [0x1e, 0x3a, 0x8a]);
      const response = await sendFile(
        admin,
        'PUT',
        urlOf(endpoints.boUploadThemingLogo, { id: agencyTheming, kind: 'network' }),
        png,
        'image/png',
      );
      expect(response.status).toBe(200);
      const result = BoThemingLogoResult.parse(response.body);
      expect(result.bytes).toBe(png.length);
      expect(result.theming.networkLogoBase64).toBe(png.toString('base64'));
      expect(result.theming.agencyLogoBase64).toBe(THEMINGS.agency.agencyLogoBase64);

      const theming = await pwaTheming(await server.loginAs('agence@demo.fr'));
      expect(theming.networkLogoBase64).toBe(png.toString('base64'));
      expect(theming.agencyLogoBase64).toBe(THEMINGS.agency.agencyLogoBase64);

      const entry = (await journalOf(db(), 'theming', agencyTheming)).at(-1)!;
      expect(entry).toMatchObject({
        action: 'upload-logo',
        summary: `Nouveau logo du réseau dans l’habillage de ${COMPANIES.horizonLyon.companyName}.`,
        after: { networkLogoBase64: expect.stringMatching(/^\(fichier de \d+ octets\)$/) },
      });
    });

    it('stores a universe logo sent as a multipart form (WebP)', async () => {
      const response = await sendMultipart(
        admin,
        'PUT',
        urlOf(endpoints.boUploadThemingLogo, { id: networkTheming, kind: 'universe' }),
        SMALL_WEBP,
        'univers.webp',
        'image/webp',
      );
      expect(response.status).toBe(200);
      expect((await pwaTheming(await server.loginAs('reseau@demo.fr'))).universeLogoBase64).toBe(
        SMALL_WEBP.toString('base64'),
      );
    });

    it('refuses an SVG with a script, a PDF, a PNG over 200 KB, an unknown kind', async () => {
      const url = urlOf(endpoints.boUploadThemingLogo, { id: agencyTheming, kind: 'agency' });
      const [before] = await db().select().from(themings).where(eq(themings.id, agencyTheming));
      const journal = await journalSize(db());

      const svg = await sendFile(admin, 'PUT', url, SVG_WITH_SCRIPT, 'image/svg+xml');
      expect(svg.status).toBe(400);
      expect(svg.body).toMatchObject({
        errors: { file: 'Format d’image non accepté : PNG, JPEG ou WebP uniquement.' },
      });
      const svgAsPng = await sendMultipart(
        admin,
        'PUT',
        url,
        SVG_WITH_SCRIPT,
        'logo.png',
        'image/png',
      );
      expect(svgAsPng.status).toBe(400);
      const pdf = await sendFile(admin, 'PUT', url, await pdfDocument(), 'application/pdf');
      expect(pdf.status).toBe(400);
      const large = await sendFile(admin, 'PUT', url, largePngImage(201 * 1024), 'image/png');
      expect(large.status).toBe(413);
      expect((large.body as { message: string }).message).toBe(
        'L’image dépasse la taille maximale de 200 Ko.',
      );
      const unknownKind = await sendFile(
        admin,
        'PUT',
        `/bo/api/themings/${agencyTheming}/logos/footer`,
        pngImage(),
        'image/png',
      );
      expectFieldErrors(unknownKind, { kind: 'Logo inconnu : universe, network ou agency.' });
      const unknownTheming = await sendFile(
        admin,
        'PUT',
        urlOf(endpoints.boUploadThemingLogo, { id: 999_999, kind: 'agency' }),
        pngImage(),
        'image/png',
      );
      expect(unknownTheming.status).toBe(404);

      const [after] = await db().select().from(themings).where(eq(themings.id, agencyTheming));
      expect(after).toEqual(before);
      expect(await journalSize(db())).toBe(journal);
    });

    it('removes a logo: the PWA no longer shows it; removing it again journals nothing', async () => {
      const url = urlOf(endpoints.boDeleteThemingLogo, { id: agencyTheming, kind: 'agency' });
      const response = await admin.delete(url);
      expect(response.status).toBe(200);
      expect(BoTheming.parse(response.body).agencyLogoBase64).toBeNull();
      expect(
        (await pwaTheming(await server.loginAs('agence@demo.fr'))).agencyLogoBase64,
      ).toBeNull();
      const entries = await journalOf(db(), 'theming', agencyTheming);
      expect(entries.at(-1)).toMatchObject({
        action: 'delete-logo',
        summary: `Logo retiré de l’agence dans l’habillage de ${COMPANIES.horizonLyon.companyName}.`,
      });
      expect((await admin.delete(url)).status).toBe(200);
      expect(await journalOf(db(), 'theming', agencyTheming)).toHaveLength(entries.length);
    });
  });

  describe('POST /bo/api/companies/:companyId/theming', () => {
    it('gives a company its first branding (201), which its users then see', async () => {
      const url = urlOf(endpoints.boCreateCompanyTheming, { companyId: company.girard });
      const refused = await admin.post(url, { mainColor: '#ffff00', textColor: '#ffffff' });
      expectFieldErrors(refused, { textColor: /^Contraste insuffisant/ });
      const [untouched] = await db()
        .select()
        .from(companies)
        .where(eq(companies.id, company.girard));
      expect(untouched?.themingId).toBeNull();

      const response = await admin.post(url, { mainColor: '#9a3412', textColor: '#ffffff' });
      expect(response.status).toBe(201);
      const created = BoTheming.parse(response.body);
      expect(created).toMatchObject({
        mainColor: '#9a3412',
        textColor: '#ffffff',
        universeLogoBase64: null,
        networkLogoBase64: null,
        agencyLogoBase64: null,
        companies: [{ id: company.girard, name: COMPANIES.girard.companyName }],
        users: [],
      });
      expect(created.id).toBeGreaterThan(0);
      const [row] = await db().select().from(companies).where(eq(companies.id, company.girard));
      expect(row?.themingId).toBe(created.id);

      // nouveau@demo.fr (Boulangerie Girard) has no branding of its own: it gets the company's.
      // It has not activated its account, so the admin looks through its eyes.
      const [nouveau] = await db().select().from(users).where(eq(users.email, 'nouveau@demo.fr'));
      const connect = await admin.post(`/bo/api/users/${nouveau!.id}/connect-as`);
      expect(connect.status).toBe(200);
      expect((await pwaTheming(admin)).mainColor).toBe('#9a3412');
      await admin.router('removeConnectedAs');

      expect((await journalOf(db(), 'theming', created.id))[0]).toMatchObject({
        action: 'create',
        summary: `Habillage créé pour ${COMPANIES.girard.companyName}.`,
      });
      // The list now shows it with its colors.
      const listed = (await list({ query: 'boulangerie girard' })).items[0];
      expect(listed?.theming).toMatchObject({ id: created.id, mainColor: '#9a3412' });

      // A second one is refused: the company has one to edit.
      const again = await admin.post(url, { mainColor: '#000000', textColor: '#ffffff' });
      expect(again.status).toBe(409);
      expect((again.body as { message: string }).message).toBe(
        'Cette entreprise a déjà un habillage : modifiez-le.',
      );
    });

    it('answers 404 for an unknown company', async () => {
      const response = await admin.post(
        urlOf(endpoints.boCreateCompanyTheming, { companyId: 999_999 }),
        { mainColor: '#000000', textColor: '#ffffff' },
      );
      expect(response.status).toBe(404);
      expect((response.body as { message: string }).message).toBe('Entreprise introuvable.');
    });
  });

  it('never answers a 5xx to garbage', async () => {
    const probes: [string, string, Parameters<ApiClient['request']>[2]][] = [
      ['GET', '/bo/api/themings?page=-1&pageSize=abc', {}],
      ['PUT', `/bo/api/themings/${agencyTheming}`, { json: null }],
      [
        'PUT',
        `/bo/api/themings/${agencyTheming}`,
        { json: { mainColor: '#00000\u0000', textColor: 1 } },
      ],
      [
        'PUT',
        `/bo/api/themings/${agencyTheming}`,
        { raw: '{', headers: { 'content-type': 'application/json' } },
      ],
      [
        'PUT',
        `/bo/api/themings/${agencyTheming}/logos/network`,
        { raw: 'texte', headers: { 'content-type': 'text/plain' } },
      ],
      ['DELETE', `/bo/api/themings/${agencyTheming}/logos/%00`, {}],
      ['POST', '/bo/api/companies/abc/theming', { json: {} }],
    ];
    for (const [method, url, init] of probes) {
      const response = await admin.request(method, url, init);
      expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
