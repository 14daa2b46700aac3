import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '../../app/guards';
import { LoadError } from '../../components/content/LoadError';
import { favouritesQueryOptions } from '../../entities/favourites/api';
import { progressQueryOptions } from '../../entities/progress/api';
import { SAVING_ROLES } from '../../entities/session/roles';
import { FavouritesPage, FavouritesPending } from '../../features/favourites/FavouritesPage';

/** Favourites are kept by the roles that read the lists (docs/http-contract.md, "Favourites"). */
export const Route = createFileRoute('/my-space/favourites')({
  staticData: { roles: SAVING_ROLES },
  beforeLoad: ({ context, location }) => requireRoles(context, location, SAVING_ROLES),
  // One chunk for the page, its loader and its screens: each chunk more is a file name more in
  // the entry (the first screens' budget, docs/performance.md).
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(favouritesQueryOptions),
      // The services' section names (the profile's own labels).
      context.queryClient.ensureQueryData(progressQueryOptions),
    ]),
  head: () => ({ meta: [{ title: 'Mes favoris — Avantages Pro' }] }),
  pendingMs: 200,
  pendingComponent: FavouritesPending,
  errorComponent: () => <LoadError message="Vos favoris n’ont pas pu être chargés." />,
  component: FavouritesPage,
});
