/** The « Actualités » section's pages (docs/back-office/news.md), from its declaration. */
import { contentSectionRoutes } from '../../components/content-section/routes';
import { newsSection } from './section';

export const newsRoutes = contentSectionRoutes(newsSection);
