/**
 * The « Habillage » section's pages (docs/back-office/branding.md): the list of brandings and a
 * branding's editor.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { itemIdOf } from '../../components/item-id';
import { brandingQueryOptions } from './api';
import { BrandingListPage } from './BrandingListPage';
import { BrandingEditorPage } from './BrandingEditorPage';

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/branding',
  component: BrandingListPage,
});

const editorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/branding/$brandingId',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(brandingQueryOptions(itemIdOf(params.brandingId))),
  component: function BrandingRoute() {
    const { brandingId } = editorRoute.useParams();
    return <BrandingEditorPage brandingId={itemIdOf(brandingId)} />;
  },
});

export const brandingRoutes = [listRoute, editorRoute];
