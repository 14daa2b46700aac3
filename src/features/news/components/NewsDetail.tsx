import { useSuspenseQuery } from '@tanstack/react-query';
import { Paragraphs } from '../../../components/content';
import { ContentDetailPage } from '../../../components/content/ContentDetailPage';
import { imageDataUrl } from '../../../lib/images';
import { newsQueryOptions } from '../../../entities/news/api';
import { PublishedOn } from './PublishedOn';
import '../news.css';

/** One news item: date, title, image, summary and its plain-text body. */
export function NewsDetail({ id }: { id: number }) {
  const { data: news } = useSuspenseQuery(newsQueryOptions(id));
  return (
    <ContentDetailPage
      back={{ to: '/saving/news', label: 'Retour aux actualités' }}
      titleId="news-title"
      className="news-detail"
      source={<PublishedOn date={news.publishedAt} />}
      title={news.title}
      media={
        news.imageBase64 && (
          <img className="content-detail__image" src={imageDataUrl(news.imageBase64)} alt="" />
        )
      }
      lead={news.summary}
    >
      <Paragraphs text={news.body} className="content-detail__body" />
    </ContentDetailPage>
  );
}
