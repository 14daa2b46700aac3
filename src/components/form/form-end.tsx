import type { ReactNode } from 'react';

/**
 * Why the last submission failed, announced as soon as it appears. The region is always in the
 * page (empty when all is well): screen readers announce text added to a live region they know.
 */
export function FormFailure({
  id,
  className = 'auth-form__failure',
  children,
}: {
  /** For the form's `aria-describedby`. */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} className={className} role="alert">
      {children}
    </div>
  );
}

/** The form's primary button; while the form is sent it says so and cannot be pressed again. */
export function SubmitButton({
  busy,
  label,
  busyLabel = 'Enregistrement…',
  disabled = false,
  describedBy,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Not ready yet, for another reason than being sent. */
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <button
      className="button button--primary"
      type="submit"
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** The end of a form: why its last submission failed, then its buttons, the primary one last. */
export function FormEnd({
  form,
  failure,
  failureClassName,
  block,
  label,
  children,
}: {
  /** The react-hook-form form, busy while it is sent. */
  form: { formState: { isSubmitting: boolean } };
  failure: string | null;
  failureClassName?: string;
  /** The form's class prefix: the buttons' row is `<block>__actions`. */
  block: string;
  label: string;
  /** Buttons before the primary one (« Annuler »). */
  children?: ReactNode;
}) {
  return (
    <>
      <FormFailure className={failureClassName}>{failure}</FormFailure>
      <div className={`${block}__actions`}>
        {children}
        <SubmitButton busy={form.formState.isSubmitting} label={label} />
      </div>
    </>
  );
}
