import { useEffect } from 'react';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  useRouterState,
} from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { applyViewport } from '../app/viewport';
import { ToastProvider } from '../components/toast';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { PendingChangesStatus } from '../features/offline/PendingChangesStatus';
import { UpdatePrompt } from '../pwa/UpdatePrompt';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    applyViewport(pathname);
    // A turned phone has another width: a fixed-width page is fitted to it again.
    const refit = () => applyViewport(pathname);
    window.addEventListener('orientationchange', refit);
    return () => window.removeEventListener('orientationchange', refit);
  }, [pathname]);

  return (
    <ToastProvider>
      <div className="app">
        {/* React 19 hoists the routes' <title> and <meta> into the document head. */}
        <HeadContent />
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
