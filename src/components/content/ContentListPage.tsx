import type { ReactNode } from 'react';
import { PageIntroHeader, type PageIntro } from './PageIntro';

export interface ContentListPageProps<T extends { id: number }> {
  intro: PageIntro;
  /** The list's name for screen readers, usually the page's title. */
  label: string;
  items: readonly T[];
  /** "3 actualités": announced whenever it changes. */
  count: string;
  /** What the page says instead of an empty list. */
  empty: ReactNode;
  /** The list's own class beside `content-grid`, and its items'. */
  className: string;
  itemClassName?: string;
  /** Rendered before the header and seen by no one (a tracker of what the user has seen). */
  before?: ReactNode;
  children: (item: T) => ReactNode;
}

/** A content section's list page: title and lead, the count, then its cards or why there are none. */
export function ContentListPage<T extends { id: number }>({
  intro,
  label,
  items,
  count,
  empty,
  className,
  itemClassName,
  before,
  children,
}: ContentListPageProps<T>) {
  return (
    <div className="content-page">
      {before}
      <PageIntroHeader intro={intro} />
      <p className="content-count" role="status">
        {count}
      </p>
      {items.length === 0 ? (
        <div className="content-empty">{empty}</div>
      ) : (
        <ul className={`content-grid ${className}`} aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className={itemClassName}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface ContentCardProps {
  /** The title's id, which names the card. */
  titleId: string;
  className?: string;
  /** What comes above the title: a logo, an image, a date, « Nouveau ». */
  top: ReactNode;
  /** The title, a link to the detail. */
  title: ReactNode;
  /** Its title's level: 2 under the page's title, 3 under a heading of the page's own. */
  headingLevel?: 2 | 3;
  summary: string;
}

/** One card of a content list: what heads it, its title (the link to its detail) and summary. */
export function ContentCard({
  titleId,
  className,
  top,
  title,
  headingLevel = 2,
  summary,
}: ContentCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article
      className={className ? `content-card ${className}` : 'content-card'}
      aria-labelledby={titleId}
    >
      {top}
      <Heading id={titleId} className="content-card__title">
        {title}
      </Heading>
      <p className="content-card__summary">{summary}</p>
    </article>
  );
}
