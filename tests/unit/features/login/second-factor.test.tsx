/**
 * The login page's second step for an admin (docs/http-contract.md, "Second factor (admins)"),
 * against a stand-in server: the code step (focus, phone keyboard, recovery code, wrong code,
 * expired challenge) and the first-login enrolment (QR code, key as text, recovery codes).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { createQueryClient } from '../../../../src/app/query-client';
import { routeTree } from '../../../../src/routeTree.gen';

const ADMIN = {
  id: 1,
  roleId: 'ADMIN',
  email: 'admin@demo.fr',
  firstname: 'Alice',
  lastname: 'Martin',
  companyName: '',
  partnerId: null,
  connectedAs: null,
};
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`);

type Answer = { status?: number; body: unknown };

/** Answers each path with the next of its answers; nobody is signed in for anything else. */
function server(answers: Record<string, Answer[]>) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body =
      typeof init?.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : null;
    calls.push({ url, body });
    const answer = answers[url]?.shift();
    if (!answer) return Response.json({ message: 'Vous devez être connecté.' }, { status: 401 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function typePassword() {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), ADMIN.email);
  await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('the login page’s second step', () => {
  it('asks an enrolled admin for its code, or a recovery code, with the challenge', async () => {
    const calls = server({
      '/form-login': [{ body: { success: false, secondFactor: 'code', challenge: 'défi' } }],
      '/form-login/second-factor': [
        { body: { success: false } },
        {
          status: 400,
          body: {
            message: 'Cette étape de connexion a expiré.',
            errors: { challenge: 'Cette étape de connexion a expiré.' },
          },
        },
      ],
    });
    const user = await typePassword();

    const field = await screen.findByRole('textbox', { name: 'Code de vérification' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // Nobody is signed in meanwhile: the password form is gone, no session was asked for.
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(
      await screen.findByText('Code incorrect ou déjà utilisé. Vérifiez-le et réessayez.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      url: '/form-login/second-factor',
      body: { challenge: 'défi', method: 'totp', code: '123456' },
    });

    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    const recovery = screen.getByRole('textbox', { name: 'Code de secours' });
    expect(recovery).toHaveFocus();
    await user.type(recovery, 'ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    // An expired challenge: the server's message, and the way back to the password.
    expect(await screen.findByText('Cette étape de connexion a expiré.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(calls.at(-1)?.body).toEqual({
      challenge: 'défi',
      method: 'recovery',
      code: 'ABCDE-23456',
    });
    await user.click(screen.getByRole('button', { name: 'Recommencer la connexion' }));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('enrols an admin at its first login, then shows its recovery codes once', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server({
      '/form-login': [{ body: { success: false, secondFactor: 'enrolment', challenge: 'défi' } }],
      '/form-login/enrolment': [
        {
          body: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/Avantages%20Pro:admin%40demo.fr?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            qrCode:
              'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
          },
        },
      ],
      '/form-login/second-factor': [
        {
          body: {
            success: true,
            connectedUser: ADMIN,
            redirectUrl: '/bo',
            recoveryCodes: RECOVERY_CODES,
          },
        },
      ],
    });
    const user = await typePassword();

    const heading = await screen.findByRole('heading', {
      name: 'Activer la double authentification',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      await screen.findByRole('img', {
        name: 'QR code à scanner avec votre application d’authentification',
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code de vérification' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    const codesHeading = await screen.findByRole('heading', { name: 'Vos codes de secours' });
    expect(codesHeading).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Codes de secours' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('ABCD0-EFGH0');
    expect(screen.getByRole('button', { name: 'Télécharger les codes' })).toBeInTheDocument();
    // The back office opens only once the admin says the codes are kept.
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'J’ai conservé mes codes, continuer' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/bo'));
  });
});
