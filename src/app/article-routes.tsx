/**
 * The route options of an article section's three route files, from its definition: each file is
 * one line, `createFileRoute('/saving/news/')(articleListRoute(newsSection))` (the router's
 * generator needs the file and its literal path). The router plugin splits no options built by a
 * call, so this does as it would: a page's loader, title and screens come with its code, from
 * modules shared by every section, which read theirs in the route's static data. The entry (the
 * first screen's code) keeps only what the router reads before a page's code.
 */
import { lazyFn, lazyRouteComponent, type ParsedLocation } from '@tanstack/react-router';
// Straight from its module: the routes' eager part needs only this, not the content barrel.
import { idParams } from '../components/content/not-found';
import type { RoutedArticleSection } from '../features/articles/section';
import { requireRoles, type GuardContext } from './guards';

const listRoute = () => import('../features/articles/list-route');
const detailRoute = () => import('../features/articles/detail-route');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as lazyFn takes them
type Part = (...args: any[]) => any;
type RouteParts = Record<
  'loader' | 'head' | 'pendingComponent' | 'errorComponent' | 'component',
  Part
>;

/** The parts of a route that the router loads with its code. */
const lazyParts = <Parts extends RouteParts>(load: () => Promise<Parts>) => ({
  loader: lazyFn(load, 'loader'),
  head: lazyFn(load, 'head'),
  pendingMs: 200,
  pendingComponent: lazyRouteComponent(load, 'pendingComponent'),
  errorComponent: lazyRouteComponent(load, 'errorComponent'),
  component: lazyRouteComponent(load, 'component'),
});

/** `${page}`: the section's layout, open to its roles only; anyone else goes to their home. */
export const articleSectionRoute = (section: RoutedArticleSection) => ({
  staticData: { roles: section.roles },
  beforeLoad: ({ context, location }: { context: GuardContext; location: ParsedLocation }) =>
    requireRoles(context, location, section.roles),
});

/** `${page}/`: the list, its title and lead known before its data (the opening screen's). */
export const articleListRoute = (section: RoutedArticleSection) => ({
  staticData: {
    articleSection: section,
    // Written out, not taken from the page's modules, which stay out of the entry.
    intro: { title: section.label, lead: section.lead },
  },
  ...lazyParts(listRoute),
});

/** `${page}/$id`: an item. */
export const articleDetailRoute = (section: RoutedArticleSection) => ({
  staticData: { articleSection: section },
  params: idParams,
  ...lazyParts(detailRoute),
  notFoundComponent: lazyRouteComponent(detailRoute, 'notFoundComponent'),
});
