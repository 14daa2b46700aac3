import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../../src/app/query-client';
import {
  dropQueuedChanges,
  sendQueuedChanges,
  startChangeQueue,
} from '../../../../src/lib/change-queue';
import { setDeviceUserScope } from '../../../../src/lib/device-user';
import { ToastProvider } from '../../../../src/components/toast';
import { PreferencesPage } from '../../../../src/features/preferences/PreferencesPage';
import { CHANGE_REFUSED_MESSAGE } from '../../../../src/components/toast/use-refused-change-toast';
import { themeTreeQueryOptions } from '../../../../src/entities/theme-tree/api';
import { sampleTree } from '../theme-filter/fixtures';
import { stubServer, type Call } from '../../support/stub-server';

let calls: Call[];
let queryClient: QueryClient;

beforeEach(() => {
  calls = stubServer();
  queryClient = createQueryClient();
  setDeviceUserScope('7');
  startChangeQueue();
  // Stored: 11 and 21 (see the fixture); nothing refetches it during the test.
  queryClient.setQueryData(themeTreeQueryOptions.queryKey, sampleTree());
  queryClient.setQueryDefaults(themeTreeQueryOptions.queryKey, { staleTime: Infinity });
});

afterEach(async () => {
  onlineManager.setOnline(true);
  // Nothing of a test's queue reaches the next one: dropped, and the sends in progress answered.
  await dropQueuedChanges('7');
  for (const call of writes()) call.respond(200, 0);
  await sendQueuedChanges();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Suspense fallback={null}>
          <PreferencesPage />
        </Suspense>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const writes = () => calls.filter((call) => call.method !== 'GET');

describe('PreferencesPage', () => {
  it('shows the stored choice with tri-state categories and themes, and a live counter', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes centres d’intérêt' })).toBeVisible();
    expect(screen.getByText('2 sous-thèmes choisis (7 minimum)')).toHaveAttribute('role', 'status');
    expect(
      screen.getByText('Encore 5 sous-thèmes à choisir pour compléter votre profil.'),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Énergie et environnement' }),
    ).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Électricité' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Gaz' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Télécoms et informatique' })).not.toBeChecked();
  });

  it('shows a click in the very render it causes', () => {
    renderPage();
    const telecoms = screen.getByRole('checkbox', { name: 'Télécoms et informatique' });
    // No await and no waitFor: the box must not show its old state for a single render.
    fireEvent.click(telecoms);
    expect(telecoms).toBeChecked();
    expect(screen.getByText('4 sous-thèmes choisis (7 minimum)')).toBeVisible();
    expect(screen.getByText('Enregistrement…')).toBeVisible();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Gaz' }));
    expect(screen.getByRole('checkbox', { name: 'Gaz' })).not.toBeChecked();
    expect(telecoms).toBeChecked();
    expect(screen.getByText('3 sous-thèmes choisis (7 minimum)')).toBeVisible();
  });

  it('shows a change queued offline at once, and says it waits for the connection', async () => {
    onlineManager.setOnline(false);
    renderPage();
    const gas = screen.getByRole('checkbox', { name: 'Gaz' });
    fireEvent.click(gas);
    expect(gas).not.toBeChecked();
    expect(screen.getByText('1 sous-thème choisi (7 minimum)')).toBeVisible();
    expect(
      screen.getByText('Hors ligne : vos choix seront enregistrés au retour de la connexion.'),
    ).toBeVisible();
    // Once written to the device, it is still shown, and nothing was sent.
    await sendQueuedChanges();
    expect(gas).not.toBeChecked();
    expect(writes()).toHaveLength(0);

    onlineManager.setOnline(true);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      url: '/fo/user/subThemePreference',
      body: { add: [], remove: [21] },
    });
  });

  it('sends each change with its operation id and its user', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gaz' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [patch] = writes();
    expect(patch?.body).toMatchObject({ operationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(patch?.headers).toMatchObject({ 'x-change-owner': '7' });
  });

  it('saves a whole category at once, then rolls back with a message when refused', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Télécoms et informatique' }));
    expect(screen.getByText('4 sous-thèmes choisis (7 minimum)')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Télécoms et informatique' })).toBeChecked();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      url: '/fo/user/subThemePreference',
      body: { add: [31, 32], remove: [] },
    });

    writes()[0]?.respond(400, { message: 'Données invalides.' });
    // The toast region is always in the page (so readers announce it): wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(CHANGE_REFUSED_MESSAGE),
    );
    expect(screen.getByText('2 sous-thèmes choisis (7 minimum)')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Télécoms et informatique' })).not.toBeChecked();
  });

  it('keeps a change through a server fault and says it will try again', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gaz' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    writes()[0]?.respond(503, { message: 'Indisponible.' });
    await waitFor(() =>
      expect(
        screen.getByText('Serveur injoignable : vos choix seront enregistrés dès qu’il répondra.'),
      ).toBeVisible(),
    );
    expect(screen.getByRole('checkbox', { name: 'Gaz' })).not.toBeChecked();
    // Tried again later, with the same operation id (the server applies it once).
    await waitFor(() => expect(writes()).toHaveLength(2), { timeout: 3000 });
    expect(writes()[1]?.body).toEqual(writes()[0]?.body);
    writes()[1]?.respond(200, 1);
    await waitFor(() => expect(screen.queryByText(/Serveur injoignable/)).toBeNull());
    expect(screen.getByText('1 sous-thème choisi (7 minimum)')).toBeVisible();
  });

  it('unchecks one sub-theme', async () => {
    const user = userEvent.setup();
    renderPage();
    const expand = screen.getByRole('button', { name: 'Sous-thèmes de Électricité' });
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Électricité verte' }));
    expect(screen.getByText('1 sous-thème choisi (7 minimum)')).toBeVisible();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ add: [], remove: [11] });
  });

  it('checks all, unchecks all, then restores what was unchecked', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Tout cocher' }));
    expect(screen.getByText('5 sous-thèmes choisis (7 minimum)')).toBeVisible();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ add: [12, 31, 32], remove: [] });
    writes()[0]?.respond(200, 5);

    await user.click(screen.getByRole('button', { name: 'Tout décocher' }));
    expect(screen.getByText('0 sous-thème choisi (7 minimum)')).toBeVisible();
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toMatchObject({ add: [], remove: [11, 12, 21, 31, 32] });
    writes()[1]?.respond(200, 0);

    await user.click(screen.getByRole('button', { name: 'Rétablir ma sélection précédente' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]?.body).toMatchObject({ add: [11, 12, 21, 31, 32], remove: [] });
    expect(screen.getByText('5 sous-thèmes choisis (7 minimum)')).toBeVisible();
  });
});
