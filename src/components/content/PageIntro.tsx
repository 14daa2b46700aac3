/** A list page's title and the sentence under it. */
export interface PageIntro {
  title: string;
  lead: string;
}

export function PageIntroHeader({ intro }: { intro: PageIntro }) {
  return (
    <header className="content-page__header">
      <h1>{intro.title}</h1>
      <p className="content-page__lead">{intro.lead}</p>
    </header>
  );
}
