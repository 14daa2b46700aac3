/**
 * Renders the first screens to HTML at build time (server/build/prerender-first-screens.ts
 * loads this module in Node): the same components as the app, the page's own route and data,
 * nobody signed in. docs/first-screen.md tells how the browser takes that HTML over.
 */
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { FIRST_SCREENS, isFrameScreen, type FirstScreenId } from '../contract/first-screens';
import { sessionQueryOptions } from '../entities/session/api';
import { App } from './App';
import { firstScreenFrame } from './first-screen-frame';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export async function prerenderFirstScreen(id: FirstScreenId): Promise<string> {
  const queryClient = createQueryClient();
  // Every visitor gets this HTML: it shows the page of someone not signed in.
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [FIRST_SCREENS[id].path] }),
    // Rendered as in a browser: the markup is then the very tree the browser hydrates, without
    // the router's server-only wrappers and inline scroll script (the build resolves the
    // router's own `isServer` to "ask the router"). Without a window, the router is given its
    // origin, and keeps no scroll positions (which change nothing in the markup).
    isServer: false,
    origin: 'http://localhost',
    scrollRestoration: false,
  });
  try {
    if (!isFrameScreen(id)) await router.load();
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      isFrameScreen(id) ? (
        await firstScreenFrame(id, router)
      ) : (
        <App queryClient={queryClient} router={router} />
      ),
      // React leaves a failed part to the browser; the build must fail instead.
      { onError: (error) => void errors.push(error) },
    );
    if (errors.length > 0) throw new AggregateError(errors, `React could not render screen ${id}.`);
    return await new Response(prelude).text();
  } finally {
    // Its queries' week-long garbage-collection timers would keep the build's process alive.
    queryClient.clear();
  }
}
