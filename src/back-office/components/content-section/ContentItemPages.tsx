/**
 * A content item's pages, for every content section: the new item's form, and an existing item's
 * form with its picture, the section's own panels and its deletion. The section's declaration
 * gives the words, the form, the picture, the panels and the calls.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { imageDataUrl } from '../../../lib/images';
import { FileUploadField, FormError } from '../form';
import { IMAGE_ACCEPT, IMAGE_HINT, checkedImageFile } from '../form/image-file';
import { PageHeader } from '../PageHeader';
import { useConfirmedDelete } from '../dialog/use-confirmed-delete';
import { useToast } from '../../../components/toast';
import type { ContentSection } from './define';
import { ContentForm, type ContentInput } from './ContentForm';
import type { ContentDetail, ContentListItem } from './definition';
import { PublicationSummary } from './publication';
import './content-section.css';

export function NewContentItemPage<
  Item extends ContentListItem,
  Detail extends ContentDetail,
  Input extends ContentInput,
  Filter extends string,
>({ section }: { section: ContentSection<Item, Detail, Input, Filter> }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { words, picture, api } = section;
  return (
    <>
      <PageHeader title={words.newItem} />
      <p className="bo-field-hint">{picture.afterCreation}</p>
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
  const { words, picture, api, publication, panels } = section;
  const { data: item } = useSuspenseQuery(api.itemQueryOptions(id));
  const changed = (next: Detail) => api.changed(queryClient, next);
  const title = section.titleOf(item);
  const current = picture.of(item);

  const remove = () =>
    requestDelete({
      title: words.deleteQuestion ? words.deleteQuestion(title) : `Supprimer « ${title} » ?`,
      message: words.deleteMessage,
      remove: async () => {
        await api.remove(item.id);
        api.deleted(queryClient, item.id);
        const deleted = typeof words.deleted === 'string' ? words.deleted : words.deleted(item);
        toast.show(deleted, { kind: 'success' });
        await navigate({ to: section.path });
      },
    });

  return (
    <>
      <PageHeader
        title={title}
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
        {publication ? (
          <PublicationSummary
            item={item}
            prefix={publication.summaryPrefix?.(item)}
            modifiedOn={publication.modifiedOn}
          />
        ) : (
          section.summary?.(item)
        )}
      </p>
      <div className="bo-content-item__layout">
        <div>
          <ContentForm
            key={section.formKey ? section.formKey(item) : item.id}
            definition={section.form}
            values={section.inputOf(item)}
            onSave={async (input) => changed(await api.update(item.id, input))}
          />
        </div>
        <div>
          <section className="bo-panel" aria-labelledby="content-picture-title">
            <h2 id="content-picture-title">{picture.name}</h2>
            <FileUploadField
              label={picture.fieldLabel}
              accept={IMAGE_ACCEPT}
              hint={IMAGE_HINT}
              current={
                current
                  ? { kind: 'image', url: imageDataUrl(current), alt: picture.alt(title) }
                  : null
              }
              upload={async (file) =>
                changed(await api.uploadMedia(item.id, checkedImageFile(file)))
              }
              remove={{
                label: picture.removeLabel,
                action: async () => changed(await api.removeMedia(item.id)),
              }}
            />
          </section>
          {panels?.side?.map((Panel, index) => (
            <Panel key={index} item={item} changed={changed} />
          ))}
        </div>
      </div>
      {panels?.below?.map((Panel, index) => (
        <Panel key={index} item={item} changed={changed} />
      ))}
      {dialog}
    </>
  );
}
