/**
 * The back office's offer form (the content sections' shared form with the offer's declaration,
 * src/back-office/sections/offers/section.ts, and its « Validité et diffusion » panel): the contract's
 * checks shown on their fields before anything is sent, the sub-themes chosen in the tree (active
 * nodes only), and the body sent once every field is right.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../src/components/toast';
import { ContentForm } from '../../../src/back-office/components/content-section/ContentForm';
import { offerThemeTreeQueryOptions } from '../../../src/back-office/sections/offers/api';
import { partnerChoicesQueryOptions } from '../../../src/back-office/components/form/PartnerField';
import { offersBackOffice } from '../../../src/back-office/sections/offers/section';
import { emptyOfferInput } from '../../../src/back-office/sections/offers/form-values';
import { VALIDITY_ORDER_MESSAGE } from '../../../src/contract/back-office/schemas/offers';
import type { BoThemeTree } from '../../../src/contract/back-office/schemas/theme-tree';

const node = { position: 0, active: true };
const TREE: BoThemeTree = [
  {
    id: 1,
    name: 'Télécoms et informatique',
    ...node,
    themes: [
      {
        id: 10,
        name: 'Internet et réseaux',
        ...node,
        subThemes: [
          { id: 100, name: 'Fibre optique', ...node, offerCount: 3, userCount: 2 },
          { id: 101, name: 'Box 4G et 5G', ...node, active: false, offerCount: 0, userCount: 0 },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Catégorie désactivée',
    ...node,
    active: false,
    themes: [
      {
        id: 20,
        name: 'Thème caché',
        ...node,
        subThemes: [{ id: 200, name: 'Sous-thème caché', ...node, offerCount: 0, userCount: 0 }],
      },
    ],
  },
];

function renderForm(onSave = vi.fn(async () => undefined)) {
  // The tree and the partners are loaded by the page's route before the form shows.
  const queryClient = new QueryClient();
  queryClient.setQueryData(offerThemeTreeQueryOptions.queryKey, TREE);
  queryClient.setQueryData(partnerChoicesQueryOptions.queryKey, [
    { id: 1, name: 'Groupement Artisans Plus', active: true },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ContentForm
          definition={offersBackOffice.form}
          values={emptyOfferInput()}
          onSave={onSave}
        />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onSave;
}

// Typing a whole offer takes seconds on a busy machine.
describe('the offer form', { timeout: 30_000 }, () => {
  it('shows every mistake on its field, in French, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByRole('textbox', { name: 'Site web' }));
    await user.type(screen.getByRole('textbox', { name: 'Site web' }), 'http://www.exemple.fr/');
    await user.type(screen.getByLabelText('Début de validité'), '2026-06-01');
    await user.type(screen.getByLabelText('Fin de validité'), '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(VALIDITY_ORDER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Choisissez au moins un sous-thème.')).toBeInTheDocument();
    expect(screen.getByText('L’adresse doit commencer par https://.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers active sub-themes only, and sends the body the API takes', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    expect(screen.queryByText('Catégorie désactivée')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Box 4G et 5G' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Fibre dédiée');
    await user.type(screen.getByRole('textbox', { name: 'Fournisseur' }), 'Réseaux du Rhône');
    await user.type(screen.getByRole('textbox', { name: 'Résumé' }), 'La fibre dédiée.');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Débit garanti.');
    await user.type(screen.getByRole('textbox', { name: 'Remise' }), '-15 %');
    await user.type(screen.getByRole('textbox', { name: 'Site web' }), 'www.exemple.fr/');
    await user.type(screen.getByLabelText('Début de validité'), '2026-06-01');
    await user.type(screen.getByLabelText('Fin de validité'), '2027-05-31');
    await user.click(screen.getByText('Télécoms et informatique'));
    await user.click(screen.getByRole('checkbox', { name: 'Fibre optique' }));
    const roles = screen.getByRole('group', { name: 'Clients qui voient l’offre' });
    await user.click(within(roles).getByRole('checkbox', { name: 'Agences' }));
    await user.click(screen.getByRole('checkbox', { name: 'Promotion' }));
    await user.click(screen.getByRole('radio', { name: 'Publié' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Fibre dédiée',
      supplierName: 'Réseaux du Rhône',
      summary: 'La fibre dédiée.',
      description: 'Débit garanti.',
      discount: '-15 %',
      website: 'https://www.exemple.fr/',
      validFrom: '2026-06-01',
      validTo: '2027-05-31',
      subThemeIds: [100],
      visibleRoles: ['PRO', 'NETWORK'],
      privilege: true,
      priceList: false,
      partnerId: null,
      status: 'published',
      publishedAt: null,
    });
  });
});
