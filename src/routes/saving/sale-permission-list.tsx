import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CardSkeletons, LoadError } from '../../components/content';
import { DEFAULT_LABELS } from '../../features/navigation/menu-entries';
import { progressQueryOptions } from '../../features/progress/api';
import { servicesPlusQueryOptions } from '../../features/services-plus/api';
import { ServiceList } from '../../features/services-plus/components/ServiceList';

export const Route = createFileRoute('/saving/sale-permission-list')({
  loader: async ({ context }) => {
    const [progress] = await Promise.all([
      context.queryClient.ensureQueryData(progressQueryOptions),
      context.queryClient.ensureQueryData(servicesPlusQueryOptions('SALE_PERMISSION')),
    ]);
    // The profile's custom label replaces the default title (SPEC.md section 4).
    return { title: progress.salePermissionName || DEFAULT_LABELS.salePermissions };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? DEFAULT_LABELS.salePermissions} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <CardSkeletons label="Chargement des accords de vente…" />,
  errorComponent: () => <LoadError message="Les accords de vente n’ont pas pu être chargés." />,
  component: SalePermissionsPage,
});

function SalePermissionsPage() {
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  return (
    <ServiceList
      type="SALE_PERMISSION"
      title={progress.salePermissionName || DEFAULT_LABELS.salePermissions}
      enabled={progress.enabledSalePermission}
    />
  );
}
