import { createFileRoute } from '@tanstack/react-router';
import {
  firstConnectionQueryOptions,
  firstConnectionSubThemesQueryOptions,
} from '../features/first-connection/api';
import { FirstConnectionPage } from '../features/first-connection/FirstConnectionPage';

export const Route = createFileRoute('/initialization/$token')({
  loader: async ({ context, params }) => {
    const info = await context.queryClient.ensureQueryData(
      firstConnectionQueryOptions(params.token),
    );
    // Step 2 needs the sub-themes: fetched while the user fills in step 1.
    if (info)
      void context.queryClient.prefetchQuery(firstConnectionSubThemesQueryOptions(params.token));
    return { valid: info !== null };
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title:
          loaderData?.valid === false
            ? 'Lien de première connexion non valable — Avantages Pro'
            : 'Première connexion — Avantages Pro',
      },
    ],
  }),
  component: InitializationRoute,
});

function InitializationRoute() {
  const { token } = Route.useParams();
  return <FirstConnectionPage token={token} />;
}
