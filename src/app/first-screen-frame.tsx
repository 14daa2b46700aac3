import { useEffect, type ReactElement, type ReactNode } from 'react';
import type { FrameScreenId } from '../contract/first-screens';
import { OpeningScreen } from './OpeningScreen';
import { openingPageIntro, type AppRouter } from './router';

/** What an e-mailed link's page shows while the server checks its token. */
const LINK_FRAME_TITLES: Partial<Record<FrameScreenId, string>> = {
  'reset-link': 'Nouveau mot de passe',
  'first-connection': 'Première connexion',
};

/**
 * The frame of a prerendered screen, for the router's current page: the build renders it to HTML
 * and the browser hydrates the same element over that HTML (docs/first-screen.md). Neutral: it
 * shows no brand colour, for the user's own are not known before the session is. The links'
 * card is fetched when needed: the list pages' start, which carries this module, does without it.
 */
export async function firstScreenFrame(
  id: FrameScreenId,
  router: AppRouter,
): Promise<ReactElement> {
  const linkTitle = LINK_FRAME_TITLES[id];
  if (linkTitle !== undefined) {
    const { AuthCardPending } = await import('../components/content/AuthCard');
    return <AuthCardPending title={linkTitle} label="Vérification du lien…" />;
  }
  const intro = openingPageIntro(router, null);
  if (!intro) throw new Error(`The page of screen ${id} declares no intro to open with.`);
  return <OpeningScreen intro={intro} />;
}

/** Its children, telling once they are committed (a hydration has ended). Adds no element. */
export function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}
