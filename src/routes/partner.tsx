import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { requireRoles } from '../app/guards';
import { PARTNER_ROLES } from '../entities/session/roles';
import { PartnerLogo } from '../features/branding/BrandLogos';
import { partnerLogoQueryOptions } from '../entities/theming/api';
import { BackOfficeButton } from '../app/navigation/BackOfficeButton';
import { LogoutButton } from '../app/navigation/LogoutButton';

export const Route = createFileRoute('/partner')({
  staticData: { roles: PARTNER_ROLES },
  beforeLoad: ({ context, location }) => requireRoles(context, location, PARTNER_ROLES),
  // A partner loads its logo; the counts are for customers only (the server refuses them to a
  // partner).
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(partnerLogoQueryOptions(context.effectiveUser.id)),
  component: PartnerLayout,
});

function PartnerLayout() {
  const { user, effectiveUser } = Route.useRouteContext();
  return (
    <>
      <header className="app-header app-header--partner">
        <div className="app-header__brand">
          <PartnerLogo userId={effectiveUser.id} />
        </div>
        <nav className="app-header__partner-nav" aria-label="Espace partenaire">
          <Link to="/partner" activeOptions={{ exact: true }}>
            Votre espace
          </Link>
          <Link to="/partner/statistics">Statistiques</Link>
        </nav>
        <div className="app-header__actions">
          {/* An admin acting as a partner user goes back to the back office from here too. */}
          {user.roleId === 'ADMIN' && <BackOfficeButton />}
          <LogoutButton className="button button--ghost app-header__logout" />
        </div>
      </header>
      <main id="contenu" className="page page--fixed" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
