import { contentSectionApi } from './api';
import type { ContentInput } from './ContentForm';
import type { BoContentSection, ContentDetail, ContentListItem } from './definition';

/** A section's declaration with its calls, built once: what the shared pages take. */
export type ContentSection<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
> = BoContentSection<Item, Detail, Input, Filter> & {
  api: ReturnType<typeof contentSectionApi<Item, Detail, Input, Filter>>;
};

export function defineContentSection<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string = never,
>(
  definition: BoContentSection<Item, Detail, Input, Filter>,
): ContentSection<Item, Detail, Input, Filter> {
  return { ...definition, api: contentSectionApi(definition) };
}
