import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256 } from 'js-sha256';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../../src/app/query-client';
import { ToastProvider } from '../../../../src/components/toast';
import type { ProfileInfo } from '../../../../src/contract/api';
import {
  ACTING_AS_HINT,
  ProfileForm,
  SAVED_MESSAGE,
} from '../../../../src/features/profile/ProfileForm';
import { EMAIL_TAKEN_MESSAGE } from '../../../../src/features/profile/form-schema';

const profile: ProfileInfo = {
  siret: '73282932000074',
  companyName: 'Atelier Durand Menuiserie',
  nbOfEmployees: 12,
  turnover: 1_450_000,
  numberAndStreet: '14 rue des Artisans',
  zipCode: '69007',
  town: 'Lyon',
  mainContactLastName: 'Durand',
  mainContactFirstName: 'Camille',
  function: 'Gérante',
  email: 'pro@demo.fr',
  password: '',
  phoneNumber: '06 12 34 56 78',
};

/** A stand-in for the two calls of a save: the e-mail check, then the profile itself. */
function server({ emailFree }: { emailFree: boolean }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/router') return Response.json([{ result: emailFree }]);
    if (url === '/fo/user/saveProfile') {
      return Response.json({ ...JSON.parse(String(init?.body)), password: '' });
    }
    return Response.json({ message: 'Introuvable' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm({ actingAs = false } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <ProfileForm profile={profile} actingAs={actingAs} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const emailField = () => screen.getByRole('textbox', { name: /^Adresse e-mail/ });
const currentPasswordField = () => screen.getByLabelText(/^Mot de passe actuel/);
const calledUrls = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.map(([url]) => url);

afterEach(() => vi.unstubAllGlobals());

// A whole form in jsdom is slow on a shared machine; the default 5 s is too tight there.
describe('ProfileForm', { timeout: 20_000 }, () => {
  it('refuses a taken e-mail on its field and sends nothing', async () => {
    const fetchMock = server({ emailFree: false });
    renderForm();
    const user = userEvent.setup();
    await user.clear(emailField());
    // Pasted rather than typed: one event instead of one per key on a busy machine.
    await user.paste('agence@demo.fr');
    await user.click(currentPasswordField());
    await user.paste('demo1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(EMAIL_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(calledUrls(fetchMock)).toEqual(['/router']);
    const check = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(check).toEqual({
      action: 'userBoController',
      method: 'verifyUserName',
      data: ['agence@demo.fr'],
    });
  });

  it('saves without a password when none is typed, then says so', async () => {
    const fetchMock = server({ emailFree: true });
    renderForm();
    const user = userEvent.setup();
    const town = screen.getByRole('textbox', { name: /^Ville/ });
    await user.clear(town);
    await user.paste('Villeurbanne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/router', '/fo/user/saveProfile']);
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ town: 'Villeurbanne', email: 'pro@demo.fr' });
    expect(body).not.toHaveProperty('password');
  });

  it('asks for the current password only when the password or the e-mail changes', async () => {
    const fetchMock = server({ emailFree: true });
    renderForm();
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Mot de passe actuel/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Nouveau mot de passe/));
    await user.paste('Nouveau-mot-2026');
    await user.click(screen.getByLabelText(/^Confirmation du nouveau mot de passe/));
    await user.paste('Nouveau-mot-2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Saisissez votre mot de passe actuel pour changer de mot de passe ou d’adresse e-mail.',
      ),
    ).toBeInTheDocument();
    expect(currentPasswordField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.paste('demo1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      password: sha256('Nouveau-mot-2026'),
      currentPassword: sha256('demo1234'),
    });
  });

  it('shows a wrong current password on its field', async () => {
    const fetchMock = server({ emailFree: true });
    fetchMock.mockImplementation(async (url: string) =>
      url === '/router'
        ? Response.json([{ result: true }])
        : Response.json(
            {
              message: 'Certaines informations sont incomplètes ou incorrectes.',
              errors: { currentPassword: 'Le mot de passe actuel est incorrect.' },
            },
            { status: 400 },
          ),
    );
    renderForm();
    const user = userEvent.setup();
    await user.clear(emailField());
    await user.paste('camille@durand.example');
    await user.click(currentPasswordField());
    await user.paste('pas-le-bon-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(currentPasswordField()).toHaveAttribute('aria-invalid', 'true');
    expect(currentPasswordField()).toHaveFocus();
  });

  it('offers neither the e-mail nor the password while an admin acts as the user', () => {
    server({ emailFree: true });
    renderForm({ actingAs: true });
    expect(emailField()).toBeDisabled();
    expect(emailField()).toHaveAccessibleDescription(ACTING_AS_HINT);
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields', async () => {
    const fetchMock = server({ emailFree: true });
    fetchMock.mockImplementation(async (url: string) =>
      url === '/router'
        ? Response.json([{ result: true }])
        : Response.json(
            { message: 'Données invalides', errors: { town: 'Ville inconnue.' } },
            { status: 400 },
          ),
    );
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Ville inconnue.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ville/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
