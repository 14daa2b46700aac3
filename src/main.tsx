import { startTransition } from 'react';
import { createBrowserHistory } from '@tanstack/react-router';
import { App } from './app/App';
import { firstScreenFrame, OnCommit } from './app/first-screen-frame';
import { createQueryClient } from './app/query-client';
import { createAppRouter, openingPageIntro, preloadOpeningPageCode } from './app/router';
import { OpeningScreen } from './app/OpeningScreen';
import type { PageIntro } from './components/content/PageIntro';
import {
  FIRST_SCREEN_ATTRIBUTE,
  firstScreenOf,
  isFirstScreenId,
  isFrameScreen,
} from './contract/first-screens';
import { hasSignedInCookie, signedInRole } from './entities/session/api';
import { yieldToMain } from './lib/yield-to-main';
import { createRoot, flushSync, hydrateRoot, type Root } from './lib/react-dom-roots';
import { afterFirstScreen } from './app/after-first-screen';
import { handleSessionExpiry } from './app/session-expiry';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { keepCachePersisted, startOfflineData } from './features/offline/offline-data';
import { preloadOfflineDataAge } from './features/offline/OfflineBanner';
import './styles/global.css';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the router waits before showing a loading page's pending screen: its default. */
const ROUTER_PENDING_MS = 1000;

/**
 * The start-up runs in short tasks, each step yielding to the browser before the next: in one
 * task (the bundle's evaluation included) it blocked a slow phone's main thread for about a
 * quarter of a second, taps and the opening screen's first frame waiting behind it.
 *
 * Not top-level await: lazy route chunks import shared modules from the entry, and an entry that
 * awaits at its top would make the bundler split every shared module into a chunk of its own
 * (dozens of requests before the first screen).
 */
async function start(): Promise<void> {
  await yieldToMain(); // the bundle's evaluation is a task of its own
  listenForInstallPrompt();
  // A task of its own: on a first visit it writes its key into the page's history entry, which
  // took 2 to 8 ms here, and with the router's creation made a task of 10 ms or more
  // (docs/first-screen.md, "What Lighthouse counts").
  const history = createBrowserHistory();
  await yieldToMain();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history });
  await yieldToMain();

  const container = document.getElementById('root');
  if (!container) throw new Error('Élément racine #root introuvable.');
  // The screen the server's HTML already shows, if it prerendered one (docs/first-screen.md).
  const screen = container.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  const prerendered = isFirstScreenId(screen) ? screen : null;
  let root: Root | null = null;
  let intro: PageIntro | null = null;
  let frameHydrated: Promise<void> = Promise.resolve();
  if (prerendered && isFrameScreen(prerendered)) {
    // The same element as the HTML's: React takes the frame over without changing a pixel, in
    // slices (a transition), for the frame is already on screen. The page is rendered over it
    // once it is taken over: an update before that would make React render the frame anew.
    const frame = await firstScreenFrame(prerendered, router);
    frameHydrated = new Promise((resolve) => {
      startTransition(() => {
        root = hydrateRoot(container, <OnCommit done={resolve}>{frame}</OnCommit>, {
          onRecoverableError: reportRecoverableError,
        });
      });
    });
  } else if (!prerendered) {
    root = createRoot(container);
    // A visitor is sent to the login page: only a signed-in user's page has an opening screen,
    // and only one that the user's role may open.
    intro = hasSignedInCookie() ? openingPageIntro(router, signedInRole()) : null;
    // Committed now, before anything is asked of the network or of IndexedDB.
    const openingScreen = intro && <OpeningScreen intro={intro} />;
    if (openingScreen) flushSync(() => root?.render(openingScreen));
  }
  await yieldToMain(); // the opening screen may be painted

  preloadOpeningPageCode(router);
  await yieldToMain();
  // Before the first request: the start's session check may find the session ended.
  handleSessionExpiry(queryClient, router);
  // The persisted cache is restored before the first screen, so lists never flash empty.
  await startOfflineData(queryClient).catch((error: unknown) => console.error(error));
  // The worker precaches every file, and the banner's date formatting may be needed offline:
  // both wait until the first screen is shown.
  afterFirstScreen(
    router,
    () =>
      void import('./pwa/register-service-worker')
        .then((worker) => worker.registerServiceWorker())
        .catch((error: unknown) => console.error(error)),
    () => void preloadOfflineDataAge(),
    // The cache is written from now on where the start had none to restore (a first visit):
    // TanStack's persistence stays out of the first screen's code (docs/performance.md).
    () => void keepCachePersisted().catch((error: unknown) => console.error(error)),
    // The changes queued in an earlier visit are shown and sent from now on, the app icon shows
    // the notification count, gone content leaves the device (docs/offline.md).
    () =>
      void import('./app/background')
        .then((background) => background.startBackground(queryClient))
        .catch((error: unknown) => console.error(error)),
  );
  // The first page is loaded before it is rendered: it then appears in one piece, rendered in
  // slices by the transition below (loaded during the render, its routes' store updates would
  // force React into one synchronous render of the whole page). Behind the opening screen it is
  // awaited whole; a page without one waits no longer than the router would before showing its
  // pending screen, for the screen stays blank meanwhile.
  const firstPage = router.load().catch((error: unknown) => console.error(error));
  await (intro || prerendered
    ? firstPage
    : Promise.race([firstPage, delay(router.options.defaultPendingMs ?? ROUTER_PENDING_MS)]));
  // The load's last steps run in the task that resolved it: the page's root is made in the next.
  await yieldToMain();

  const app = <App queryClient={queryClient} router={router} />;
  if (!root) {
    // A prerendered page, loaded as the HTML shows it: the app takes over its nodes, and with
    // them what the user typed and where the focus is. Sent elsewhere meanwhile (a signed-in
    // user on the login page), the app renders its page in place of the HTML.
    const { pathname, searchStr } = router.state.location;
    if (firstScreenOf(pathname, searchStr) === prerendered) {
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
      });
      return;
    }
    container.replaceChildren();
    root = createRoot(container);
  }
  const appRoot = root;
  await frameHydrated;
  // A transition renders in slices that leave the main thread free between them: the first
  // screen never blocks a tap for long on a slow phone.
  startTransition(() => appRoot.render(app));
}

/** A markup React could not take over (it rendered it anew): a fault of the build to fix. */
function reportRecoverableError(error: unknown): void {
  console.error('Prerendered screen not taken over:', error);
}

void start();
