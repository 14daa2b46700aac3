import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NewBadge } from '../../../components/content/NewBadge';
import { PageIntroHeader } from '../../../components/content/PageIntro';
import { FollowSeenSection, useNewSince } from '../../../entities/seen-marks/FollowSeenSection';
import { formatDate } from '../../../lib/dates';
import { imageDataUrl } from '../../../lib/images';
import { newsListQueryOptions } from '../../../entities/news/api';
import { countText } from '../../../lib/numbers';
import '../news.css';

/**
 * The news, newest first: image, date, title (the link) and summary, « Nouveau » on those
 * published since the user last saw the list (which seeing it now marks).
 */
export function NewsList({ intro }: { intro: { title: string; lead: string } }) {
  const { data: news } = useSuspenseQuery(newsListQueryOptions);
  const newSince = useNewSince('news');
  return (
    <div className="content-page">
      <FollowSeenSection section="news" items={news} />
      <PageIntroHeader intro={intro} />
      <p className="content-count" role="status">
        {countText(news.length, 'actualité', 'actualités')}
      </p>
      {news.length === 0 ? (
        <div className="content-empty">
          <p className="content-empty__title">Aucune actualité pour le moment.</p>
        </div>
      ) : (
        <ul className="content-grid news-list" aria-label={intro.title}>
          {news.map((item) => (
            <li key={item.id}>
              <article
                className={`content-card news-card${item.imageBase64 ? ' news-card--with-image' : ''}`}
                aria-labelledby={`news-${item.id}-title`}
              >
                {Date.parse(item.publishedAt) > newSince && <NewBadge />}
                {item.imageBase64 && (
                  <img className="news-card__image" src={imageDataUrl(item.imageBase64)} alt="" />
                )}
                <p className="content-card__meta news-card__date">
                  Publiée le <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                </p>
                <h2 id={`news-${item.id}-title`} className="content-card__title">
                  <Link
                    to="/saving/news/$id"
                    params={{ id: item.id }}
                    className="content-card__link"
                  >
                    {item.title}
                  </Link>
                </h2>
                <p className="content-card__summary">{item.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
