/**
 * The « Habillage » section's pages (docs/back-office/theming.md): the list of brandings and a
 * branding's editor.
 */
import { createRoute, notFound } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { themingQueryOptions } from './api';
import { BrandingListPage } from './BrandingListPage';
import { ThemingEditorPage } from './ThemingEditorPage';

const themingIdOf = (text: string): number => {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
};

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/branding',
  component: BrandingListPage,
});

const editorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/branding/$themingId',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(themingQueryOptions(themingIdOf(params.themingId))),
  component: function ThemingRoute() {
    const { themingId } = editorRoute.useParams();
    return <ThemingEditorPage themingId={themingIdOf(themingId)} />;
  },
});

export const themingRoutes = [listRoute, editorRoute];
