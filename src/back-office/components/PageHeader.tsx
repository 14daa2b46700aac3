/**
 * A page's title: its `<h1>` and the document's title (« Offres — Back office »), with the page's
 * main actions beside it. The layout moves the focus to this heading after each navigation, so a
 * screen reader announces the new page (the heading takes the focus, not the tab order).
 */
import { useEffect, type ReactNode } from 'react';

export const APP_TITLE = 'Back office';

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} — ${APP_TITLE}`;
  }, [title]);
  return (
    <div className="bo-page-header">
      <h1 className="bo-page-header__title" tabIndex={-1}>
        {title}
      </h1>
      {actions ? <div className="bo-page-header__actions">{actions}</div> : null}
    </div>
  );
}
