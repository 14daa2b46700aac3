/**
 * A news item's pages (docs/back-office/news.md): the new item's form, and an existing item's
 * form with its image and its deletion.
 */
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { BoNewsDetail } from '../../../contract/back-office/schemas/news';
import { formatDateTime } from '../../../lib/dates';
import { imageDataUrl } from '../../../lib/images';
import {
  FileUploadField,
  FormError,
  PageHeader,
  StatusBadge,
  useConfirmedDelete,
  useToast,
} from '../../components';
import { IMAGE_ACCEPT, IMAGE_HINT, checkedImageFile } from '../../components/form/image-file';
import {
  createNews,
  deleteNews,
  deleteNewsImage,
  newsChanged,
  newsDeleted,
  newsQueryOptions,
  updateNews,
  uploadNewsImage,
} from './api';
import { emptyNewsInput, newsInputOf } from './form-values';
import { NewsForm } from './NewsForm';
import './news.css';

export const NEW_NEWS_TITLE = 'Nouvelle actualité';
export const DELETE_LABEL = 'Supprimer l’actualité';

export function NewNewsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={NEW_NEWS_TITLE} />
      <p className="bo-field-hint">L’image se dépose une fois l’actualité enregistrée.</p>
      <NewsForm
        values={emptyNewsInput()}
        savedMessage="Actualité créée."
        onSave={async (input) => {
          const item = await createNews(input);
          newsChanged(queryClient, item);
          await navigate({ to: '/news/$newsId', params: { newsId: String(item.id) } });
        }}
      />
    </>
  );
}

export function NewsPage({ newsId }: { newsId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { requestDelete, deleteError, dialog } = useConfirmedDelete();
  const { data: item } = useSuspenseQuery(newsQueryOptions(newsId));
  const changed = (next: BoNewsDetail) => newsChanged(queryClient, next);

  const remove = () =>
    requestDelete({
      title: `Supprimer « ${item.title} » ?`,
      message:
        'L’actualité disparaît aussitôt de la liste des clients, avec son image. Cette suppression est définitive.',
      remove: async () => {
        await deleteNews(item.id);
        newsDeleted(queryClient, item.id);
        toast.show('Actualité supprimée.', { kind: 'success' });
        await navigate({ to: '/news' });
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
            {DELETE_LABEL}
          </button>
        }
      />
      <FormError message={deleteError} />
      <p className="bo-news-item__summary">
        <StatusBadge status={item.status} publishedAt={item.publishedAt} />
        {item.status !== 'draft' && item.publishedAt
          ? ` · publication du ${formatDateTime(item.publishedAt)}`
          : ''}{' '}
        · modifiée le {formatDateTime(item.updatedAt)}
      </p>
      <div className="bo-news-item__layout">
        <div>
          {/* Kept across saves and image changes: what is typed and not yet saved stays. */}
          <NewsForm
            key={item.id}
            values={newsInputOf(item)}
            onSave={async (input) => changed(await updateNews(item.id, input))}
          />
        </div>
        <div>
          <section className="bo-panel" aria-labelledby="news-image-title">
            <h2 id="news-image-title">Image</h2>
            <FileUploadField
              label="Image de l’actualité"
              accept={IMAGE_ACCEPT}
              hint={IMAGE_HINT}
              current={
                item.imageBase64
                  ? {
                      kind: 'image',
                      url: imageDataUrl(item.imageBase64),
                      alt: `Image actuelle de l’actualité « ${item.title} »`,
                    }
                  : null
              }
              upload={async (file) =>
                changed(await uploadNewsImage(item.id, checkedImageFile(file)))
              }
              remove={{
                label: 'Retirer l’image',
                action: async () => changed(await deleteNewsImage(item.id)),
              }}
            />
          </section>
        </div>
      </div>
      {dialog}
    </>
  );
}
