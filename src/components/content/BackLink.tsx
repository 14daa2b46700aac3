import type { MouseEvent } from 'react';
import { Link, useCanGoBack, useRouter, type LinkProps } from '@tanstack/react-router';

export interface BackLinkProps {
  to: LinkProps['to'];
  children: string;
}

/**
 * 'Retour' from a detail page: back through the history when the user came from inside the app
 * (the list keeps its filters, search and scroll position), else a plain link to the list.
 */
export function BackLink({ to, children }: BackLinkProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();

  function back(event: MouseEvent<HTMLAnchorElement>) {
    if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    router.history.back();
  }

  return (
    <Link to={to} className="content-back" onClick={back}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="m15 18-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {children}
    </Link>
  );
}
