import { createFileRoute } from '@tanstack/react-router';
import { colleaguesQueryOptions } from '../../features/company/api';
import { CompanyPage } from '../../features/company/CompanyPage';

export const Route = createFileRoute('/my-space/company')({
  loader: ({ context }) => context.queryClient.ensureQueryData(colleaguesQueryOptions),
  head: () => ({ meta: [{ title: 'Mon entreprise — Avantages Pro' }] }),
  component: CompanyPage,
});
