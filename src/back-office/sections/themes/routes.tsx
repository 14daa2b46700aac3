/**
 * The « Thèmes » section's pages (docs/back-office/README.md, « Ajouter une section »): a
 * placeholder until the section's screens are written.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { SectionPlaceholder } from '../SectionPlaceholder';

export const themesRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/themes',
    component: () => <SectionPlaceholder title="Thèmes" />,
  }),
];
