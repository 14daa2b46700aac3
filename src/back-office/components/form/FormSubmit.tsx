/**
 * A back-office form's submit button, alone in the form's action row (`FormSubmit`) or beside a
 * « Annuler » (`SubmitButton`): pressed once, it cannot be pressed again until the form is sent.
 */
interface SubmitProps {
  label: string;
  /** The form is being sent. */
  busy: boolean;
  /** The form cannot be sent as it is (a check it shows fails). */
  disabled?: boolean;
  /** For an action that removes something (« Désactiver »…). */
  danger?: boolean;
  small?: boolean;
  describedBy?: string;
}

export function SubmitButton({
  label,
  busy,
  disabled = false,
  danger = false,
  small = false,
  describedBy,
}: SubmitProps) {
  const kind = danger ? 'bo-button--danger' : 'bo-button--primary';
  return (
    <button
      type="submit"
      className={`bo-button ${kind}${small ? ' bo-button--small' : ''}`}
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {label}
    </button>
  );
}

export function FormSubmit(props: SubmitProps) {
  return (
    <div className="bo-form__actions">
      <SubmitButton {...props} />
    </div>
  );
}
