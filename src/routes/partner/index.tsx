import { createFileRoute } from '@tanstack/react-router';
import { partnerQueryOptions } from '../../features/partner/api';
import { PartnerHome } from '../../features/partner/PartnerHome';

export const Route = createFileRoute('/partner/')({
  loader: ({ context }) =>
    context.user.partnerId === null
      ? null
      : context.queryClient.ensureQueryData(partnerQueryOptions(context.user.partnerId)),
  head: () => ({ meta: [{ title: 'Espace partenaire — Avantages Pro' }] }),
  component: PartnerPage,
});

function PartnerPage() {
  const { user } = Route.useRouteContext();
  if (user.partnerId === null) return <h1>Espace partenaire</h1>;
  return <PartnerHome partnerId={user.partnerId} />;
}
