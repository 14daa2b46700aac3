/**
 * The back office's service and news forms (the content sections' shared form,
 * src/back-office/components/content-section/ContentForm.tsx, with each section's fields from its
 * declaration: src/back-office/sections/services-plus/section.ts, and the news' built by
 * src/back-office/sections/articles/section.ts) and what they start from: the contract's checks on
 * their fields before anything is sent, the body the API takes once every field is right, and
 * the publication date kept in the form for a publication still to come only.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../src/components/toast';
import { partnerChoicesQueryOptions } from '../../../src/back-office/components/form/PartnerField';
import { ContentForm } from '../../../src/back-office/components/content-section/ContentForm';
import { articleBackOffice } from '../../../src/back-office/sections/articles/section';
import {
  articleInputOf,
  emptyArticleInput,
} from '../../../src/back-office/sections/articles/form-values';
import { servicesPlusBackOffice } from '../../../src/back-office/sections/services-plus/section';
import {
  emptyServicePlusInput,
  servicePlusInputOf,
} from '../../../src/back-office/sections/services-plus/form-values';
import {
  BoArticleInput,
  type BoArticleDetail,
} from '../../../src/contract/back-office/schemas/article';
import { newsSection } from '../../../src/contract/sections/news';
import {
  BoServicePlusInput,
  type BoServicePlusDetail,
} from '../../../src/contract/back-office/schemas/services-plus';

const service: BoServicePlusDetail = {
  id: 4,
  type: 'SALE_PERMISSION',
  title: 'Ventes privées',
  summary: 'Des prix réservés.',
  description: 'Premier paragraphe.\n\nSecond.',
  website: 'https://www.exemple.fr/',
  status: 'published',
  publishedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
  createdAt: '2026-02-01T08:00:00.000Z',
  hasLogo: false,
  partnerId: null,
  logoBase64: null,
};
const item: BoArticleDetail = {
  id: 9,
  title: 'Salon',
  summary: 'Au salon.',
  body: 'Texte.',
  status: 'published',
  publishedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
  hasImage: true,
  imageBase64: 'iVBORw0KGgo=',
};
const BEFORE = Date.parse('2026-02-15T00:00:00Z');
const AFTER = Date.parse('2026-03-15T00:00:00Z');

describe('the service and news form values', () => {
  it('are the item’s fields, valid as they are', () => {
    expect(BoServicePlusInput.safeParse(servicePlusInputOf(service, AFTER)).success).toBe(true);
    expect(servicePlusInputOf(service, AFTER)).toMatchObject({ type: 'SALE_PERMISSION' });
    expect(BoArticleInput.safeParse(articleInputOf(item, AFTER)).success).toBe(true);
  });

  it('keep the date of a publication to come only: a live item’s date is the server’s', () => {
    expect(servicePlusInputOf(service, BEFORE).publishedAt).toBe(service.publishedAt);
    expect(servicePlusInputOf(service, AFTER).publishedAt).toBeNull();
    expect(servicePlusInputOf({ ...service, status: 'archived' }, BEFORE).publishedAt).toBeNull();
    expect(articleInputOf(item, BEFORE).publishedAt).toBe(item.publishedAt);
    expect(articleInputOf(item, AFTER).publishedAt).toBeNull();
    expect(articleInputOf({ ...item, status: 'draft' }, BEFORE).publishedAt).toBeNull();
  });

  it('start a new item as a draft, refused until filled in', () => {
    expect(emptyServicePlusInput()).toMatchObject({ status: 'draft', type: 'EXCLUSIVE_SERVICE' });
    expect(
      BoServicePlusInput.safeParse(emptyServicePlusInput()).error?.issues.map(
        (issue) => issue.path[0],
      ),
    ).toEqual(expect.arrayContaining(['title', 'summary', 'description', 'website']));
    expect(emptyArticleInput()).toMatchObject({ status: 'draft', publishedAt: null });
    expect(
      BoArticleInput.safeParse(emptyArticleInput()).error?.issues.map((issue) => issue.path[0]),
    ).toEqual(['title', 'summary', 'body']);
  });
});

describe('the service form', () => {
  function renderForm(onSave = vi.fn(async () => undefined)) {
    // The partners the form offers, as the section's page loads them before the form shows.
    const queryClient = new QueryClient();
    queryClient.setQueryData(partnerChoicesQueryOptions.queryKey, [
      { id: 2, name: 'Club des Commerçants de l’Ouest', active: false },
      { id: 1, name: 'Groupement Artisans Plus', active: true },
    ]);
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ContentForm
            definition={servicesPlusBackOffice.form}
            values={emptyServicePlusInput()}
            onSave={onSave}
          />
        </ToastProvider>
      </QueryClientProvider>,
    );
    return onSave;
  }

  it('shows every mistake on its field, in French, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByRole('textbox', { name: 'Site web' }));
    await user.type(screen.getByRole('textbox', { name: 'Site web' }), 'http://www.exemple.fr/');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’adresse doit commencer par https://.')).toBeInTheDocument();
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the body the API takes', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Accord de vente');
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), '  Ventes privées  ');
    await user.type(screen.getByRole('textbox', { name: 'Résumé' }), 'Des prix réservés.');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Tout le détail.');
    await user.type(screen.getByRole('textbox', { name: 'Site web' }), 'www.exemple.fr/');
    expect(
      screen
        .getAllByRole('option', { name: /Commerçants|Artisans|Aucun/ })
        .map((o) => o.textContent),
    ).toEqual(['Aucun', 'Club des Commerçants de l’Ouest (inactif)', 'Groupement Artisans Plus']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Partenaire' }),
      'Groupement Artisans Plus',
    );
    await user.click(screen.getByRole('radio', { name: 'Publié' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      type: 'SALE_PERMISSION',
      title: 'Ventes privées',
      summary: 'Des prix réservés.',
      description: 'Tout le détail.',
      website: 'https://www.exemple.fr/',
      partnerId: 1,
      status: 'published',
      publishedAt: null,
    });
  });
});

describe('the news form', () => {
  it('sends the body as typed, markup included, and refuses an empty one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(
      <ToastProvider>
        <ContentForm
          definition={articleBackOffice(newsSection).form}
          values={emptyArticleInput()}
          onSave={onSave}
        />
      </ToastProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Salon');
    await user.type(screen.getByRole('textbox', { name: 'Résumé' }), 'Au salon.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(
      screen.getByRole('textbox', { name: 'Texte' }),
      'Venez <b>nombreux</b>.{Enter}{Enter}Second paragraphe.',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Salon',
      summary: 'Au salon.',
      body: 'Venez <b>nombreux</b>.\n\nSecond paragraphe.',
      status: 'draft',
      publishedAt: null,
    });
  });
});
