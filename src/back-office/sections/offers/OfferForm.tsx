/**
 * Every field of an offer (docs/back-office/offers.md), checked by the contract's own schema as
 * the admin types (the same rules and French messages as the server), and by the server again on
 * saving: its field errors (an unknown sub-theme, say) show on their fields.
 */
import {
  BoOfferInput,
  type BoOfferInput as OfferInput,
} from '../../../contract/back-office/schemas/offers';
import type { BoThemeTree } from '../../../contract/back-office/schemas/theme-tree';
import {
  CheckboxField,
  FormError,
  FormSubmit,
  FormField,
  StatusField,
  useSave,
  useZodForm,
} from '../../components';
import { DateField, RolesField } from './fields';
import { SubThemePicker } from './SubThemePicker';

export const SAVE_LABEL = 'Enregistrer';

export function OfferForm({
  values,
  tree,
  onSave,
  savedMessage,
}: {
  values: OfferInput;
  tree: BoThemeTree;
  onSave: (input: OfferInput) => Promise<unknown>;
  savedMessage?: string;
}) {
  const form = useZodForm(BoOfferInput, { defaultValues: values });
  const { save, formError } = useSave(form.setError);
  const { control } = form;

  return (
    <form
      className="bo-form bo-offer-form"
      noValidate
      onSubmit={form.handleSubmit((input) => save(() => onSave(input), savedMessage))}
    >
      <FormError message={formError} />
      <section className="bo-panel" aria-labelledby="offer-content-title">
        <h2 id="offer-content-title">Contenu</h2>
        <FormField control={control} name="title" label="Titre" required maxLength={200} />
        <FormField
          control={control}
          name="supplierName"
          label="Fournisseur"
          required
          maxLength={200}
        />
        <FormField
          control={control}
          name="summary"
          label="Résumé"
          type="textarea"
          rows={3}
          required
          maxLength={1000}
          hint="Affiché sur la carte de l’offre."
        />
        <FormField
          control={control}
          name="description"
          label="Description"
          type="textarea"
          rows={8}
          required
          maxLength={20000}
          hint="Texte simple, affiché sur la page de l’offre."
        />
        <FormField
          control={control}
          name="discount"
          label="Remise"
          required
          maxLength={60}
          hint="Le texte affiché, par exemple « -15 % » ou « 2 mois offerts »."
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

      <section className="bo-panel" aria-labelledby="offer-reach-title">
        <h2 id="offer-reach-title">Validité et diffusion</h2>
        <div className="bo-offer-form__dates">
          <DateField control={control} name="validFrom" label="Début de validité" />
          <DateField control={control} name="validTo" label="Fin de validité" />
        </div>
        <SubThemePicker control={control} name="subThemeIds" tree={tree} />
        <RolesField control={control} name="visibleRoles" />
        <CheckboxField
          control={control}
          name="privilege"
          label="Promotion"
          hint="Une promotion est montrée dans « Promotions » plutôt que dans les offres négociées."
        />
        <CheckboxField
          control={control}
          name="priceList"
          label="Grille tarifaire proposée"
          hint="Les clients téléchargent le PDF déposé, ou à défaut une grille générée à partir de l’offre."
        />
      </section>

      <section className="bo-panel" aria-labelledby="offer-publication-title">
        <h2 id="offer-publication-title">Publication</h2>
        <StatusField control={control} statusName="status" publishedAtName="publishedAt" />
      </section>

      <FormSubmit label={SAVE_LABEL} busy={form.formState.isSubmitting} />
    </form>
  );
}
