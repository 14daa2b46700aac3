/**
 * Every field of a service (docs/back-office/services.md), checked by the contract's own schema
 * as the admin types (the same rules and French messages as the server), and by the server again
 * on saving: its field errors show on their fields.
 */
import {
  BoServiceInput,
  SERVICE_TYPE_LABELS,
  type BoServiceInput as ServiceInput,
} from '../../../contract/back-office/schemas/services';
import { SERVICE_PLUS_TYPES } from '../../../contract/constants';
import { FormError, FormField, StatusField, useSave, useZodForm } from '../../components';

export const SAVE_LABEL = 'Enregistrer';

const TYPE_OPTIONS = SERVICE_PLUS_TYPES.map((type) => ({
  value: type,
  label: SERVICE_TYPE_LABELS[type],
}));

export function ServiceForm({
  values,
  onSave,
  savedMessage,
}: {
  values: ServiceInput;
  onSave: (input: ServiceInput) => Promise<unknown>;
  savedMessage?: string;
}) {
  const form = useZodForm(BoServiceInput, { defaultValues: values });
  const { save, formError } = useSave(form.setError);
  const { control } = form;

  return (
    <form
      className="bo-form bo-service-form"
      noValidate
      onSubmit={form.handleSubmit((input) => save(() => onSave(input), savedMessage))}
    >
      <FormError message={formError} />
      <section className="bo-panel" aria-labelledby="service-content-title">
        <h2 id="service-content-title">Contenu</h2>
        <FormField
          control={control}
          name="type"
          label="Type"
          type="select"
          options={TYPE_OPTIONS}
          required
          hint="Chaque client voit les services exclusifs et les accords de vente dans leur propre rubrique, si son compte l’a."
        />
        <FormField control={control} name="title" label="Titre" required maxLength={200} />
        <FormField
          control={control}
          name="summary"
          label="Résumé"
          type="textarea"
          rows={3}
          required
          maxLength={1000}
          hint="Affiché sur la carte du service."
        />
        <FormField
          control={control}
          name="description"
          label="Description"
          type="textarea"
          rows={8}
          required
          maxLength={20000}
          hint="Texte simple, affiché sur la page du service : une ligne vide sépare deux paragraphes."
        />
        <FormField
          control={control}
          name="website"
          label="Site web"
          required
          maxLength={2000}
          autoComplete="url"
          hint="Une adresse complète commençant par https://."
        />
      </section>

      <section className="bo-panel" aria-labelledby="service-publication-title">
        <h2 id="service-publication-title">Publication</h2>
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
