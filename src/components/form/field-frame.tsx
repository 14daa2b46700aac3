import { useId, type ReactNode } from 'react';
import type { FieldStatus } from './field-status';

export interface FieldIds {
  /** The control's, which the label names. */
  control: string;
  hint: string;
  message: string;
  /** The control's `aria-describedby`: the hint and the message shown, if any. */
  describedBy: string | undefined;
}

/** The ids of a field's control, hint and message, for the frame and the control alike. */
export function useFieldIds(
  hint: string | undefined,
  message: string | null | undefined,
): FieldIds {
  const id = useId();
  const ids = { control: `${id}-control`, hint: `${id}-hint`, message: `${id}-message` };
  const describedBy = [hint && ids.hint, message && ids.message].filter(Boolean).join(' ');
  return { ...ids, describedBy: describedBy || undefined };
}

export interface FieldFrameProps {
  ids: FieldIds;
  status: FieldStatus;
  label: string;
  /** Marks the label with « * », hidden from screen readers (the control says it). */
  required?: boolean;
  hint?: string;
  /** The field's message; nothing while it is empty. */
  message?: string | null;
  /** The control and the buttons and marks inside its box. */
  children: ReactNode;
}

/** The frame of every field of the app (form-field.css): label, hint, box and message. */
export function FieldFrame({
  ids,
  status,
  label,
  required = false,
  hint,
  message,
  children,
}: FieldFrameProps) {
  return (
    <div className={`form-field form-field--${status}`}>
      <label className="form-field__label" htmlFor={ids.control}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={ids.hint} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="form-field__box">{children}</div>
      {/* Always in the page, so assistive technologies announce a message when it appears. */}
      <div className="form-field__feedback" aria-live="polite">
        {message && (
          <p id={ids.message} className="form-field__message">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
