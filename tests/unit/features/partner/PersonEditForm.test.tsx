import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sha256 } from 'js-sha256';
import { ToastProvider } from '../../../../src/components/toast';
import type { PartnerUser } from '../../../../src/contract/api';
import { COMMON_PASSWORD_MESSAGE } from '../../../../src/contract/common-passwords';
import {
  OWN_EMAIL_ONLY_HINT,
  PersonEditForm,
} from '../../../../src/features/partner/PersonEditForm';

const emilie: PartnerUser = {
  id: 7,
  roleId: 'PARTNER',
  email: 'emilie.roux@demo.fr',
  firstname: 'Émilie',
  lastname: 'Roux',
  companyName: '',
  partnerId: 1,
  connectedAs: null,
  function: 'Chargée de clientèle',
  phone: '06 34 56 78 90',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(person: PartnerUser = emilie, ownCredentials = true) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <h2 id="title">Modifier</h2>
        <PersonEditForm
          person={person}
          ownCredentials={ownCredentials}
          labelledBy="title"
          onSaved={onSaved}
          onCancel={vi.fn()}
        />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onSaved, invalidate };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const sentBody = () => {
  const init = fetchMock.mock.calls[0]?.[1];
  return new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
};

describe('PersonEditForm', () => {
  it('is prefilled, sends the form encoded without an empty password, then says it is saved', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { ...emilie, lastname: 'Roux-Martin' }));
    const { onSaved, invalidate } = renderForm();
    expect(field('Nom')).toHaveValue('Roux');
    expect(field('Fonction')).toHaveValue('Chargée de clientèle');
    expect(field('Téléphone')).toHaveValue('06 34 56 78 90');

    await user.clear(field('Nom'));
    await user.type(field('Nom'), 'Roux-Martin');
    await user.clear(field('Téléphone'));
    await user.type(field('Téléphone'), '+33 6 99 88 77 66');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/fo/partner/editProfile');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(sentBody())).toEqual({
      userId: '7',
      firstname: 'Émilie',
      lastname: 'Roux-Martin',
      function: 'Chargée de clientèle',
      email: 'emilie.roux@demo.fr',
      phone: '06 99 88 77 66',
    });
    expect(
      await screen.findByText('Les informations de Émilie Roux-Martin ont été enregistrées.'),
    ).toBeInTheDocument();
    // The lists and forms of the partner space are read again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['partner'] });
  });

  it('sends a new password as its SHA-256 with the current one, and an emptied phone as empty', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, emilie));
    const { onSaved } = renderForm();
    expect(screen.queryByLabelText(/^Mot de passe actuel/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-secret-42');
    await user.clear(field('Téléphone'));
    // Asked as soon as the password changes; required to send it.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Saisissez votre mot de passe actuel pour changer de mot de passe ou d’adresse e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sentBody().get('password')).toBe(sha256('nouveau-secret-42'));
    expect(sentBody().get('currentPassword')).toBe(sha256('demo1234'));
    expect(sentBody().get('phone')).toBe('');
  });

  it('refuses a common password with the server’s message, the meter saying « Trop courant »', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'azerty123');
    const level = await screen.findByText('Trop courant');
    expect(level.closest('[role="status"]')).toHaveTextContent(
      'Robustesse du mot de passe : Trop courant',
    );
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('edits a colleague without its password or e-mail', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, emilie));
    const { onSaved } = renderForm(emilie, false);
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    expect(field('Adresse e-mail')).toBeDisabled();
    expect(field('Adresse e-mail')).toHaveAccessibleDescription(OWN_EMAIL_ONLY_HINT);
    await user.clear(field('Fonction'));
    await user.type(field('Fonction'), 'Responsable clientèle');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(Object.fromEntries(sentBody())).toEqual({
      userId: '7',
      firstname: 'Émilie',
      lastname: 'Roux',
      function: 'Responsable clientèle',
      email: 'emilie.roux@demo.fr',
      phone: '06 34 56 78 90',
    });
  });

  it.each([
    ['Adresse e-mail', 'emilie.roux@', 'Adresse e-mail invalide.'],
    ['Téléphone', '06 12', 'Numéro de téléphone invalide.'],
    ['Fonction', '   ', 'Ce champ est incomplet ou incorrect.'],
  ])('explains a wrong %s in French and sends nothing', async (name, value, message) => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(field(name));
    await user.type(field(name), value);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a weak new password before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'court');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un chiffre.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields and stays open", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(400, {
        message: 'Données invalides.',
        errors: { email: 'Cette adresse e-mail est déjà utilisée.' },
      }),
    );
    const { onSaved } = renderForm();
    await user.clear(field('Adresse e-mail'));
    await user.type(field('Adresse e-mail'), 'pro@demo.fr');
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée.')).toBeInTheDocument();
    expect(field('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Adresse e-mail')).toHaveFocus();
    expect(
      screen.getByText('Certaines informations sont incorrectes : corrigez les champs signalés.'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
