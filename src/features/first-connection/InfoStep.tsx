import { useEffect, useState, type Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, showServerErrors, COMPANY_FIELDS } from '../../components/form';
import { FormFailure, SubmitButton } from '../../components/form/form-end';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { HttpError, NetworkError } from '../../lib/http';
import { saveFirstConnectionInfo } from './api';
import {
  toFirstConnectionInput,
  type FirstConnectionFieldOutput,
  type FirstConnectionFieldValues,
} from './form-schema';
import { STEP_TITLE_ID, StepHeading } from './Stepper';

export type FirstConnectionForm = UseFormReturn<
  FirstConnectionFieldValues,
  unknown,
  FirstConnectionFieldOutput
>;

const INVALID_MESSAGE = 'Certaines informations sont incorrectes : corrigez les champs signalés.';
const LINK_GONE_MESSAGE =
  'Ce lien de première connexion n’est plus valable : votre compte a peut-être déjà été activé. Essayez de vous connecter.';
const FAILED_MESSAGE =
  'Vos informations n’ont pas pu être enregistrées. Réessayez dans un instant.';

type InfoStepProps = {
  token: string;
  form: FirstConnectionForm;
  headingRef: Ref<HTMLHeadingElement>;
  onSaved: () => void;
};

/** Step 1: every field of the first-connection payload, prefilled, then saved on the server. */
export function InfoStep({ token, form, headingRef, onSaved }: InfoStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control } = form;

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
    try {
      await saveFirstConnectionInfo(token, toFirstConnectionInput(values));
    } catch (error) {
      setFailure(failureMessage(error));
      if (error instanceof HttpError && error.status === 400) {
        showServerErrors(form.setError, error.fieldErrors);
      }
      return;
    }
    onSaved();
  });

  return (
    <form
      className="first-connection__form"
      noValidate
      onSubmit={submit}
      aria-labelledby={STEP_TITLE_ID}
    >
      <StepHeading step={1} headingRef={headingRef} />
      <p className="first-connection__intro">
        Vérifiez et complétez les informations de votre entreprise, puis choisissez votre mot de
        passe. Les champs marqués d’un astérisque (*) sont obligatoires.
      </p>

      <fieldset className="first-connection__group">
        <legend>Votre entreprise</legend>
        <div className="first-connection__fields form-grid">
          <FormField control={control} name="siret" {...COMPANY_FIELDS.siret} required />
          <FormField
            control={control}
            name="companyName"
            {...COMPANY_FIELDS.companyName}
            required
          />
          <FormField
            control={control}
            name="activity"
            label="Activité"
            hint="Par exemple : menuiserie, boulangerie, agence immobilière."
            autoComplete="off"
            required
            maxLength={120}
          />
          <FormField control={control} name="nbEmployees" {...COMPANY_FIELDS.employees} required />
          <FormField control={control} name="turnover" {...COMPANY_FIELDS.turnover} required />
        </div>
      </fieldset>

      <fieldset className="first-connection__group">
        <legend>Adresse de l’entreprise</legend>
        <div className="first-connection__fields form-grid">
          <div className="first-connection__wide">
            <FormField
              control={control}
              name="streetAndNumber"
              {...COMPANY_FIELDS.street}
              required
            />
          </div>
          <FormField control={control} name="postalCode" {...COMPANY_FIELDS.postalCode} required />
          <FormField control={control} name="town" {...COMPANY_FIELDS.town} required />
        </div>
      </fieldset>

      <fieldset className="first-connection__group">
        <legend>Vos coordonnées</legend>
        <div className="first-connection__fields form-grid">
          <FormField control={control} name="lastname" {...COMPANY_FIELDS.lastname} required />
          <FormField control={control} name="firstname" {...COMPANY_FIELDS.firstname} required />
          <FormField control={control} name="function" {...COMPANY_FIELDS.function} required />
          <FormField control={control} name="phone" {...COMPANY_FIELDS.phone} required />
        </div>
      </fieldset>

      <fieldset className="first-connection__group">
        <legend>Votre mot de passe</legend>
        <div className="first-connection__fields form-grid">
          <NewPasswordFields
            control={control}
            labels={{ password: 'Mot de passe', confirmation: 'Confirmation du mot de passe' }}
            required
          />
        </div>
      </fieldset>

      <FormFailure>{failure}</FormFailure>
      <div className="first-connection__actions">
        <SubmitButton busy={form.formState.isSubmitting} label="Continuer" />
      </div>
    </form>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 400)
    return error.body?.message || INVALID_MESSAGE;
  if (error instanceof HttpError && error.status === 404) return LINK_GONE_MESSAGE;
  if (error instanceof NetworkError) return error.message;
  return FAILED_MESSAGE;
}
