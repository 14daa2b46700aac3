/**
 * A back-office form's submit button, in the form's action row: pressed once, it cannot be pressed
 * again until the form is sent.
 */
export function FormSubmit({
  label,
  busy,
  disabled = false,
  danger = false,
  describedBy,
}: {
  label: string;
  /** The form is being sent. */
  busy: boolean;
  /** The form cannot be sent as it is (a check it shows fails). */
  disabled?: boolean;
  /** For an action that removes something (« Désactiver »…). */
  danger?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="bo-form__actions">
      <button
        type="submit"
        className={`bo-button ${danger ? 'bo-button--danger' : 'bo-button--primary'}`}
        disabled={busy || disabled}
        aria-describedby={describedBy}
      >
        {label}
      </button>
    </div>
  );
}
