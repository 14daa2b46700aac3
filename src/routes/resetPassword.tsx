import { createFileRoute } from '@tanstack/react-router';
import type { ResetTokenStatus } from '../contract/api';
import { resetTokenQueryOptions } from '../features/password-reset/api';
import { ForgottenPasswordPage, ResetLinkPage } from '../features/password-reset/PasswordResetPage';

export const Route = createFileRoute('/resetPassword')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: readToken(search.token),
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) =>
    deps.token ? context.queryClient.ensureQueryData(resetTokenQueryOptions(deps.token)) : null,
  head: ({ loaderData }) => ({ meta: [{ title: `${pageTitle(loaderData)} — Avantages Pro` }] }),
  component: ResetPasswordRoute,
});

/** The reset token of the e-mailed link, or undefined when absent or not one. */
function readToken(value: unknown): string | undefined {
  const token = typeof value === 'string' ? value.trim() : '';
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

function pageTitle(status: ResetTokenStatus | null | undefined): string {
  if (!status) return 'Mot de passe oublié';
  return status.valid ? 'Nouveau mot de passe' : 'Lien de réinitialisation inutilisable';
}

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return token ? <ResetLinkPage token={token} /> : <ForgottenPasswordPage />;
}
