/**
 * Every field of a news item (docs/back-office/news.md), checked by the contract's own schema as
 * the admin types (the same rules and French messages as the server), and by the server again on
 * saving: its field errors show on their fields. The body is plain text: what is typed is what
 * customers read, markup included, never interpreted.
 */
import {
  BoNewsInput,
  type BoNewsInput as NewsInput,
} from '../../../contract/back-office/schemas/news';
import { FormError, FormField, StatusField, useSave, useZodForm } from '../../components';

export const SAVE_LABEL = 'Enregistrer';

export function NewsForm({
  values,
  onSave,
  savedMessage,
}: {
  values: NewsInput;
  onSave: (input: NewsInput) => Promise<unknown>;
  savedMessage?: string;
}) {
  const form = useZodForm(BoNewsInput, { defaultValues: values });
  const { save, formError } = useSave(form.setError);
  const { control } = form;

  return (
    <form
      className="bo-form bo-news-form"
      noValidate
      onSubmit={form.handleSubmit((input) => save(() => onSave(input), savedMessage))}
    >
      <FormError message={formError} />
      <section className="bo-panel" aria-labelledby="news-content-title">
        <h2 id="news-content-title">Contenu</h2>
        <FormField control={control} name="title" label="Titre" required maxLength={200} />
        <FormField
          control={control}
          name="summary"
          label="Résumé"
          type="textarea"
          rows={3}
          required
          maxLength={1000}
          hint="Affiché sous le titre, dans la liste des actualités."
        />
        <FormField
          control={control}
          name="body"
          label="Texte"
          type="textarea"
          rows={14}
          required
          maxLength={20000}
          hint="Texte simple, sans mise en forme : une ligne vide sépare deux paragraphes."
        />
      </section>

      <section className="bo-panel" aria-labelledby="news-publication-title">
        <h2 id="news-publication-title">Publication</h2>
        <StatusField control={control} statusName="status" publishedAtName="publishedAt" />
      </section>

      <div className="bo-form__actions">
        <button
          type="submit"
          className="bo-button bo-button--primary"
          disabled={form.formState.isSubmitting}
        >
          {SAVE_LABEL}
        </button>
      </div>
    </form>
  );
}
