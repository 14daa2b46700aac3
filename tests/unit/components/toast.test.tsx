import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '../../../src/components/toast';
import type { ToastApi } from '../../../src/components/toast';

const REDIRECTION_FAILED = 'La redirection vers le site de l’offre a échoué.';

/** Renders the provider and hands back the API a screen would get from `useToast()`. */
function renderToasts() {
  const handle: { toast?: ToastApi } = {};
  function Screen() {
    handle.toast = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Screen />
    </ToastProvider>,
  );
  return handle.toast!;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lasts 3000 ms, exactly', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const toast = renderToasts();
    act(() => void toast.show('Préférences enregistrées.', { kind: 'success' }));
    expect(screen.getByText('Préférences enregistrées.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Préférences enregistrées.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Préférences enregistrées.')).not.toBeInTheDocument();
  });

  it('announces information politely, in a region that stays in the page', () => {
    const toast = renderToasts();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => void toast.show('Vos changements seront envoyés au retour du réseau.'));
    expect(
      within(region).getByText('Vos changements seront envoyés au retour du réseau.'),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status')).toBe(region);
  });

  it('announces errors as alerts', () => {
    const toast = renderToasts();
    act(() => void toast.show(REDIRECTION_FAILED, { kind: 'error' }));
    expect(within(screen.getByRole('alert')).getByText(REDIRECTION_FAILED)).toBeInTheDocument();
    expect(within(screen.getByRole('status')).queryByText(REDIRECTION_FAILED)).toBeNull();
  });

  it('stacks toasts, each with its own 3 s', () => {
    const toast = renderToasts();
    act(() => void toast.show('Premier message'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => void toast.show('Second message'));
    expect(screen.getByText('Premier message')).toBeInTheDocument();
    expect(screen.getByText('Second message')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Premier message')).not.toBeInTheDocument();
    expect(screen.getByText('Second message')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
  });

  it('can be closed before its time with the "Fermer" button', async () => {
    // Testing Library waits on a real-time tick after each user-event action, which frozen fake
    // timers never deliver: let them follow the clock for this test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const toast = renderToasts();
    act(() => void toast.show(REDIRECTION_FAILED, { kind: 'error' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText(REDIRECTION_FAILED)).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('can be dismissed by the program', () => {
    const toast = renderToasts();
    let id = 0;
    act(() => {
      id = toast.show('Message');
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Message')).not.toBeInTheDocument();
  });

  it('needs its provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useToast() must be called inside <ToastProvider>.');
  });
});
