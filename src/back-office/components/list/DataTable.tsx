/**
 * A list of the back office (docs/back-office/README.md, « DataTable »): a table on TanStack
 * Table whose rows are one page of the server's list. Searching, filtering, sorting and paging
 * are the server's: the table only shows them and changes the address through `useListQuery`'s
 * controls. Sorting is offered by the columns that say `enableSorting: true` (the server's sort
 * keys are the columns' ids); each sorted header says so with `aria-sort`.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { errorMessage } from '../../http';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { SearchBox } from './SearchBox';
import type { ListControls, ListPage } from './use-list-query';

export const EMPTY_LABEL = 'Aucun résultat.';
export const LOADING_LABEL = 'Chargement…';
export const PREVIOUS_LABEL = 'Page précédente';
export const NEXT_LABEL = 'Page suivante';
export const ACTIONS_LABEL = 'Actions';

/** The table features every back office list uses: sorting (done by the server). */
export const boTableFeatures = tableFeatures({ rowSortingFeature });
export type BoTableFeatures = typeof boTableFeatures;
/** A column of any value type, as `boColumns<Row>().columns([...])` returns them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BoColumn<Row extends RowData> = ColumnDef<BoTableFeatures, Row, any>;

/** A column helper for a list's rows: `boColumns<BoOffer>().accessor('title', {...})`. */
export const boColumns = <Row extends RowData>() => createColumnHelper<BoTableFeatures, Row>();

export interface ListFilter<Filter extends string> {
  name: Filter;
  label: string;
  options: readonly FilterOption[];
  /** The first choice, that removes the filter (« Tous » unless said). */
  allLabel?: string;
}

export interface DataTableProps<Row extends RowData, Filter extends string> {
  /** The table's name, read by screen readers (« Liste des offres »). */
  caption: string;
  columns: readonly BoColumn<Row>[];
  list: ListControls<Filter>;
  result: Pick<UseQueryResult<ListPage<Row>>, 'data' | 'isPending' | 'isFetching' | 'error'> & {
    refetch: () => unknown;
  };
  getRowId: (row: Row) => string;
  /** The buttons and links of one row (« Modifier », « Supprimer »…). */
  rowActions?: (row: Row) => ReactNode;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  filters?: readonly ListFilter<Filter>[];
}

export function DataTable<Row extends RowData, Filter extends string = never>({
  caption,
  columns,
  list,
  result,
  getRowId,
  rowActions,
  searchLabel,
  filters = [],
}: DataTableProps<Row, Filter>) {
  const page = result.data;
  const sorting: SortingState = list.params.sort
    ? [{ id: list.params.sort, desc: list.params.order === 'desc' }]
    : [];
  const table = useTable({
    features: boTableFeatures,
    columns,
    data: page?.items ?? NO_ROWS,
    getRowId: (row: Row) => getRowId(row),
    state: { sorting },
    manualSorting: true,
    defaultColumn: { enableSorting: false },
  });
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const rows = table.getRowModel().rows;

  return (
    <div className="bo-list">
      {searchLabel || filters.length > 0 ? (
        <div className="bo-list__toolbar">
          {searchLabel ? (
            <SearchBox label={searchLabel} value={list.params.query} onSearch={list.setQuery} />
          ) : null}
          {filters.map((filter) => (
            <FilterSelect
              key={filter.name}
              label={filter.label}
              options={filter.options}
              allLabel={filter.allLabel}
              value={list.params.filters[filter.name]}
              onChange={(value) => list.setFilter(filter.name, value)}
            />
          ))}
        </div>
      ) : null}

      {result.error ? (
        <div className="bo-alert bo-alert--error" role="alert">
          <p>{errorMessage(result.error)}</p>
          <button type="button" className="bo-button" onClick={() => void result.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}

      <div className="bo-table-scroll">
        <table className="bo-table" aria-busy={result.isFetching}>
          <caption className="bo-visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} onSort={list.toggleSort}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </HeaderCell>
                ))}
                {rowActions ? (
                  <th scope="col" className="bo-table__actions">
                    <span className="bo-visually-hidden">{ACTIONS_LABEL}</span>
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="bo-table__empty">
                  {result.isPending ? LOADING_LABEL : result.error ? '' : EMPTY_LABEL}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {rowActions ? (
                    <td className="bo-table__actions">
                      <div className="bo-row-actions">{rowActions(row.original)}</div>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <nav className="bo-pagination" aria-label={`Pages : ${caption}`}>
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
    </div>
  );
}

/** Stable: a new empty array at each render would make the table recompute its rows. */
const NO_ROWS: never[] = [];

export function resultCount(total: number): string {
  return total === 0 ? 'aucun résultat' : total === 1 ? '1 résultat' : `${total} résultats`;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's header: a button that sorts by it when the column allows it. */
function HeaderCell<Row extends RowData>({
  header,
  onSort,
  children,
}: {
  header: Header<BoTableFeatures, Row, unknown>;
  onSort: (column: string) => void;
  children: ReactNode;
}) {
  const column = header.column;
  if (!column.getCanSort()) {
    return (
      <th scope="col" colSpan={header.colSpan}>
        {children}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th scope="col" colSpan={header.colSpan} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className="bo-sort" onClick={() => onSort(column.id)}>
        {children}
        <span className="bo-sort__mark" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
