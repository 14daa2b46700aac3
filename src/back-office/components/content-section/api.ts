/**
 * A content section's calls and query keys, built from its declaration: every key of the section
 * is written here, and what changes an item refreshes the section's lists and that item's page.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../contract/endpoint';
import { boHttp } from '../../http';
import { itemChanged, itemDeleted, sectionKeys } from '../query-keys';
import type { ListApiQuery, ListPage } from '../list/use-list-query';
import type { ContentInput } from './ContentForm';
import type { BoContentSection, ContentDetail, ContentListItem } from './definition';

/**
 * The declaration's endpoints are typed by the contract; the machinery sends what their schemas
 * take (an id, the form's input, the list's query), and answers are checked by the server's
 * schemas, so one loose call here stands for the section's typed ones.
 */
const send = <Answer>(target: Endpoint, input: object) =>
  boHttp.call(target, input as never) as Promise<Answer>;
const sendFile = <Answer>(target: Endpoint, id: number, file: Blob) =>
  boHttp.upload(target, { params: { id } } as never, file) as Promise<Answer>;

export function contentSectionApi<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>({ name, endpoints }: BoContentSection<Item, Detail, Input, Filter>) {
  const keys = sectionKeys(name);
  const byId = (id: number) => ({ params: { id } });
  return {
    keys,
    // The list's filters go as the address keeps them: the URL reads `true` and 12 alike.
    fetchPage: (query: ListApiQuery<'status' | Filter>) =>
      send<ListPage<Item>>(endpoints.list, { query }),
    itemQueryOptions: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: () => send<Detail>(endpoints.item, byId(id)),
      }),
    create: (body: Input) => send<Detail>(endpoints.create, { body }),
    update: (id: number, body: Input) => send<Detail>(endpoints.update, { ...byId(id), body }),
    remove: (id: number) => send<undefined>(endpoints.remove, byId(id)),
    uploadMedia: (id: number, file: Blob) => sendFile<Detail>(endpoints.uploadPicture, id, file),
    removeMedia: (id: number) => send<Detail>(endpoints.removePicture, byId(id)),
    changed: (queryClient: QueryClient, item: Detail) => itemChanged(queryClient, keys, item),
    deleted: (queryClient: QueryClient, id: number) => itemDeleted(queryClient, keys, id),
  };
}
