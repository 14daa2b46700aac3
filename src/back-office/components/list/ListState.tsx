/**
 * What every list shows around its rows: the server's refusal with « Réessayer », and the pages
 * (« Page précédente », « Page 2 sur 5 · 93 résultats », « Page suivante »).
 */
import type { ListPage } from './use-list-query';

export const LOADING_LABEL = 'Chargement…';
export const PREVIOUS_LABEL = 'Page précédente';
export const NEXT_LABEL = 'Page suivante';

export function resultCount(total: number): string {
  return total === 0 ? 'aucun résultat' : total === 1 ? '1 résultat' : `${total} résultats`;
}

export function ListError({ message, retry }: { message: string | null; retry: () => unknown }) {
  if (message === null) return null;
  return (
    <div className="bo-alert bo-alert--error" role="alert">
      <p>{message}</p>
      <button type="button" className="bo-button" onClick={() => void retry()}>
        Réessayer
      </button>
    </div>
  );
}

export function Pagination({
  label,
  list,
  page,
}: {
  /** The navigation's name (« Pages : Liste des offres »). */
  label: string;
  list: { params: { page: number }; setPage: (page: number) => void };
  page: ListPage<unknown> | undefined;
}) {
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <nav className="bo-pagination" aria-label={label}>
      <button
        type="button"
        className="bo-button bo-button--small"
        disabled={!page || list.params.page <= 1}
        onClick={() => list.setPage(list.params.page - 1)}
      >
        <span aria-hidden="true">‹</span> {PREVIOUS_LABEL}
      </button>
      <p className="bo-pagination__status" aria-live="polite">
        {page
          ? `Page ${list.params.page} sur ${pageCount} · ${resultCount(page.total)}`
          : LOADING_LABEL}
      </p>
      <button
        type="button"
        className="bo-button bo-button--small"
        disabled={!page || list.params.page >= pageCount}
        onClick={() => list.setPage(list.params.page + 1)}
      >
        {NEXT_LABEL} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
