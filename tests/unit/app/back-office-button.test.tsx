import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, set } from 'idb-keyval';
import { changeSubThemePreferences } from '../../../src/contract/endpoints';

/**
 * An admin acting as user 5 has a change waiting for its retry when it clicks « Retour »
 * (docs/offline.md, "A change belongs to its user"). The retry may fire while the server ends the
 * acting-as, or once it has and before the back office replaces the page: either way the session
 * is on its way to being the admin's, and the change must not be sent again (the e2e test
 * « an admin acting as a user changes that user's selection… » saw it sent a third time).
 */
async function actingAsUser5() {
  vi.resetModules();
  const deviceUser = await import('../../../src/lib/device-user');
  const queue = await import('../../../src/lib/change-queue');
  const { http } = await import('../../../src/lib/http');
  const { ToastProvider } = await import('../../../src/components/toast');
  const { BackOfficeButton } = await import('../../../src/app/navigation/BackOfficeButton');

  // The network: every change is lost on the way; the server's answer to « Retour » is held.
  const changesSent: (string | null)[] = [];
  let answerRetour!: (response: Response) => void;
  const retourAsked = vi.fn();
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    if (init.method === 'PATCH') {
      changesSent.push(new Headers(init.headers).get('x-change-owner'));
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    retourAsked(JSON.parse(String(init.body)));
    return new Promise<Response>((resolve) => (answerRetour = resolve));
  });

  deviceUser.setDeviceUserScope('1-5');
  queue.defineChangeKind<{ add: number[] }>('sub-themes', {
    send: async (change) => {
      await http.call(
        changeSubThemePreferences,
        { body: { operationId: change.id, add: change.payload.add, remove: [] } },
        { owner: change.userScope },
      );
    },
  });
  // Made earlier as user 5 (queued in this tab, its first send would race the start's own).
  const change = {
    id: crypto.randomUUID(),
    kind: 'sub-themes',
    userScope: '1-5',
    payload: { add: [7] },
    queuedAt: Date.now() * 1000,
  };
  await set(
    `avantages-pro:queued-change:1-5:${String(change.queuedAt).padStart(17, '0')}:${change.id}`,
    change,
  );
  queue.startChangeQueue();
  // Sent once, lost, and waiting for its retry.
  await vi.waitFor(() => expect(queue.isRetryingChanges()).toBe(true));
  expect(changesSent).toEqual(['5']);

  render(
    <ToastProvider>
      <BackOfficeButton />
    </ToastProvider>,
  );
  return {
    queue,
    deviceUser,
    changesSent,
    retourAsked,
    answerRetour: (response: Response) => answerRetour(response),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('« Retour » while a change of the acted-as user waits for its retry', () => {
  it('sends it no more, neither while the server ends the acting-as nor after', async () => {
    const device = await actingAsUser5();

    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await vi.waitFor(() =>
      expect(device.retourAsked).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'removeConnectedAs' }),
      ),
    );
    // The retry comes (its timer, or the connection's return) while the server answers.
    await device.queue.sendQueuedChanges();
    expect(device.changesSent).toEqual(['5']);

    // The server has ended the acting-as: the page leaves for the back office.
    const answer = json([{ result: true }]);
    device.answerRetour(answer);
    // Read by the button, which then opens /bo (jsdom reports that it does not navigate).
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
    await device.queue.sendQueuedChanges();
    expect(device.changesSent).toEqual(['5']);
  });

  it('sends it again for its user when the server could not end the acting-as', async () => {
    const device = await actingAsUser5();
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await vi.waitFor(() => expect(device.retourAsked).toHaveBeenCalled());
    device.answerRetour(json({ message: 'Erreur' }, 500));
    await screen.findByText('Le retour au back-office a échoué. Réessayez.');

    expect(device.deviceUser.deviceUserScope()).toBe('1-5');
    await vi.waitFor(() => expect(device.changesSent).toEqual(['5', '5']));
  });
});
