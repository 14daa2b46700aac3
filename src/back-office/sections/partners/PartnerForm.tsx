/**
 * A partner's fields (name, description, https website, active), checked by the contract's own
 * schema as the admin types, and by the server again on saving (its field errors shown on their
 * fields).
 */
import { BoPartnerInput, type BoPartner } from '../../../contract/back-office/schemas/partners';
import {
  CheckboxField,
  FormError,
  FormSubmit,
  FormField,
  useSave,
  useZodForm,
} from '../../components';

export const SAVE_LABEL = 'Enregistrer';

export function PartnerForm({
  partner,
  onSave,
}: {
  /** The partner being edited; a new one when absent. */
  partner?: BoPartner;
  onSave: (input: BoPartnerInput) => Promise<unknown>;
}) {
  const form = useZodForm(BoPartnerInput, {
    defaultValues: partner
      ? {
          name: partner.name,
          description: partner.description,
          website: partner.website,
          active: partner.active,
        }
      : { name: '', description: '', website: 'https://', active: true },
  });
  const { save, formError } = useSave(form.setError);

  return (
    <form
      className="bo-form"
      noValidate
      onSubmit={form.handleSubmit((input) => save(() => onSave(input)))}
    >
      <FormError message={formError} />
      <FormField control={form.control} name="name" label="Nom" required maxLength={120} />
      <FormField
        control={form.control}
        name="description"
        label="Description"
        type="textarea"
        rows={5}
        required
        maxLength={2000}
        hint="Affichée dans l’espace partenaire de l’application."
      />
      <FormField
        control={form.control}
        name="website"
        label="Site web"
        required
        maxLength={2000}
        autoComplete="url"
        hint="Une adresse complète commençant par https://."
      />
      <CheckboxField
        control={form.control}
        name="active"
        label="Partenaire actif"
        hint="Un partenaire inactif n’est plus proposé dans la liste des partenaires de l’application."
      />
      <FormSubmit label={SAVE_LABEL} busy={form.formState.isSubmitting} />
    </form>
  );
}
