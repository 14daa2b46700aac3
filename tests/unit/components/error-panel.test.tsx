import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { ErrorPanel, type ErrorPanelProps } from '../../../src/components/error-panel/ErrorPanel';

/** The panel as a route's page, so that « Réessayer » has a router to ask again. */
async function renderPanel(props: ErrorPanelProps) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ErrorPanel {...props} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const invalidate = vi.spyOn(router, 'invalidate');
  render(<RouterProvider router={router} />);
  await screen.findByRole('alert');
  return { invalidate };
}

describe('ErrorPanel', () => {
  it('says what failed as an alert, titled when it stands for the page', async () => {
    await renderPanel({
      className: 'content-empty',
      title: 'Les offres n’ont pas pu être chargées.',
      message: 'Vérifiez votre connexion, puis réessayez.',
      buttonClassName: 'button button--primary',
      reset: () => undefined,
    });
    expect(screen.getByRole('alert')).toHaveClass('content-empty');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Les offres n’ont pas pu être chargées.',
    );
  });

  it('forgets the failure, then asks for the page’s data again', async () => {
    const reset = vi.fn();
    const { invalidate } = await renderPanel({
      className: 'bo-alert bo-alert--error',
      message: 'Le serveur ne répond pas.',
      buttonClassName: 'bo-button',
      reset,
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalled();
  });
});
