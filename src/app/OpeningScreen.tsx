import { ListPagePending, type PageIntro } from '../components/content/PageIntro';
import '../components/content/content.css';

/**
 * What the app shows from its first frame while it restores the stored data and asks the server
 * who is connected (up to a few seconds on a weak network): the page's title and lead over
 * placeholder cards, in the page's own layout, instead of a blank screen. The page replaces it.
 */
export function OpeningScreen({ intro }: { intro: PageIntro }) {
  return (
    <div className="app">
      <div className="app-header app-header--opening" />
      <main className="page page--responsive" aria-busy="true">
        <ListPagePending intro={intro} label="Chargement…" />
      </main>
    </div>
  );
}
