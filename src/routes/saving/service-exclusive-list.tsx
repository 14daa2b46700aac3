import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/content';
import { exclusiveServicesSavingSection } from '../../entities/sections/services-plus';
import { loadServiceList } from '../../features/services-plus/api';
import {
  ServiceList,
  ServiceListPending,
} from '../../features/services-plus/components/ServiceList';
import { serviceListIntro } from '../../features/services-plus/sections';

export const Route = createFileRoute('/saving/service-exclusive-list')({
  staticData: { intro: serviceListIntro('EXCLUSIVE_SERVICE') },
  loader: ({ context }) => loadServiceList(context.queryClient, 'EXCLUSIVE_SERVICE'),
  head: ({ loaderData }) => ({
    meta: [
      { title: `${loaderData?.title ?? exclusiveServicesSavingSection.label} — Avantages Pro` },
    ],
  }),
  pendingMs: 200,
  pendingComponent: () => <ServiceListPending type="EXCLUSIVE_SERVICE" />,
  errorComponent: () => <LoadError message="Les services exclusifs n’ont pas pu être chargés." />,
  component: () => <ServiceList type="EXCLUSIVE_SERVICE" />,
});
