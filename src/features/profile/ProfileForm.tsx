import { useEffect, useState } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  FormField,
  SERVER_ERROR_TYPE,
  showServerErrors,
  useZodForm,
  COMPANY_FIELDS,
} from '../../components/form';
import { FormFailure, SubmitButton } from '../../components/form/form-end';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CurrentPasswordField,
} from '../../components/form/current-password-field';
import { useToast } from '../../components/toast';
import type { ProfileInfo } from '../../contract/api';
import { HttpError, NetworkError } from '../../lib/http';
import { isEmailAvailable, useSaveProfile } from './api';
import {
  changesCredentials,
  EMAIL_TAKEN_MESSAGE,
  ProfileFields,
  toFormValues,
  toProfileInput,
  type ProfileFieldOutput,
  type ProfileFieldValues,
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

  // A confirmation already typed is compared again whenever the password changes.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'password' && form.getFieldState('passwordConfirmation').isTouched) {
        void form.trigger('passwordConfirmation');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // Offline, the save would wait paused with nothing said: tell the user now, keep the fields.
    if (!onlineManager.isOnline()) {
      setFailure(OFFLINE_MESSAGE);
      return;
    }
    const proving = changesCredentials(values, profile.email);
    if (proving && values.currentPassword === '') {
      form.setError(
        'currentPassword',
        { type: SERVER_ERROR_TYPE, message: CURRENT_PASSWORD_REQUIRED_MESSAGE },
        { shouldFocus: true },
      );
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
      setFailure(failureMessage(error));
      if (error instanceof HttpError && error.status === 400) {
        showServerErrors(form.setError, error.fieldErrors);
      }
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-labelledby="profile-title">
      <p className="profile-form__intro">
        Les champs marqués d’un astérisque (*) sont obligatoires. Les informations de l’entreprise
        sont partagées avec vos collègues.
      </p>

      <fieldset className="profile-form__group">
        <legend>Votre entreprise</legend>
        <div className="profile-form__fields form-grid">
          <FormField control={control} name="siret" {...COMPANY_FIELDS.siret} required />
          <FormField
            control={control}
            name="companyName"
            {...COMPANY_FIELDS.companyName}
            required
          />
          <FormField
            control={control}
            name="nbOfEmployees"
            {...COMPANY_FIELDS.employees}
            required
          />
          <FormField control={control} name="turnover" {...COMPANY_FIELDS.turnover} required />
        </div>
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>Adresse de l’entreprise</legend>
        <div className="profile-form__fields form-grid">
          <div className="profile-form__wide">
            <FormField
              control={control}
              name="numberAndStreet"
              {...COMPANY_FIELDS.street}
              required
            />
          </div>
          <FormField control={control} name="zipCode" {...COMPANY_FIELDS.postalCode} required />
          <FormField control={control} name="town" {...COMPANY_FIELDS.town} required />
        </div>
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>Contact principal</legend>
        <div className="profile-form__fields form-grid">
          <FormField
            control={control}
            name="mainContactLastName"
            {...COMPANY_FIELDS.lastname}
            required
          />
          <FormField
            control={control}
            name="mainContactFirstName"
            {...COMPANY_FIELDS.firstname}
            required
          />
          <FormField control={control} name="function" {...COMPANY_FIELDS.function} required />
          <FormField control={control} name="phoneNumber" {...COMPANY_FIELDS.phone} required />
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
        </div>
      </fieldset>

      {!actingAs && (
        <fieldset className="profile-form__group">
          <legend>Changer de mot de passe</legend>
          <p className="profile-form__hint">
            Laissez ces deux champs vides pour garder votre mot de passe actuel.
          </p>
          <div className="profile-form__fields form-grid">
            <NewPasswordFields
              control={control}
              labels={{
                password: 'Nouveau mot de passe',
                confirmation: 'Confirmation du nouveau mot de passe',
              }}
            />
          </div>
        </fieldset>
      )}

      {needsProof && (
        <fieldset className="profile-form__group">
          <legend>Confirmer ces changements</legend>
          <div className="profile-form__fields form-grid">
            <CurrentPasswordField control={control} name="currentPassword" />
          </div>
        </fieldset>
      )}

      <FormFailure>{failure}</FormFailure>
      <div className="profile-form__actions">
        <SubmitButton busy={form.formState.isSubmitting} label="Enregistrer" />
      </div>
    </form>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 400)
    return error.body?.message || INVALID_MESSAGE;
  if (error instanceof NetworkError) return error.message;
  return FAILED_MESSAGE;
}
