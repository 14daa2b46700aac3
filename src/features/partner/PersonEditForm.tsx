import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormEnd } from '../../components/form/form-end';
import { showRefusedFields } from '../../components/form/server-errors';
import { FormField, useZodForm } from '../../components/form';
import {
  askForCurrentPassword,
  changesCredentials,
  CurrentPasswordField,
} from '../../components/form/current-password-field';
import { PersonFields } from '../../components/form/person-fields';
import { FormPasswordStrength } from '../../components/form/password-strength/PasswordStrength';
import { useToast } from '../../components/toast';
import type { PartnerUser } from '../../contract/api';
import { PASSWORD_RULES } from '../../contract/french-checks';
import { HttpError, NetworkError } from '../../lib/http';
import { useEditPartnerProfile } from './api';
import { PartnerEditFields, fullName, toFormValues, toPartnerEditForm } from './form-schema';

const INVALID_MESSAGE = 'Certaines informations sont incorrectes : corrigez les champs signalés.';
const FAILED_MESSAGE =
  'Les informations n’ont pas pu être enregistrées. Réessayez dans un instant.';

/** Why a colleague's e-mail cannot be changed here, under the field. */
export const OWN_EMAIL_ONLY_HINT =
  'Seule la personne elle-même peut changer son adresse e-mail, qui lui sert d’identifiant.';

type PersonEditFormProps = {
  person: PartnerUser;
  /**
   * The user's own details, password and e-mail included (proven by the current password); or a
   * colleague's as the partner's main account edits them, or anyone's while an admin acts as
   * them: never their password or e-mail.
   */
  ownCredentials: boolean;
  /** Id of the heading that names the form. */
  labelledBy: string;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * The partner space's edit form for one person: the user itself, or a colleague for the
 * partner's main account (docs/http-contract.md, "Partner space").
 */
export function PersonEditForm({
  person,
  ownCredentials,
  labelledBy,
  onSaved,
  onCancel,
}: PersonEditFormProps) {
  const toast = useToast();
  const save = useEditPartnerProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(PartnerEditFields, { defaultValues: toFormValues(person) });
  const { control } = form;
  const [password, email] = useWatch({ control, name: ['password', 'email'] });
  const needsProof = ownCredentials && changesCredentials({ password, email }, person.email);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const proving = ownCredentials && changesCredentials(values, person.email);
    if (proving && values.currentPassword === '') {
      askForCurrentPassword(form.setError);
      setFailure(INVALID_MESSAGE);
      return;
    }
    // A colleague's password and e-mail are never sent: only its holder changes them.
    const sent = ownCredentials
      ? { ...values, currentPassword: proving ? values.currentPassword : '' }
      : { ...values, email: person.email, password: '', currentPassword: '' };
    try {
      const saved = await save.mutateAsync(toPartnerEditForm(person.id, sent));
      toast.show(`Les informations de ${fullName(saved)} ont été enregistrées.`, {
        kind: 'success',
      });
      onSaved();
    } catch (error) {
      setFailure(failureMessage(error));
      showRefusedFields(error, form.setError);
    }
  });

  return (
    <form className="partner-form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <p className="partner-form__intro">
        Les champs marqués d’un astérisque (*) sont obligatoires.
      </p>
      <div className="partner-form__fields form-grid">
        <PersonFields
          control={control}
          staff
          beforePhone={
            <FormField
              control={control}
              name="email"
              type="email"
              label="Adresse e-mail"
              autoComplete={ownCredentials ? 'email' : 'off'}
              required
              disabled={!ownCredentials}
              hint={ownCredentials ? undefined : OWN_EMAIL_ONLY_HINT}
              maxLength={254}
            />
          }
        />
        {ownCredentials && (
          <FormField
            control={control}
            name="password"
            type="password"
            label="Nouveau mot de passe"
            hint={`Facultatif : laissez vide pour ne pas le changer. ${PASSWORD_RULES}`}
            autoComplete="new-password"
            maxLength={128}
          />
        )}
        {ownCredentials && <FormPasswordStrength control={control} name="password" />}
        {needsProof && <CurrentPasswordField control={control} name="currentPassword" />}
      </div>
      <FormEnd
        form={form}
        failure={failure}
        failureClassName="partner-form__failure"
        block="partner-form"
        label="Enregistrer"
      >
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Annuler
        </button>
      </FormEnd>
    </form>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 400) return INVALID_MESSAGE;
  // The server's own words: who may change what (docs/http-contract.md, "Partner space").
  if (error instanceof HttpError && error.status === 403 && error.body?.message) {
    return error.body.message;
  }
  if (error instanceof NetworkError) return error.message;
  return FAILED_MESSAGE;
}
