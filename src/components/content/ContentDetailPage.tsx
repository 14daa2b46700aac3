import type { ReactNode } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import { BackLink } from './BackLink';

export interface ContentDetailPageProps {
  back: { to: LinkProps['to']; label: string };
  /** The heading's id, which names the article. */
  titleId: string;
  className?: string;
  /** Before the heading (a logo), in the header. */
  logo?: ReactNode;
  /** After the heading (the offer's discount), in the header. */
  headerEnd?: ReactNode;
  /** Over the title: where it comes from, or when it was published. */
  source: ReactNode;
  title: string;
  /** Between the header and the lead (an image). */
  media?: ReactNode;
  lead: string;
  children: ReactNode;
}

/** A content item's page: the way back to its list, its source, title and lead, then its body. */
export function ContentDetailPage({
  back,
  titleId,
  className,
  logo,
  headerEnd,
  source,
  title,
  media,
  lead,
  children,
}: ContentDetailPageProps) {
  const heading = (
    <>
      <p className="content-detail__source">{source}</p>
      <h1 id={titleId}>{title}</h1>
    </>
  );
  return (
    <div className="content-page">
      <BackLink to={back.to}>{back.label}</BackLink>
      <article
        className={className ? `content-detail surface ${className}` : 'content-detail surface'}
        aria-labelledby={titleId}
      >
        {logo ? (
          <header className="content-detail__head">
            {logo}
            <div className="content-detail__heading">{heading}</div>
            {headerEnd}
          </header>
        ) : (
          <header className="content-detail__heading">{heading}</header>
        )}
        {media}
        <p className="content-detail__lead">{lead}</p>
        {children}
      </article>
    </div>
  );
}
