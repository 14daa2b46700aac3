import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  DetailSkeleton,
  LoadError,
  loadOrNotFound,
  NotFoundMessage,
} from '../../components/content';
// Straight from its module: the route's eager part needs only this, not the content barrel.
import { idParams } from '../../components/content/not-found';
import { progressQueryOptions } from '../../entities/progress/api';
import { servicePlusQueryOptions } from '../../features/services-plus/api';
import { ServiceDetail } from '../../features/services-plus/components/ServiceDetail';
import { serviceSectionTitle } from '../../features/services-plus/sections';

export const Route = createFileRoute('/saving/service/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(params.id, async (id) => {
      const [service] = await Promise.all([
        context.queryClient.ensureQueryData(servicePlusQueryOptions(id)),
        context.queryClient.ensureQueryData(progressQueryOptions),
      ]);
      return { title: service.title };
    }),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Service'} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <DetailSkeleton label="Chargement du service…" />,
  errorComponent: () => <LoadError message="Le service n’a pas pu être chargé." />,
  notFoundComponent: () => (
    <NotFoundMessage title="Ce service est introuvable.">
      <Link to="/saving/offer-list" className="button button--primary">
        Voir les offres
      </Link>
    </NotFoundMessage>
  ),
  component: ServiceDetailPage,
});

function ServiceDetailPage() {
  const { id } = Route.useParams();
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  if (id === null) return null;
  return (
    <ServiceDetail
      id={id}
      sectionLabels={{
        EXCLUSIVE_SERVICE: serviceSectionTitle('EXCLUSIVE_SERVICE', progress),
        SALE_PERMISSION: serviceSectionTitle('SALE_PERMISSION', progress),
      }}
    />
  );
}
