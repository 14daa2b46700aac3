/**
 * The back office's « Services » API (docs/back-office/services-plus.md): admins only, every field
 * checked in French, logos checked from their bytes, every change in the journal, and customers
 * seeing only what is live, a scheduled service included at its time. The checks every content
 * section shares are in tests/support/back-office-content-suite.ts; this file holds the services'
 * definition and what only they have: a type, a website, and a publication date reset on republish.
 */
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { boServicePlusEndpoints } from '../../src/contract/back-office/services-plus';
import {
  BoServicePlus,
  BoServicePlusDetail,
  BoServicePlusPage,
  type BoServicePlusInput,
} from '../../src/contract/back-office/schemas/services-plus';
import type { ServicePlus } from '../../src/contract/api';
import { servicesPlus } from '../../server/db/schema';
import type { ApiClient } from '../support/api-client';
import { describeContentSection } from '../support/back-office-content-suite';

function serviceInput(overrides: Partial<BoServicePlusInput> = {}): BoServicePlusInput {
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

describeContentSection(
  {
    name: 'services',
    anItem: 'a service',
    endpoints: boServicePlusEndpoints,
    url: '/bo/api/services',
    input: serviceInput,
    detail: BoServicePlusDetail,
    page: BoServicePlusPage,
    item: BoServicePlus,
    storedRow: async (db, id) =>
      (await db.select().from(servicesPlus).where(eq(servicesPlus.id, id)))[0],
    notFound: 'Service introuvable.',
    creation: {
      overrides: { title: '  Conciergerie  ', type: 'SALE_PERMISSION', status: 'draft' },
      expected: {
        type: 'SALE_PERMISSION',
        title: 'Conciergerie',
        summary: 'Un juriste répond à vos questions sous 48 heures.',
        description: 'Premier paragraphe.\n\nSecond paragraphe.',
        website: 'https://www.juriste.example/avantages',
        status: 'draft',
        publishedAt: null,
        hasLogo: false,
        logoBase64: null,
      },
      summary: 'Service « Conciergerie » créé (brouillon).',
    },
    journal: {
      entity: 'service',
      deleted: (title) => `Service « ${title} » supprimé.`,
      mediaReplaced: (title) => `Logo du service « ${title} » remplacé.`,
      mediaDeleted: (title) => `Logo du service « ${title} » supprimé.`,
      scheduled: {
        title: 'Programmé',
        summary:
          /^Service « Programmé » créé \(programmé pour le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\)\.$/,
      },
    },
    textField: 'description',
    badFields: [
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
      ['a missing description', { description: '' }, 'description', 'Ce champ est obligatoire.'],
    ],
    allWrong: {
      input: { website: 'ftp://x' },
      fields: ['description', 'status', 'summary', 'title', 'type', 'website'],
    },
    badListQueries: [['type=GIFT', 'type']],
    list: {
      fixtures: [
        { title: 'Électricité quokka', summary: 'Un contrat d’énergie.', status: 'draft' },
        { title: 'Eau quokka', summary: 'Livraison d’ÉLECTRICITÉ incluse.' },
        {
          title: 'Zèbre quokka assurance',
          type: 'SALE_PERMISSION',
          summary: 'Rien à voir.',
          status: 'archived',
        },
      ],
      keyword: 'quokka',
      searchedFields: 'title and summary',
      searches: [
        ['electricite QUOKKA', ['Eau quokka', 'Électricité quokka']],
        // Every word must match, in the title or the summary.
        ['quokka ENERGIE', ['Électricité quokka']],
        ['quokka', ['Eau quokka', 'Zèbre quokka assurance', 'Électricité quokka']],
        // The description is not searched.
        ['quokka paragraphe', []],
      ],
      titleOrder: ['Eau quokka', 'Électricité quokka', 'Zèbre quokka assurance'],
    },
    picture: { name: 'logo', base64: 'logoBase64', has: 'hasLogo' },
    customers: {
      accounts: ['pro@demo.fr'],
      refused: [],
      list: '/fo/servicePlus/?type=EXCLUSIVE_SERVICE',
      item: (id) => `/fo/servicePlus/${id}`,
      count: '/fo/servicePlus/count?type=EXCLUSIVE_SERVICE',
    },
  },
  {
    crud(section) {
      it('publishes now when published without a date', async () => {
        const before = Date.now();
        const created = await section.create({ title: 'Publié tout de suite' });
        expect(created.status).toBe('published');
        expect(new Date(created.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(new Date(created.publishedAt!).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
        const [entry] = await section.journal(created.id);
        expect(entry!.summary).toBe('Service « Publié tout de suite » créé (publié).');
      });

      it('updates every field, keeps the live and archived dates, and journals what changed', async () => {
        const { admin } = section;
        const created = await section.create({ title: 'Avant' });
        const fields = {
          title: 'Après',
          website: 'https://autre.example/',
          type: 'SALE_PERMISSION',
        } as const;
        const response = await admin.request('PUT', `/bo/api/services/${created.id}`, {
          json: serviceInput(fields),
        });
        expect(response.status).toBe(200);
        const updated = BoServicePlusDetail.parse(response.body);
        expect(updated).toMatchObject({
          id: created.id,
          ...fields,
          status: 'published',
          // Saved again without a date, a live service keeps the one it went live with.
          publishedAt: created.publishedAt,
        });
        expect(updated.updatedAt >= created.updatedAt).toBe(true);

        // Archived without a date, it keeps the one it was published with.
        const archived = await admin.request('PUT', `/bo/api/services/${created.id}`, {
          json: serviceInput({ ...fields, status: 'archived', publishedAt: null }),
        });
        expect(archived.status).toBe(200);
        expect(archived.body).toMatchObject({
          status: 'archived',
          publishedAt: created.publishedAt,
        });
        // Published again without a date, it is published now: new again for customers.
        const republished = await admin.request('PUT', `/bo/api/services/${created.id}`, {
          json: serviceInput({ ...fields }),
        });
        const again = BoServicePlusDetail.parse(republished.body);
        expect(again.status).toBe('published');
        expect(again.publishedAt! > created.publishedAt!).toBe(true);
        // Back to draft without a date, it has none.
        const draft = await admin.request('PUT', `/bo/api/services/${created.id}`, {
          json: serviceInput({ ...fields, status: 'draft' }),
        });
        expect(draft.body).toMatchObject({ status: 'draft', publishedAt: null });

        const journal = await section.journal(created.id);
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
    },

    list(section) {
      it('filters by type', async () => {
        const sales = await section.list('type=SALE_PERMISSION&pageSize=100');
        expect(sales.items.every((item) => item.type === 'SALE_PERMISSION')).toBe(true);
        expect(sales.items.map((item) => item.title)).toContain('Zèbre quokka assurance');
        const total = async (query: string) => (await section.list(query)).total;
        expect(await total('status=archived&type=SALE_PERMISSION&query=zebre%20quokka')).toBe(1);
        expect(await total('status=archived&type=EXCLUSIVE_SERVICE&query=zebre%20quokka')).toBe(0);
      });

      it('sorts by type', async () => {
        const byType = (await section.list('sort=type&order=asc&pageSize=100')).items;
        const types = byType.map((item) => item.type);
        expect(new Set(types).size).toBe(2);
        expect(types).toEqual([...types].sort());
      });
    },

    customers(section) {
      it('shows a sale permission only to accounts that have them', async () => {
        const sale = await section.create({ title: 'Accord publié', type: 'SALE_PERMISSION' });
        const network = await section.server.loginAs('reseau@demo.fr');
        const agency = await section.server.loginAs('agence@demo.fr');
        const listOf = async (client: ApiClient) =>
          (await client.get<ServicePlus[]>('/fo/servicePlus/?type=SALE_PERMISSION')).body.map(
            (item) => item.id,
          );
        expect(await listOf(network)).toContain(sale.id);
        // Agence has sale permissions switched off in its profile.
        expect(await listOf(agency)).toEqual([]);
      });
    },
  },
);
