import { createFileRoute } from '@tanstack/react-router';
import {
  activePartnersQueryOptions,
  partnerQueryOptions,
  partnerUserQueryOptions,
  subordinatesQueryOptions,
} from '../../features/partner/api';
import { PartnerHome } from '../../features/partner/PartnerHome';

export const Route = createFileRoute('/partner/')({
  loader: ({ context: { queryClient, effectiveUser } }) => {
    const { id, partnerId } = effectiveUser;
    return Promise.all([
      queryClient.ensureQueryData(partnerUserQueryOptions(id)),
      queryClient.ensureQueryData(activePartnersQueryOptions),
      ...(partnerId === null
        ? []
        : [
            queryClient.ensureQueryData(partnerQueryOptions(partnerId)),
            queryClient.ensureQueryData(subordinatesQueryOptions(partnerId)),
          ]),
    ]);
  },
  head: () => ({ meta: [{ title: 'Espace partenaire — Avantages Pro' }] }),
  component: PartnerPage,
});

function PartnerPage() {
  // While an admin acts as a partner user, the page is that user's.
  const { user, effectiveUser } = Route.useRouteContext();
  if (effectiveUser.partnerId === null) {
    return (
      <div className="partner-home">
        <h1>Espace partenaire</h1>
        <p>Votre compte n’est rattaché à aucun partenaire.</p>
      </div>
    );
  }
  return (
    <PartnerHome
      partnerId={effectiveUser.partnerId}
      userId={effectiveUser.id}
      actingAs={user.id !== effectiveUser.id}
    />
  );
}
