import type { ReactNode } from 'react';
import { SkeletonShapes, SkeletonStatus } from './CardSkeletons';
import './content.css';

interface AuthCardProps {
  /** The heading's id, which names the card. */
  titleId: string;
  title: string;
  /** A class of the page's own beside `auth-page`. */
  className?: string;
  children: ReactNode;
  /** Beside the card, on screens wide enough (the login page's images). */
  aside?: ReactNode;
}

/**
 * The page of one centred card with the logo and a title, without the app's menus: sign-in,
 * password reset, a first-connection link that cannot be used, and their prerendered frames
 * (docs/first-screen.md).
 */
export function AuthCard({ titleId, title, className, children, aside }: AuthCardProps) {
  return (
    <main id="contenu" className={className ? `auth-page ${className}` : 'auth-page'} tabIndex={-1}>
      <section className="auth-card" aria-labelledby={titleId}>
        <img className="auth-card__logo" src="/logo.svg" alt="" width="64" height="64" />
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
      {aside}
    </main>
  );
}

/** A card page while what it shows is asked of the server: its title over a placeholder. */
export function AuthCardPending({ title, label }: { title: string; label: string }) {
  return (
    <AuthCard titleId="auth-card-title" title={title}>
      <SkeletonStatus label={label}>
        <div className="auth-card__placeholder" aria-hidden="true">
          <SkeletonShapes shapes={['line', 'line', 'short']} />
        </div>
      </SkeletonStatus>
    </AuthCard>
  );
}
