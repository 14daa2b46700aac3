import { AuthCardPending } from '../components/content/AuthCard';
import type { FrameScreenId } from '../contract/first-screens';
import { OpeningScreen } from './OpeningScreen';
import { openingPageIntro, type AppRouter } from './router';

/**
 * The frame of a prerendered screen, for the router's current page: the build renders it to HTML
 * and the browser hydrates the same element over that HTML (docs/first-screen.md). Neutral: it
 * shows no brand colour, for the user's own are not known before the session is.
 */
export function FirstScreenFrame({ id, router }: { id: FrameScreenId; router: AppRouter }) {
  switch (id) {
    case 'reset-link':
      return <AuthCardPending title="Nouveau mot de passe" label="Vérification du lien…" />;
    case 'first-connection':
      return <AuthCardPending title="Première connexion" label="Vérification du lien…" />;
    default: {
      const intro = openingPageIntro(router, null);
      if (!intro) throw new Error(`The page of screen ${id} declares no intro to open with.`);
      return <OpeningScreen intro={intro} />;
    }
  }
}
