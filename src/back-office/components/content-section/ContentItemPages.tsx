/**
 * A content item's pages, for every content section: the new item's form, and an existing item's
 * form with its picture and its deletion. The section's declaration gives the words, the form,
 * the picture and the calls.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/dates';
import { imageDataUrl } from '../../../lib/images';
import { FileUploadField, FormError } from '../form';
import { IMAGE_ACCEPT, IMAGE_HINT, checkedImageFile } from '../form/image-file';
import { PageHeader } from '../PageHeader';
import { StatusBadge } from '../status/StatusBadge';
import { useConfirmedDelete } from '../dialog/use-confirmed-delete';
import { useToast } from '../../../components/toast';
import type { ContentSection } from './define';
import { ContentForm, type ContentInput } from './ContentForm';
import type { ContentDetail, ContentListItem } from './definition';
import './content-section.css';

export function NewContentItemPage<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>({ section }: { section: ContentSection<Item, Detail, Input, Filter> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { words, media, api } = section;
  return (
    <>
      <PageHeader title={words.newItem} />
      <p className="bo-field-hint">{media.afterCreation}</p>
      <ContentForm
        definition={section.form}
        values={section.emptyInput()}
        savedMessage={words.created}
        onSave={async (input) => {
          const item = await api.create(input);
          api.changed(queryClient, item);
          await navigate({ to: `${section.path}/$id`, params: { id: String(item.id) } });
        }}
      />
    </>
  );
}

export function ContentItemPage<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>({ section, id }: { section: ContentSection<Item, Detail, Input, Filter>; id: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { requestDelete, deleteError, dialog } = useConfirmedDelete();
  const { words, media, api } = section;
  const { data: item } = useSuspenseQuery(api.itemQueryOptions(id));
  const changed = (next: Detail) => api.changed(queryClient, next);
  const picture = media.of(item);

  const remove = () =>
    requestDelete({
      title: `Supprimer « ${item.title} » ?`,
      message: words.deleteMessage,
      remove: async () => {
        await api.remove(item.id);
        api.deleted(queryClient, item.id);
        toast.show(words.deleted, { kind: 'success' });
        await navigate({ to: section.path });
      },
    });

  return (
    <>
      <PageHeader
        title={item.title}
        actions={
          <button
            type="button"
            className="bo-button bo-button--danger"
            onClick={() => void remove()}
          >
            {words.deleteButton}
          </button>
        }
      />
      <FormError message={deleteError} />
      <p className="bo-content-item__summary">
        {section.summaryPrefix?.(item)}
        <StatusBadge status={item.status} publishedAt={item.publishedAt} />
        {item.status !== 'draft' && item.publishedAt
          ? ` · publication du ${formatDateTime(item.publishedAt)}`
          : ''}{' '}
        · {words.modifiedOn} {formatDateTime(item.updatedAt)}
      </p>
      <div className="bo-content-item__layout">
        <div>
          {/* Kept across saves and picture changes: what is typed and not yet saved stays. */}
          <ContentForm
            key={item.id}
            definition={section.form}
            values={section.inputOf(item)}
            onSave={async (input) => changed(await api.update(item.id, input))}
          />
        </div>
        <div>
          <section className="bo-panel" aria-labelledby="content-media-title">
            <h2 id="content-media-title">{media.name}</h2>
            <FileUploadField
              label={media.fieldLabel}
              accept={IMAGE_ACCEPT}
              hint={IMAGE_HINT}
              current={
                picture
                  ? { kind: 'image', url: imageDataUrl(picture), alt: media.alt(item.title) }
                  : null
              }
              upload={async (file) =>
                changed(await api.uploadMedia(item.id, checkedImageFile(file)))
              }
              remove={{
                label: media.removeLabel,
                action: async () => changed(await api.removeMedia(item.id)),
              }}
            />
          </section>
        </div>
      </div>
      {dialog}
    </>
  );
}
