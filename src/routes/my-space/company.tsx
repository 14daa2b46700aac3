import { createFileRoute } from '@tanstack/react-router';
import { colleaguesQueryOptions } from '../../entities/colleagues/api';
import { CompanyPage } from '../../features/company/CompanyPage';

export const Route = createFileRoute('/my-space/company')({
  loader: ({ context }) => context.queryClient.ensureQueryData(colleaguesQueryOptions),
  head: () => ({ meta: [{ title: 'Mon entreprise — Avantages Pro' }] }),
  component: CompanyPage,
});
