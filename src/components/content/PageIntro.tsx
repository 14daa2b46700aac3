import { CardSkeletons } from './CardSkeletons';

/** A list page's title and the sentence under it. */
export interface PageIntro {
  /**
   * Null while it is unknown: a title taken from the user's profile (a custom label) is not
   * guessed, for a default title replaced a moment later would read as another page.
   */
  title: string | null;
  lead: string;
}

export function PageIntroHeader({ intro }: { intro: PageIntro }) {
  return (
    <header className="content-page__header">
      {intro.title === null ? (
        // The heading's own height, so that the title takes its place without moving the page.
        <div className="content-page__title-placeholder" aria-hidden="true">
          <span className="content-skeleton" />
        </div>
      ) : (
        <h1>{intro.title}</h1>
      )}
      <p className="content-page__lead">{intro.lead}</p>
    </header>
  );
}

/** A list page while it loads: its title and lead over placeholder cards. */
export function ListPagePending({ intro, label }: { intro: PageIntro; label: string }) {
  return (
    <div className="content-page">
      <PageIntroHeader intro={intro} />
      <CardSkeletons label={label} />
    </div>
  );
}
