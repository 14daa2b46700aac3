import { useRouterState } from '@tanstack/react-router';

/**
 * The document's title: the one the deepest matched route names in its `head()`. The routes'
 * heads hold nothing but a title, so this stands in for the router's HeadContent, which would
 * bring its handling of links, scripts and styles into the entry. React 19 hoists the element
 * into the document head, and writes it first in a prerendered screen (docs/first-screen.md).
 */
export function PageTitle() {
  const title = useRouterState({
    select: (state) =>
      state.matches
        .flatMap((match) => match.meta ?? [])
        .reduce<string | undefined>((title, meta) => meta?.title ?? title, undefined),
  });
  return title ? <title>{title}</title> : null;
}
