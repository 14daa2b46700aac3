import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Article, SeenSection } from '../../contract/api';
import { ContentCard, ContentListPage } from '../../components/content/ContentListPage';
import { NewBadge } from '../../components/content/NewBadge';
import { articleQueries } from '../../entities/articles/queries';
import { seenSectionOf } from '../../entities/articles/seen-marks';
import { FollowSeenSection, useNewSince } from '../../entities/seen-marks/FollowSeenSection';
import { imageDataUrl } from '../../lib/images';
import { PublishedOn } from './PublishedOn';
import { articleIntro, type RoutedArticleSection } from './section';
import { articleTexts } from './texts';
import './articles.css';

/**
 * The section's items, newest first: image, date, title (the link) and summary; when its marks
 * follow it, « Nouveau » on those published since the user last saw the list, which are thus
 * first already, and which the list marks seen as the user has them on screen.
 */
export function ArticleList({ section }: { section: RoutedArticleSection }) {
  const { data: items } = useSuspenseQuery(articleQueries(section).list);
  const seen = seenSectionOf(section);
  return seen ? (
    <MarkedArticleList section={section} items={items} seen={seen} />
  ) : (
    <ArticleListView section={section} items={items} newSince={Infinity} />
  );
}

interface ViewProps {
  section: RoutedArticleSection;
  items: Article[];
  /** Items published after it (ms since 1970) are « Nouveau ». */
  newSince: number;
  before?: ReactNode;
}

function MarkedArticleList({
  seen,
  ...props
}: Omit<ViewProps, 'newSince'> & { seen: SeenSection }) {
  const newSince = useNewSince(seen);
  return (
    <ArticleListView
      {...props}
      newSince={newSince}
      before={<FollowSeenSection section={seen} items={props.items} />}
    />
  );
}

function ArticleListView({ section, items, newSince, before }: ViewProps) {
  const texts = articleTexts(section);
  return (
    <ContentListPage
      intro={articleIntro(section)}
      label={section.label}
      items={items}
      count={texts.count(items.length)}
      empty={<p className="content-empty__title">{texts.empty}</p>}
      className={`${section.name}-list`}
      before={before}
    >
      {(item) => (
        <ContentCard
          titleId={`${section.name}-${item.id}-title`}
          className={`article-card${item.imageBase64 ? ' article-card--with-image' : ''}`}
          top={
            <>
              {Date.parse(item.publishedAt) > newSince && <NewBadge item={item.id} />}
              {item.imageBase64 && (
                <img className="article-card__image" src={imageDataUrl(item.imageBase64)} alt="" />
              )}
              <p className="content-card__meta article-card__date">
                <PublishedOn words={texts.publishedOn} date={item.publishedAt} />
              </p>
            </>
          }
          title={
            <Link
              to={`${section.page}/$id`}
              params={{ id: item.id }}
              className="content-card__link"
            >
              {item.title}
            </Link>
          }
          summary={item.summary}
        />
      )}
    </ContentListPage>
  );
}
