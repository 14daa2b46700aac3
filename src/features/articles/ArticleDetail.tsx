import { useSuspenseQuery } from '@tanstack/react-query';
import { Paragraphs } from '../../components/content';
import { ContentDetailPage } from '../../components/content/ContentDetailPage';
import { articleQueries } from '../../entities/articles/queries';
import { imageDataUrl } from '../../lib/images';
import { PublishedOn } from './PublishedOn';
import type { RoutedArticleSection } from './section';
import { articleTexts } from './texts';
import { useViewRecorded } from '../../entities/usage/use-usage';
import './articles.css';

/** One item: date, title, image, summary and its plain-text body. */
export function ArticleDetail({ section, id }: { section: RoutedArticleSection; id: number }) {
  const { data: article } = useSuspenseQuery(articleQueries(section).item(id));
  // The news are measured (docs/statistics.md); another article section would need a kind.
  useViewRecorded(section.name === 'news' ? 'news_view' : null, article.id);
  const texts = articleTexts(section);
  return (
    <ContentDetailPage
      back={{ to: section.page, label: texts.backToList }}
      titleId={`${section.name}-title`}
      className="article-detail"
      source={<PublishedOn words={texts.publishedOn} date={article.publishedAt} />}
      title={article.title}
      media={
        article.imageBase64 && (
          <img className="content-detail__image" src={imageDataUrl(article.imageBase64)} alt="" />
        )
      }
      lead={article.summary}
    >
      <Paragraphs text={article.body} className="content-detail__body" />
    </ContentDetailPage>
  );
}
