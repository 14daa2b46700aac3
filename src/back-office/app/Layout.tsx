/**
 * The back office's frame: the header (who is signed in, « Se déconnecter », the notice when the
 * admin acts as someone), the sections' navigation and the page. Logging out and leaving the
 * other account are plain form posts: they work the same with or without the app's script.
 */
import { useEffect, useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { SECTION_LINKS } from '../sections/nav';
import { fullName, sessionQueryOptions } from './session';

export const LOGOUT_LABEL = 'Se déconnecter';
export const BACK_TO_MY_ACCOUNT_LABEL = 'Revenir à mon compte';
export const NAVIGATION_LABEL = 'Sections du back office';

export function Layout() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions);
  const { admin, actingAs } = session;
  useFocusOnNavigation();

  return (
    <div className="bo-frame">
      <a className="bo-skip-link" href="#bo-main">
        Aller au contenu
      </a>
      <header className="bo-header">
        <p className="bo-header__title">Back office</p>
        <p className="bo-header__user">
          <span className="bo-visually-hidden">Connecté en tant que </span>
          {fullName(admin)} <span className="bo-header__email">({admin.email})</span>
        </p>
        <PostButton action="/bo/logout" className="bo-button bo-button--on-dark">
          {LOGOUT_LABEL}
        </PostButton>
      </header>
      {actingAs ? (
        <div className="bo-acting-as" role="note">
          <p>
            Vous agissez actuellement en tant que <strong>{fullName(actingAs)}</strong> (
            {actingAs.email}).
          </p>
          <PostButton action="/bo/disconnect-as" className="bo-button">
            {BACK_TO_MY_ACCOUNT_LABEL}
          </PostButton>
        </div>
      ) : null}
      <div className="bo-body">
        <nav className="bo-nav" aria-label={NAVIGATION_LABEL}>
          <ul>
            {SECTION_LINKS.map((section) => (
              <li key={section.path}>
                <Link to={section.path} className="bo-nav__link">
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="bo-main" className="bo-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** A button that posts a plain form to the server. */
function PostButton({
  action,
  className,
  children,
}: {
  action: string;
  className: string;
  children: string;
}) {
  return (
    <form method="post" action={action}>
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}

/**
 * After a navigation to another page (not a change of the list's search params), the focus goes
 * to the new page's heading, or to the main region when it has none.
 */
function useFocusOnNavigation(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    const first = previous.current === undefined;
    previous.current = pathname;
    if (first) return;
    const main = document.getElementById('bo-main');
    const heading = main?.querySelector<HTMLElement>('h1');
    (heading ?? main)?.focus();
  }, [pathname]);
}
