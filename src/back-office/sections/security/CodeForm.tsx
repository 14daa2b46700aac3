/**
 * One code and a button: the first code of an enrolment, or the proof that a change of the
 * factor is the admin's (a code of its app, or a recovery code). A wrong code shows on the field.
 */
import { BoEnrolmentConfirmation } from '../../../contract/back-office/schemas/second-factor';
import { FormError, FormSubmit, FormField, useSave, useZodForm } from '../../components';

export function CodeForm({
  label,
  hint,
  submitLabel,
  danger = false,
  savedMessage,
  onCode,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  danger?: boolean;
  savedMessage: string;
  onCode: (code: string) => Promise<unknown>;
}) {
  const form = useZodForm(BoEnrolmentConfirmation, { defaultValues: { code: '' } });
  const { save, formError } = useSave(form.setError);
  const onSubmit = form.handleSubmit(async ({ code }) => {
    if (!(await save(() => onCode(code), savedMessage))) form.setValue('code', '');
  });
  return (
    <form className="bo-form" noValidate onSubmit={onSubmit}>
      <FormError message={formError} />
      <FormField
        control={form.control}
        name="code"
        label={label}
        hint={hint}
        required
        maxLength={32}
        autoComplete="one-time-code"
      />
      <FormSubmit label={submitLabel} busy={form.formState.isSubmitting} danger={danger} />
    </form>
  );
}
