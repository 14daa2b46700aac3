import { Suspense, useEffect } from 'react';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { PageTitle } from '../app/PageTitle';
import type { RouterContext } from '../app/router';
import { followViewport } from '../app/viewport';
import { FIRST_SCREEN_ATTRIBUTE } from '../contract/first-screens';
import { ToastProvider } from '../components/toast';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { lazyPart, Nothing } from '../lib/lazy-part';
import { useIdleOnce } from '../lib/when-idle';

// Both show nothing before the first screen is up (the queued changes and the service worker
// start after it): loaded then, they stay out of its code (its budget, docs/performance.md).
const PendingChangesStatus = lazyPart(
  () =>
    import('../features/offline/PendingChangesStatus').then(
      (module) => module.PendingChangesStatus,
    ),
  Nothing,
);
const UpdatePrompt = lazyPart(
  () => import('../pwa/UpdatePrompt').then((module) => module.UpdatePrompt),
  Nothing,
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => followViewport(pathname), [pathname]);
  // The app holds the page now: #root no longer names a prerendered screen (docs/first-screen.md).
  useEffect(() => document.getElementById('root')?.removeAttribute(FIRST_SCREEN_ATTRIBUTE), []);
  const idle = useIdleOnce();

  return (
    <ToastProvider
      status={
        idle && (
          <Suspense fallback={null}>
            <PendingChangesStatus />
          </Suspense>
        )
      }
    >
      <div className="app">
        <PageTitle />
        <a className="skip-link" href="#contenu">
          Aller au contenu
        </a>
        <OfflineBanner />
        <Outlet />
        {idle && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
      </div>
    </ToastProvider>
  );
}
