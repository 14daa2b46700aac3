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

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => applyViewport(pathname), [pathname]);

  return (
    <ToastProvider>
      <div className="app">
        {/* React 19 hoists the routes' <title> and <meta> into the document head. */}
        <HeadContent />
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <Outlet />
      </div>
    </ToastProvider>
  );
}
