import { useEffect } from 'react';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { PageTitle } from '../app/PageTitle';
import type { RouterContext } from '../app/router';
import { followViewport } from '../app/viewport';
import { FIRST_SCREEN_ATTRIBUTE } from '../contract/first-screens';
import { ToastProvider } from '../components/toast';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { PendingChangesStatus } from '../features/offline/PendingChangesStatus';
import { UpdatePrompt } from '../pwa/UpdatePrompt';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => followViewport(pathname), [pathname]);
  // The app holds the page now: #root no longer names a prerendered screen (docs/first-screen.md).
  useEffect(() => document.getElementById('root')?.removeAttribute(FIRST_SCREEN_ATTRIBUTE), []);

  return (
    <ToastProvider>
      <div className="app">
        <PageTitle />
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <OfflineBanner />
        <PendingChangesStatus />
        <Outlet />
        <UpdatePrompt />
      </div>
    </ToastProvider>
  );
}
