import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CardSkeletons, LoadError } from '../../components/content';
import { DEFAULT_LABELS } from '../../features/navigation/menu-entries';
import { progressQueryOptions } from '../../features/progress/api';
import { servicesPlusQueryOptions } from '../../features/services-plus/api';
import { ServiceList } from '../../features/services-plus/components/ServiceList';

export const Route = createFileRoute('/saving/service-exclusive-list')({
  loader: async ({ context }) => {
    const [progress] = await Promise.all([
      context.queryClient.ensureQueryData(progressQueryOptions),
      context.queryClient.ensureQueryData(servicesPlusQueryOptions('EXCLUSIVE_SERVICE')),
    ]);
    // The profile's custom label replaces the default title (SPEC.md section 4).
    return { title: progress.exclusiveServiceName || DEFAULT_LABELS.exclusiveServices };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? DEFAULT_LABELS.exclusiveServices} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <CardSkeletons label="Chargement des services…" />,
  errorComponent: () => <LoadError message="Les services exclusifs n’ont pas pu être chargés." />,
  component: ExclusiveServicesPage,
});

function ExclusiveServicesPage() {
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  return (
    <ServiceList
      type="EXCLUSIVE_SERVICE"
      title={progress.exclusiveServiceName || DEFAULT_LABELS.exclusiveServices}
      enabled={progress.enabledExclusiveService}
    />
  );
}
