import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthCard } from '../components/content/AuthCard';
import { sessionQueryOptions } from '../entities/session/api';
import { homeOf } from '../entities/session/roles';
import { LoginForm } from '../features/login/LoginForm';
import { LoginImages } from '../features/login/LoginImages';
import { safeRedirect } from '../features/login/safe-redirect';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
    if (user) throw redirect({ to: homeOf(user) });
  },
  head: () => ({ meta: [{ title: 'Connexion — Avantages Pro' }] }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch();
  return (
    <AuthCard titleId="login-title" title="Connexion à votre espace" aside={<LoginImages />}>
      <p className="auth-card__lead">
        Retrouvez vos offres et tarifs négociés, vos services exclusifs, vos accords de vente, vos
        promotions et les actualités de votre réseau.
      </p>
      <LoginForm redirectTo={safeRedirect(redirectTo)} />
    </AuthCard>
  );
}
