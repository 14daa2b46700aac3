import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRoles } from '../app/guards';
import { MY_SPACE_ROLES } from '../entities/session/roles';
import { BrandingStyle } from '../features/branding/BrandingStyle';
import { AppHeader } from '../app/navigation/AppHeader';
import { MySpaceNav } from '../app/navigation/MySpaceNav';
import { prefetchFrame } from '../app/navigation/prefetch-frame';

export const Route = createFileRoute('/my-space')({
  staticData: { roles: MY_SPACE_ROLES },
  beforeLoad: ({ context, location }) => requireRoles(context, location, MY_SPACE_ROLES),
  loader: ({ context }) => prefetchFrame(context.queryClient, context.effectiveUser),
  component: MySpaceLayout,
});

function MySpaceLayout() {
  // The acted-as user's pages while an admin acts as someone, as the guards judge them.
  const { effectiveUser } = Route.useRouteContext();
  return (
    <>
      <BrandingStyle />
      <AppHeader />
      <div className="my-space">
        <MySpaceNav role={effectiveUser.roleId} />
        <main id="contenu" className="page page--fixed my-space__page" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
