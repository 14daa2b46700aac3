import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { MySpaceNav, mySpaceEntriesOf } from '../../../src/app/navigation/MySpaceNav';
import { createQueryClient } from '../../../src/app/query-client';
import type { Role, User } from '../../../src/contract/api';
import { sessionKeys } from '../../../src/entities/session/api';
import { routeTree } from '../../../src/routeTree.gen';

const labels = (role: Role) => mySpaceEntriesOf(role).map((entry) => entry.label);

describe('« Mon espace »’s menu', () => {
  it.each(['PRO', 'AGENCY', 'NETWORK'] as const)(
    'offers « Mes favoris » and « Notifications » to %s, after « Mes centres d’intérêt »',
    (role) => {
      expect(labels(role)).toEqual([
        'Tableau de bord',
        'Mon profil',
        'Mes centres d’intérêt',
        'Mes favoris',
        'Notifications',
        'Mon entreprise',
        'Hors ligne',
      ]);
      expect(mySpaceEntriesOf(role).find((entry) => entry.label === 'Mes favoris')?.to).toBe(
        '/my-space/favourites',
      );
    },
  );

  it('offers them to no admin on their own', () => {
    expect(labels('ADMIN')).not.toContain('Mes favoris');
    expect(labels('ADMIN')).not.toContain('Notifications');
    expect(labels('ADMIN')).toContain('Mes centres d’intérêt');
  });
});

const connected = (roleId: Role, connectedAs: User['connectedAs'] = null): User => ({
  id: 1,
  roleId,
  email: 'personne@demo.fr',
  firstname: 'Prénom',
  lastname: 'Nom',
  companyName: 'Société',
  partnerId: null,
  connectedAs,
});

describe('/my-space/favourites', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderAt(path: string, user: User) {
    // The pages' own calls never answer: only where the router lands is looked at.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionKeys.all, user);
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

  it('sends an admin on their own to their home', async () => {
    const router = renderAt('/my-space/favourites', connected('ADMIN'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-space/dashboard'));
  });

  it.each([
    ['a pro user', connected('PRO')],
    [
      'an admin acting as a network user',
      connected('ADMIN', { ...connected('NETWORK'), id: 2, connectedAs: null }),
    ],
  ] as const)('opens for %s', async (_, user) => {
    const router = renderAt('/my-space/favourites', user);
    // Past the guards: the page's own data is being asked for.
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/fo/user/favourites', expect.anything()),
    );
    expect(router.state.location.pathname).toBe('/my-space/favourites');
  });
});

describe('MySpaceNav', () => {
  async function renderNav(role: Role) {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <MySpaceNav role={role} /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
    return screen.findByRole('navigation', { name: 'Mon espace' });
  }

  it('links « Mes favoris » for a user who reads the lists', async () => {
    const menu = await renderNav('AGENCY');
    expect(within(menu).getByRole('link', { name: 'Mes favoris' })).toHaveAttribute(
      'href',
      '/my-space/favourites',
    );
  });

  it('has no such link for an admin on their own', async () => {
    const menu = await renderNav('ADMIN');
    expect(within(menu).getByRole('link', { name: 'Mon profil' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Mes favoris' })).toBeNull();
  });
});
