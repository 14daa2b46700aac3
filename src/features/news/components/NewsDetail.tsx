import { useSuspenseQuery } from '@tanstack/react-query';
import { BackLink, Paragraphs } from '../../../components/content';
import { formatDate } from '../../../lib/dates';
import { imageDataUrl } from '../../../lib/images';
import { newsQueryOptions } from '../../../entities/news/api';
import '../news.css';

/** One news item: date, title, image, summary and its plain-text body. */
export function NewsDetail({ id }: { id: number }) {
  const { data: news } = useSuspenseQuery(newsQueryOptions(id));
  return (
    <div className="content-page">
      <BackLink to="/saving/news">Retour aux actualités</BackLink>
      <article className="content-detail news-detail" aria-labelledby="news-title">
        <header className="content-detail__heading">
          <p className="content-detail__source">
            Publiée le <time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time>
          </p>
          <h1 id="news-title">{news.title}</h1>
        </header>
        {news.imageBase64 && (
          <img className="content-detail__image" src={imageDataUrl(news.imageBase64)} alt="" />
        )}
        <p className="content-detail__lead">{news.summary}</p>
        <Paragraphs text={news.body} className="content-detail__body" />
      </article>
    </div>
  );
}
