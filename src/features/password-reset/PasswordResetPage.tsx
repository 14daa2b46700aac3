import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../../components/content/AuthCard';
import { resetTokenQueryOptions } from './api';
import { linkProblem } from './link-problems';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';
import './password-reset.css';

/** The page around each state of the reset: no menus, one centred card. */
function ResetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthCard titleId="password-reset-title" title={title} className="password-reset">
      {children}
    </AuthCard>
  );
}

/** /resetPassword without a token: ask for the e-mail that will receive the link. */
export function ForgottenPasswordPage() {
  return (
    <ResetCard title="Mot de passe oublié">
      <p className="auth-card__lead">
        Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un
        nouveau mot de passe.
      </p>
      <RequestResetForm />
    </ResetCard>
  );
}

/** /resetPassword?token=…: the link from the e-mail, checked by the route's loader. */
export function ResetLinkPage({ token }: { token: string }) {
  const { data: status } = useSuspenseQuery(resetTokenQueryOptions(token));

  if (!status.valid || !status.email) {
    const problem = linkProblem(status.reason);
    return (
      <ResetCard title={problem.title}>
        <p className="password-reset__problem" role="alert">
          {problem.explanation}
        </p>
        <div className="password-reset__actions">
          <Link className="button button--primary" to="/resetPassword" search={{}}>
            Demander un nouveau lien
          </Link>
          <Link className="auth-form__link" to="/login">
            Retour à la connexion
          </Link>
        </div>
      </ResetCard>
    );
  }

  return (
    <ResetCard title="Nouveau mot de passe">
      <p className="auth-card__lead">
        Choisissez le nouveau mot de passe du compte{' '}
        <strong className="password-reset__email">{status.email}</strong>.
      </p>
      <NewPasswordForm email={status.email} token={token} />
    </ResetCard>
  );
}
