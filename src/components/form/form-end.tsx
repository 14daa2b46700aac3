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
