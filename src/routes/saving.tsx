import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRoles } from '../app/guards';
import { SAVING_ROLES } from '../entities/session/roles';
import { BrandingStyle } from '../features/branding/BrandingStyle';
import { AppHeader } from '../app/navigation/AppHeader';
import { prefetchFrame } from '../app/navigation/prefetch-frame';
import { SideMenuThemeFilters } from '../features/theme-filter/ThemeFilters';

export const Route = createFileRoute('/saving')({
  staticData: { roles: SAVING_ROLES },
  beforeLoad: ({ context, location }) => requireRoles(context, location, SAVING_ROLES),
  // The header's data starts loading with the layout's code, not after it: only the layout is
  // split off.
  codeSplitGroupings: [['component']],
  loader: ({ context }) => prefetchFrame(context.queryClient, context.effectiveUser),
  component: SavingLayout,
});

function SavingLayout() {
  return (
    <>
      <BrandingStyle />
      <AppHeader offerFilters={<SideMenuThemeFilters />} />
      <main id="contenu" className="page page--responsive" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
