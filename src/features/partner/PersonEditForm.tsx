import { useState } from 'react';
import { FormFailure, SubmitButton } from '../../components/form/form-end';
import { FormField, showServerErrors, useZodForm } from '../../components/form';
import { useToast } from '../../components/toast';
import type { PartnerUser } from '../../contract/api';
import { PASSWORD_RULES } from '../../contract/french-checks';
import { HttpError, NetworkError } from '../../lib/http';
import { useEditPartnerProfile } from './api';
import { PartnerEditFields, fullName, toFormValues, toPartnerEditForm } from './form-schema';

const INVALID_MESSAGE = 'Certaines informations sont incorrectes : corrigez les champs signalés.';
const FAILED_MESSAGE =
  'Les informations n’ont pas pu être enregistrées. Réessayez dans un instant.';

type PersonEditFormProps = {
  person: PartnerUser;
  /** Id of the heading that names the form. */
  labelledBy: string;
  onSaved: () => void;
  onCancel: () => void;
};

/** The partner space's edit form for one person: the partner user or a subordinate. */
export function PersonEditForm({ person, labelledBy, onSaved, onCancel }: PersonEditFormProps) {
  const toast = useToast();
  const save = useEditPartnerProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(PartnerEditFields, { defaultValues: toFormValues(person) });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(toPartnerEditForm(person.id, values));
      toast.show(`Les informations de ${fullName(saved)} ont été enregistrées.`, {
        kind: 'success',
      });
      onSaved();
    } catch (error) {
      setFailure(failureMessage(error));
      if (error instanceof HttpError && error.status === 400) {
        showServerErrors(form.setError, error.fieldErrors);
      }
    }
  });

  return (
    <form className="partner-form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <p className="partner-form__intro">
        Les champs marqués d’un astérisque (*) sont obligatoires.
      </p>
      <div className="partner-form__fields form-grid">
        <FormField
          control={control}
          name="lastname"
          label="Nom"
          autoComplete="off"
          required
          maxLength={80}
        />
        <FormField
          control={control}
          name="firstname"
          label="Prénom"
          autoComplete="off"
          required
          maxLength={80}
        />
        <FormField
          control={control}
          name="function"
          label="Fonction"
          hint="Par exemple : chargée de clientèle, conseiller commercial."
          autoComplete="off"
          required
          maxLength={80}
        />
        <FormField
          control={control}
          name="email"
          type="email"
          label="Adresse e-mail"
          autoComplete="off"
          required
          maxLength={254}
        />
        <FormField
          control={control}
          name="phone"
          type="tel"
          label="Téléphone"
          hint="Facultatif. Par exemple : 06 12 34 56 78 ou +33 6 12 34 56 78."
          autoComplete="off"
          maxLength={20}
        />
        <FormField
          control={control}
          name="password"
          type="password"
          label="Nouveau mot de passe"
          hint={`Facultatif : laissez vide pour ne pas le changer. ${PASSWORD_RULES}`}
          autoComplete="new-password"
          maxLength={128}
        />
      </div>
      <FormFailure className="partner-form__failure">{failure}</FormFailure>
      <div className="partner-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Annuler
        </button>
        <SubmitButton busy={form.formState.isSubmitting} label="Enregistrer" />
      </div>
    </form>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 400) return INVALID_MESSAGE;
  if (error instanceof NetworkError) return error.message;
  return FAILED_MESSAGE;
}
