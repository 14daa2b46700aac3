import type { ReactNode } from 'react';

/** A detail that does not exist, or no longer for this user, with a way back to its list. */
export function NotFoundMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="content-page">
      <div className="content-empty">
        <h1 className="content-empty__title">{title}</h1>
        <p>Ce contenu a peut-être été retiré, ou il ne fait pas partie de votre espace.</p>
        <div className="content-empty__actions">{children}</div>
      </div>
    </div>
  );
}
