/**
 * An article section's pages (list, new item, item), from its shared definition: ../index.ts
 * mounts every section of `ARTICLE_SECTIONS` (docs/architecture.md, « Ajouter une rubrique »).
 */
import type { ArticleSection } from '../../../contract/sections/article-section';
import { contentSectionRoutes } from '../../components/content-section/routes';
import { articleBackOffice } from './section';

export const articleBackOfficeRoutes = (section: ArticleSection) =>
  contentSectionRoutes(articleBackOffice(section));
