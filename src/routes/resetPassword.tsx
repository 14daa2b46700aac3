import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import type { ResetTokenStatus } from '../contract/api';
import { resetTokenQueryOptions } from '../features/password-reset/api';
import { ForgottenPasswordPage, ResetLinkPage } from '../features/password-reset/PasswordResetPage';

export const Route = createFileRoute('/resetPassword')({
  validateSearch: z.object({
    token: z.string().trim().min(1).max(200).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) =>
    deps.token ? context.queryClient.ensureQueryData(resetTokenQueryOptions(deps.token)) : null,
  head: ({ loaderData }) => ({ meta: [{ title: `${pageTitle(loaderData)} — Avantages Pro` }] }),
  component: ResetPasswordRoute,
});

function pageTitle(status: ResetTokenStatus | null | undefined): string {
  if (!status) return 'Mot de passe oublié';
  return status.valid ? 'Nouveau mot de passe' : 'Lien de réinitialisation inutilisable';
}

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return token ? <ResetLinkPage token={token} /> : <ForgottenPasswordPage />;
}
