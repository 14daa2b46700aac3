/**
 * The back office's frame (src/back-office/app): who is signed in, the notice while the admin
 * acts as someone, the sections in order, /bo opening « Offres », and the focus moving to each
 * new page's title.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createBoQueryClient } from '../../../src/back-office/app/query-client';
import { createBoRouter } from '../../../src/back-office/app/router';
import { ToastProvider } from '../../../src/components/toast';
import type { BoSession } from '../../../src/contract/back-office/schemas/session';

const ADMIN = {
  id: 1,
  firstname: 'Martine',
  lastname: 'Admin',
  email: 'admin@demo.fr',
  role: 'ADMIN',
} as const;
const PRO = {
  id: 2,
  firstname: 'Paul',
  lastname: 'Pro',
  email: 'pro@demo.fr',
  role: 'PRO',
} as const;

/** The server: the session at /bo/api/session, 404 for anything else the pages might ask. */
function serverWith(session: BoSession) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/bo/api/session'
        ? Response.json(session)
        : Response.json({ message: 'Ressource introuvable.' }, { status: 404 }),
    ),
  );
}

function renderAt(path: string) {
  const queryClient = createBoQueryClient();
  const router = createBoRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Sections du back office' });
/** The page's own title: each section names its pages as it likes. */
const pageTitle = async () =>
  within(await screen.findByRole('main')).findByRole('heading', { level: 1 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back office frame', () => {
  it('opens « Offres » at /bo, names the admin and lists the sections in order', async () => {
    serverWith({ admin: ADMIN, actingAs: null });
    const router = renderAt('/bo');
    expect(await pageTitle()).toHaveTextContent(/Offres/);
    expect(router.history.location.pathname).toBe('/bo/offers');
    expect(document.title).toMatch(/^Offres.* — Back office$/);
    expect(screen.getByRole('banner')).toHaveTextContent('Martine Admin (admin@demo.fr)');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Offres',
      'Services',
      'Actualités',
      'Partenaires',
      'Utilisateurs',
      'Thèmes',
      'Habillage',
      'Statistiques',
      'Journal',
      'Courriels envoyés',
      'Sécurité',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Offres' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const logout = screen.getByRole('button', { name: 'Se déconnecter' }).closest('form');
    expect(logout).toHaveAttribute('method', 'post');
    expect(logout).toHaveAttribute('action', '/bo/logout');
    expect(screen.queryByText(/Vous agissez actuellement/)).toBeNull();
  });

  it('tells the admin whom it acts as, with the way back to its own account', async () => {
    serverWith({ admin: ADMIN, actingAs: PRO });
    renderAt('/bo/offers');
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(
      'Vous agissez actuellement en tant que Paul Pro (pro@demo.fr).',
    );
    const back = within(notice).getByRole('button', { name: 'Revenir à mon compte' });
    expect(back.closest('form')).toHaveAttribute('action', '/bo/disconnect-as');
  });

  it('moves the focus to the new page’s title after a navigation', async () => {
    serverWith({ admin: ADMIN, actingAs: null });
    const router = renderAt('/bo/offers');
    await pageTitle();
    await userEvent.click(within(nav()).getByRole('link', { name: 'Journal' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/bo/audit'));
    await waitFor(async () => expect(await pageTitle()).toHaveFocus());
    expect(within(nav()).getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows « Page introuvable » inside the frame for an unknown address', async () => {
    serverWith({ admin: ADMIN, actingAs: null });
    renderAt('/bo/nulle/part');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
  });

  it('says so when the session cannot be read', async () => {
    // The router reports the failed load on the console: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Erreur du serveur.' }, { status: 500 })),
    );
    renderAt('/bo/offers');
    // A server failure is tried once more (app/query-client.ts) before it shows.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Back office indisponible' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Erreur du serveur.')).toBeInTheDocument();
  });
});
