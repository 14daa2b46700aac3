import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { createQueryClient } from '../../../src/app/query-client';
import type { Role, User } from '../../../src/contract/api';
import { sessionKeys } from '../../../src/entities/session/api';
import { routeTree } from '../../../src/routeTree.gen';

function renderAt(path: string, sessionUser?: User) {
  const queryClient = createQueryClient();
  if (sessionUser) queryClient.setQueryData(sessionKeys.all, sessionUser);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The server's answer to every call: nobody is connected. */
function serverWithoutSession() {
  const fetchMock = vi.fn(async () =>
    Response.json({ message: 'Vous devez être connecté.' }, { status: 401 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it('renders the login page in French', async () => {
    serverWithoutSession();
    renderAt('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connexion à votre espace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
  });

  it('explains an invalid e-mail in French when the field is left, before anything is sent', async () => {
    const fetchMock = serverWithoutSession();
    renderAt('/login');
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.type(email, 'pas-une-adresse');
    await userEvent.tab();
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/form-login', expect.anything());
  });

  it('sends an anonymous visitor of a protected page to login, remembering the page', async () => {
    const fetchMock = serverWithoutSession();
    const router = renderAt('/my-space/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Connexion à votre espace' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/my-space/dashboard' });
    // Without the server's signed-in hint the app knows nobody is connected: it asks nothing.
    expect(fetchMock).not.toHaveBeenCalledWith('/router', expect.anything());
  });

  it('asks the server who is connected when the signed-in hint is there', async () => {
    document.cookie = 'signed_in=1; path=/';
    try {
      const fetchMock = serverWithoutSession();
      const router = renderAt('/my-space/dashboard');
      await screen.findByRole('heading', { level: 1, name: 'Connexion à votre espace' });
      expect(router.state.location.pathname).toBe('/login');
      expect(fetchMock).toHaveBeenCalledWith(
        '/router',
        expect.objectContaining({ method: 'POST' }),
      );
    } finally {
      document.cookie = 'signed_in=; path=/; max-age=0';
    }
  });

  it('sends any other path to the saving pages, hence an anonymous visitor to login', async () => {
    serverWithoutSession();
    const router = renderAt('/nulle/part');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/saving' });
  });
});

const connected = (roleId: Role): User => ({
  id: 1,
  roleId,
  email: 'personne@demo.fr',
  firstname: 'Prénom',
  lastname: 'Nom',
  companyName: 'Société',
  partnerId: roleId === 'PARTNER' ? 1 : null,
  connectedAs: null,
});

describe('guards of a connected user', () => {
  // The pages' own calls never answer: only where the router lands is looked at.
  const serverThatNeverAnswers = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );

  it.each([
    ['PRO', '/une/page/qui/n-existe/pas', '/saving/offer-list'],
    ['AGENCY', '/partner', '/saving/offer-list'],
    ['NETWORK', '/partner', '/saving/offer-list'],
    ['PARTNER', '/saving/offer-list', '/partner'],
    ['PARTNER', '/my-space/dashboard', '/partner'],
  ] as const)('sends %s from %s to %s', async (role, path, home) => {
    serverThatNeverAnswers();
    const router = renderAt(path, connected(role));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(home));
  });
});
