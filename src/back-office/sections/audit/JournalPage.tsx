/**
 * « Journal » (docs/back-office/audit.md): every change made in the back office, newest first,
 * searched (summaries and e-mails, whatever the accents) and filtered by object type, admin and
 * period; the filters live in the address, as in every list of the back office.
 */
import { useEffect, useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type AuditEntry,
} from '../../../contract/back-office/schemas/audit';
import { FilterSelect, PageHeader, SearchBox, resultCount, useListQuery } from '../../components';
import { errorMessage } from '../../http';
import {
  JOURNAL_FILTERS,
  auditAdminsQueryOptions,
  boAuditKeys,
  fetchJournalPage,
  type JournalFilter,
} from './api';
import { EntryItem } from './EntryItem';
import './audit.css';

export const JOURNAL_TITLE = 'Journal';
const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({
  value: entity,
  label: AUDIT_ENTITY_LABELS[entity],
}));

export function JournalPage() {
  const queryClient = useQueryClient();
  // Changes made in other sections since the journal was last open are fetched at once.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: boAuditKeys.lists() });
  }, [queryClient]);
  const { list, result } = useListQuery<AuditEntry, JournalFilter>({
    queryKey: boAuditKeys.lists(),
    fetchPage: fetchJournalPage,
    filters: JOURNAL_FILTERS,
  });
  const admins = useQuery(auditAdminsQueryOptions);
  const page = result.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const { from, to } = list.params.filters;
  const backwards = from !== undefined && to !== undefined && from > to;

  return (
    <>
      <PageHeader title={JOURNAL_TITLE} />
      <div className="bo-list__toolbar bo-journal__filters">
        <SearchBox
          label="Rechercher (résumé, e-mail)"
          value={list.params.query}
          onSearch={list.setQuery}
        />
        <FilterSelect
          label="Objet"
          value={list.params.filters.entity}
          options={ENTITY_OPTIONS}
          onChange={(value) => list.setFilter('entity', value)}
        />
        <FilterSelect
          label="Administrateur"
          value={list.params.filters.adminId}
          options={(admins.data ?? []).map((admin) => ({
            value: String(admin.id),
            label: admin.email,
          }))}
          onChange={(value) => list.setFilter('adminId', value)}
        />
        <DateFilter label="Du" value={from} onChange={(value) => list.setFilter('from', value)} />
        <DateFilter
          label="Au"
          value={to}
          invalid={backwards}
          onChange={(value) => list.setFilter('to', value)}
        />
      </div>

      {result.error ? (
        <div className="bo-alert bo-alert--error" role="alert">
          <p>{errorMessage(result.error)}</p>
          <button type="button" className="bo-button" onClick={() => void result.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}

      <section aria-labelledby="bo-journal-entries" aria-busy={result.isFetching}>
        <h2 id="bo-journal-entries" className="bo-visually-hidden">
          Modifications
        </h2>
        {page && page.items.length > 0 ? (
          <ol className="bo-journal__list">
            {page.items.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : (
          <p className="bo-journal__empty">
            {result.isPending ? 'Chargement…' : result.error ? '' : 'Aucune modification.'}
          </p>
        )}
      </section>

      <nav className="bo-pagination" aria-label="Pages du journal">
        <button
          type="button"
          className="bo-button bo-button--small"
          disabled={!page || list.params.page <= 1}
          onClick={() => list.setPage(list.params.page - 1)}
        >
          <span aria-hidden="true">‹</span> Page précédente
        </button>
        <p className="bo-pagination__status" aria-live="polite">
          {page
            ? `Page ${list.params.page} sur ${pageCount} · ${resultCount(page.total)}`
            : 'Chargement…'}
        </p>
        <button
          type="button"
          className="bo-button bo-button--small"
          disabled={!page || list.params.page >= pageCount}
          onClick={() => list.setPage(list.params.page + 1)}
        >
          Page suivante <span aria-hidden="true">›</span>
        </button>
      </nav>
    </>
  );
}

/** A day of the period: the browser's date picker, the day kept as `AAAA-MM-JJ`. */
function DateFilter({
  label,
  value,
  invalid = false,
  onChange,
}: {
  label: string;
  value: string | undefined;
  invalid?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="bo-filter">
      <label htmlFor={id} className="bo-field-label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="bo-input"
        value={value ?? ''}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
