import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ContentCard, ContentListPage } from '../../../components/content/ContentListPage';
import { NewBadge } from '../../../components/content/NewBadge';
import { FollowSeenSection, useNewSince } from '../../../entities/seen-marks/FollowSeenSection';
import { imageDataUrl } from '../../../lib/images';
import { newsListQueryOptions } from '../../../entities/news/api';
import { countText } from '../../../lib/numbers';
import { PublishedOn } from './PublishedOn';
import '../news.css';

/**
 * The news, newest first: image, date, title (the link) and summary, « Nouveau » on those
 * published since the user last saw the list (which seeing it now marks).
 */
export function NewsList({ intro }: { intro: { title: string; lead: string } }) {
  const { data: news } = useSuspenseQuery(newsListQueryOptions);
  const newSince = useNewSince('news');
  return (
    <ContentListPage
      intro={intro}
      label={intro.title}
      items={news}
      count={countText(news.length, 'actualité', 'actualités')}
      empty={<p className="content-empty__title">Aucune actualité pour le moment.</p>}
      className="news-list"
      before={<FollowSeenSection section="news" items={news} />}
    >
      {(item) => (
        <ContentCard
          titleId={`news-${item.id}-title`}
          className={`news-card${item.imageBase64 ? ' news-card--with-image' : ''}`}
          top={
            <>
              {Date.parse(item.publishedAt) > newSince && <NewBadge />}
              {item.imageBase64 && (
                <img className="news-card__image" src={imageDataUrl(item.imageBase64)} alt="" />
              )}
              <p className="content-card__meta news-card__date">
                <PublishedOn date={item.publishedAt} />
              </p>
            </>
          }
          title={
            <Link to="/saving/news/$id" params={{ id: item.id }} className="content-card__link">
              {item.title}
            </Link>
          }
          summary={item.summary}
        />
      )}
    </ContentListPage>
  );
}
