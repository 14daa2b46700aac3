/**
 * The article section a page shows, which its route's static data names
 * (src/app/article-routes.tsx): the pages, their loaders and screens are the same modules for
 * every section, loaded as the router loads any page's (no code of theirs in the entry).
 */
import { useMatch, type StaticDataRouteOption } from '@tanstack/react-router';
import type { PageIntro } from '../../components/content/PageIntro';
import type { ARTICLE_SECTIONS } from '../../contract/sections';

/** An article section whose pages are in src/routes: its views link to them by its page. */
export type RoutedArticleSection = (typeof ARTICLE_SECTIONS)[number];

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The article section whose page the route is. */
    articleSection?: RoutedArticleSection;
  }
}

/** The section a route's static data names; a route without one is a programming error. */
export function articleSectionOf(staticData: StaticDataRouteOption): RoutedArticleSection {
  const section = staticData.articleSection;
  if (!section) throw new Error('The route names no article section.');
  return section;
}

/** The section of the route being rendered (its page, pending, error or "not found" screen). */
export function useArticleSection(): RoutedArticleSection {
  return useMatch({ strict: false, select: (match) => articleSectionOf(match.staticData) });
}

/** The list page's title and lead, known before its data (the opening screen shows them). */
export const articleIntro = (section: RoutedArticleSection): PageIntro => ({
  title: section.label,
  lead: section.lead,
});
