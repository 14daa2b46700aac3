/**
 * A list's search box and filters, above its rows, each kept in the address by the list's
 * controls (`useListQuery`); `children` are the screen's other filters (the journal's dates).
 */
import type { ReactNode } from 'react';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { SearchBox } from './SearchBox';
import type { ListControls } from './use-list-query';

export interface ListFilter<Filter extends string> {
  name: Filter;
  label: string;
  options: readonly FilterOption[];
  /** The first choice, that removes the filter (« Tous » unless said). */
  allLabel?: string;
}

export function ListToolbar<Filter extends string>({
  list,
  searchLabel,
  filters = [],
  className = '',
  children,
}: {
  list: ListControls<Filter>;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  filters?: readonly ListFilter<Filter>[];
  className?: string;
  children?: ReactNode;
}) {
  if (!searchLabel && filters.length === 0 && !children) return null;
  return (
    <div className={`bo-list__toolbar ${className}`.trim()}>
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
      {children}
    </div>
  );
}
