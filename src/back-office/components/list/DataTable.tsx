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
import { LOADING_LABEL, ListError, Pagination } from './ListState';
import { ListToolbar, type ListFilter } from './ListToolbar';
import type { ListControls, ListPage } from './use-list-query';

export type { ListFilter } from './ListToolbar';
export { resultCount } from './ListState';

export const EMPTY_LABEL = 'Aucun résultat.';
export const ACTIONS_LABEL = 'Actions';

/** The table features every back office list uses: sorting (done by the server). */
export const boTableFeatures = tableFeatures({ rowSortingFeature });
export type BoTableFeatures = typeof boTableFeatures;
/** A column of any value type, as `boColumns<Row>().columns([...])` returns them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BoColumn<Row extends RowData> = ColumnDef<BoTableFeatures, Row, any>;

/** A column helper for a list's rows: `boColumns<BoOffer>().accessor('title', {...})`. */
export const boColumns = <Row extends RowData>() => createColumnHelper<BoTableFeatures, Row>();

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
  /** A class of the section's for the list (its own spacing). */
  className?: string;
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
  className = '',
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
  const rows = table.getRowModel().rows;

  return (
    <div className={`bo-list ${className}`.trim()}>
      <ListToolbar list={list} searchLabel={searchLabel} filters={filters} />
      <ListError
        message={result.error ? errorMessage(result.error) : null}
        retry={result.refetch}
      />

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

      <Pagination label={`Pages : ${caption}`} list={list} page={page} />
    </div>
  );
}

/** Stable: a new empty array at each render would make the table recompute its rows. */
const NO_ROWS: never[] = [];

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
