import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/content';
import { salePermissionsSavingSection } from '../../entities/sections/services-plus';
import { loadServiceList } from '../../features/services-plus/api';
import {
  ServiceList,
  ServiceListPending,
} from '../../features/services-plus/components/ServiceList';
import { serviceListIntro } from '../../features/services-plus/sections';

export const Route = createFileRoute('/saving/sale-permission-list')({
  staticData: { intro: serviceListIntro('SALE_PERMISSION') },
  loader: ({ context }) => loadServiceList(context.queryClient, 'SALE_PERMISSION'),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? salePermissionsSavingSection.label} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <ServiceListPending type="SALE_PERMISSION" />,
  errorComponent: () => <LoadError message="Les accords de vente n’ont pas pu être chargés." />,
  component: () => <ServiceList type="SALE_PERMISSION" />,
});
