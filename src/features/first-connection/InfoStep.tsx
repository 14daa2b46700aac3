import { useState, type Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form';
import { CompanyFieldsets } from '../../components/form/company-fieldsets';
import { FieldGroup } from '../../components/form/field-group';
import { FormEnd } from '../../components/form/form-end';
import { showRefusedFields, submitFailureMessage } from '../../components/form/server-errors';
import {
  NewPasswordFields,
  useConfirmationFollowsPassword,
} from '../../components/form/new-password-fields';
import { saveFirstConnectionInfo } from './api';
import {
  toFirstConnectionInput,
  type FirstConnectionFieldOutput,
  type FirstConnectionFieldValues,
} from './form-schema';
import { StepForm } from './Stepper';

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

  useConfirmationFollowsPassword(form);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveFirstConnectionInfo(token, toFirstConnectionInput(values));
    } catch (error) {
      setFailure(
        submitFailureMessage(error, {
          invalid: INVALID_MESSAGE,
          failed: FAILED_MESSAGE,
          byStatus: { 404: LINK_GONE_MESSAGE },
        }),
      );
      showRefusedFields(error, form.setError);
      return;
    }
    onSaved();
  });

  return (
    <StepForm
      step={1}
      headingRef={headingRef}
      onSubmit={submit}
      intro="Vérifiez et complétez les informations de votre entreprise, puis choisissez votre mot de passe. Les champs marqués d’un astérisque (*) sont obligatoires."
    >
      <CompanyFieldsets
        control={control}
        block="first-connection"
        names={{ employees: 'nbEmployees', street: 'streetAndNumber' }}
        contactLegend="Vos coordonnées"
        afterCompanyName={
          <FormField
            control={control}
            name="activity"
            label="Activité"
            hint="Par exemple : menuiserie, boulangerie, agence immobilière."
            autoComplete="off"
            required
            maxLength={120}
          />
        }
      />

      <FieldGroup block="first-connection" legend="Votre mot de passe">
        <NewPasswordFields
          control={control}
          labels={{ password: 'Mot de passe', confirmation: 'Confirmation du mot de passe' }}
          required
        />
      </FieldGroup>

      <FormEnd form={form} failure={failure} block="first-connection" label="Continuer" />
    </StepForm>
  );
}
