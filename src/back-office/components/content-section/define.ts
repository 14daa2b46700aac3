import type { ListFilter } from '../list/DataTable';
import { contentSectionApi } from './api';
import type { ContentInput } from './ContentForm';
import type {
  BoContentSection,
  ContentDetail,
  ContentListItem,
  ContentSectionPath,
} from './definition';

/** A section's declaration with its calls and its list's filters, built once: what the pages take. */
export type ContentSection<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
> = BoContentSection<Item, Detail, Input, Filter> & {
  api: ReturnType<typeof contentSectionApi<Item, Detail, Input, Filter>>;
  /** The list's filters (a hook: the section's may read a query). */
  useListFilters: (status: ListFilter<'status'>) => readonly ListFilter<Filter | 'status'>[];
};

export function defineContentSection<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string = never,
  Path extends ContentSectionPath = ContentSectionPath,
>(
  // The path's literal type is kept: the section's routes are typed by it.
  definition: BoContentSection<Item, Detail, Input, Filter> & { path: Path },
): ContentSection<Item, Detail, Input, Filter> & { path: Path } {
  const withPublication = definition.publication !== undefined;
  return {
    ...definition,
    api: contentSectionApi(definition),
    useListFilters: definition.list?.useFilters ?? ((status) => (withPublication ? [status] : [])),
  };
}
