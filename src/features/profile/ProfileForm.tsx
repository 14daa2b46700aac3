import { useEffect, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormField, SERVER_ERROR_TYPE, useZodForm } from '../../components/form';
import { CompanyFieldsets } from '../../components/form/company-fieldsets';
import { FieldGroup } from '../../components/form/field-group';
import { FormEnd } from '../../components/form/form-end';
import { showRefusedFields, submitFailureMessage } from '../../components/form/server-errors';
import {
  NewPasswordFields,
  useConfirmationFollowsPassword,
} from '../../components/form/new-password-fields';
import {
  askForCurrentPassword,
  changesCredentials,
  CurrentPasswordField,
} from '../../components/form/current-password-field';
import { useToast } from '../../components/toast';
import type { ProfileInfo } from '../../contract/api';
import { isEmailAvailable, useSaveProfile } from './api';
import {
  EMAIL_TAKEN_MESSAGE,
  ProfileFields,
  toFormValues,
  toProfileInput,
  type ProfileFieldOutput,
  type ProfileFieldValues,
  PROFILE_FIELD_NAMES,
} from './form-schema';
import './profile.css';

export const SAVED_MESSAGE = 'Votre profil a été enregistré.';
const INVALID_MESSAGE = 'Certaines informations sont incorrectes : corrigez les champs signalés.';
const FAILED_MESSAGE = 'Votre profil n’a pas pu être enregistré. Réessayez dans un instant.';
export const OFFLINE_MESSAGE =
  'Vous êtes hors ligne : l’enregistrement demande une connexion. Vos saisies restent sur cette page.';

export const ACTING_AS_HINT =
  'Vous agissez en tant que cet utilisateur : seul son titulaire peut changer son adresse e-mail et son mot de passe.';

/**
 * Every field of the profile edit payload (`ProfileInput`), prefilled and saved. While an admin
 * acts as the user (`actingAs`), the e-mail and the password are not offered: only their holder
 * changes them (docs/http-contract.md, "Proven changes").
 */
export function ProfileForm({
  profile,
  actingAs = false,
}: {
  profile: ProfileInfo;
  actingAs?: boolean;
}) {
  const form = useZodForm<ProfileFieldValues, ProfileFieldOutput>(ProfileFields, {
    defaultValues: toFormValues(profile),
  });
  const { control } = form;
  const save = useSaveProfile();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  // A new password or another e-mail must be proven by the current password, asked only then.
  const [password, email] = useWatch({ control, name: ['password', 'email'] });
  const needsProof = changesCredentials({ password, email }, profile.email);

  // Fresher data from the server (a background refetch) replaces the prefill, unless the user
  // has started editing: their changes win.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(profile));
  }, [form, profile]);

  useConfirmationFollowsPassword(form);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // Offline, the save would wait paused with nothing said: tell the user now, keep the fields.
    if (!onlineManager.isOnline()) {
      setFailure(OFFLINE_MESSAGE);
      return;
    }
    const proving = changesCredentials(values, profile.email);
    if (proving && values.currentPassword === '') {
      askForCurrentPassword(form.setError);
      setFailure(INVALID_MESSAGE);
      return;
    }
    try {
      // Checked first so that a taken address sends nothing at all.
      if (!(await isEmailAvailable(values.email))) {
        form.setError(
          'email',
          { type: SERVER_ERROR_TYPE, message: EMAIL_TAKEN_MESSAGE },
          { shouldFocus: true },
        );
        setFailure(INVALID_MESSAGE);
        return;
      }
      const saved = await save.mutateAsync(
        toProfileInput({ ...values, currentPassword: proving ? values.currentPassword : '' }),
      );
      // The saved values become the new reference; the password fields empty again.
      form.reset(toFormValues(saved));
      toast.show(SAVED_MESSAGE, { kind: 'success' });
    } catch (error) {
      setFailure(submitFailureMessage(error, { invalid: INVALID_MESSAGE, failed: FAILED_MESSAGE }));
      showRefusedFields(error, form.setError);
    }
  });

  return (
    <form
      className="profile-form surface surface--raised"
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-title"
    >
      <p className="profile-form__intro">
        Les champs marqués d’un astérisque (*) sont obligatoires. Les informations de l’entreprise
        sont partagées avec vos collègues.
      </p>

      <CompanyFieldsets
        control={control}
        block="profile-form"
        names={PROFILE_FIELD_NAMES}
        contactLegend="Contact principal"
        afterPhone={
          <div className="profile-form__wide">
            <FormField
              control={control}
              name="email"
              type="email"
              label="Adresse e-mail"
              hint={actingAs ? ACTING_AS_HINT : 'Elle vous sert d’identifiant de connexion.'}
              autoComplete="email"
              disabled={actingAs}
              required
              maxLength={254}
            />
          </div>
        }
      />

      {!actingAs && (
        <FieldGroup
          block="profile-form"
          legend="Changer de mot de passe"
          hint="Laissez ces deux champs vides pour garder votre mot de passe actuel."
        >
          <NewPasswordFields
            control={control}
            labels={{
              password: 'Nouveau mot de passe',
              confirmation: 'Confirmation du nouveau mot de passe',
            }}
          />
        </FieldGroup>
      )}

      {needsProof && (
        <FieldGroup block="profile-form" legend="Confirmer ces changements">
          <CurrentPasswordField control={control} name="currentPassword" />
        </FieldGroup>
      )}

      <FormEnd form={form} failure={failure} block="profile-form" label="Enregistrer" />
    </form>
  );
}
