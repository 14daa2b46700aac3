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
import { PageHeader, useListQuery } from '../../components';
import { FieldLabel } from '../../components/form/bound-field';
import { DateInput } from '../../components/form/DateInput';
import { LOADING_LABEL, ListError, Pagination } from '../../components/list/ListState';
import { ListToolbar } from '../../components/list/ListToolbar';
import { errorMessage } from '../../http';
import {
  AUDIT_FILTERS,
  auditAdminsQueryOptions,
  boAuditKeys,
  fetchAuditPage,
  type AuditFilter,
} from './api';
import { EntryItem } from './EntryItem';
import './audit.css';

export const AUDIT_TITLE = 'Journal';
const ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({
  value: entity,
  label: AUDIT_ENTITY_LABELS[entity],
}));

export function AuditPage() {
  const queryClient = useQueryClient();
  // Changes made in other sections since the journal was last open are fetched at once.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: boAuditKeys.lists() });
  }, [queryClient]);
  const { list, result } = useListQuery<AuditEntry, AuditFilter>({
    queryKey: boAuditKeys.lists(),
    fetchPage: fetchAuditPage,
    filters: AUDIT_FILTERS,
  });
  const admins = useQuery(auditAdminsQueryOptions);
  const page = result.data;
  const adminOptions = (admins.data ?? []).map((admin) => ({
    value: String(admin.id),
    label: admin.email,
  }));
  const { from, to } = list.params.filters;
  const backwards = from !== undefined && to !== undefined && from > to;

  return (
    <>
      <PageHeader title={AUDIT_TITLE} />
      <ListToolbar
        list={list}
        searchLabel="Rechercher (résumé, e-mail)"
        filters={[
          { name: 'entity', label: 'Objet', options: ENTITY_OPTIONS },
          { name: 'adminId', label: 'Administrateur', options: adminOptions },
        ]}
        className="bo-audit__filters"
      >
        <DateFilter label="Du" value={from} onChange={(value) => list.setFilter('from', value)} />
        <DateFilter
          label="Au"
          value={to}
          invalid={backwards}
          onChange={(value) => list.setFilter('to', value)}
        />
      </ListToolbar>
      <ListError
        message={result.error ? errorMessage(result.error) : null}
        retry={result.refetch}
      />

      <section aria-labelledby="bo-audit-entries" aria-busy={result.isFetching}>
        <h2 id="bo-audit-entries" className="bo-visually-hidden">
          Modifications
        </h2>
        {page && page.items.length > 0 ? (
          <ol className="bo-audit__list">
            {page.items.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : (
          <p className="bo-audit__empty">
            {result.isPending ? LOADING_LABEL : result.error ? '' : 'Aucune modification.'}
          </p>
        )}
      </section>

      <Pagination label="Pages du journal" list={list} page={page} />
    </>
  );
}

/** A day of the period. */
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
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DateInput id={id} value={value} aria-invalid={invalid || undefined} onChange={onChange} />
    </div>
  );
}
