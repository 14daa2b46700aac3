import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldElement } from './field-control';
import type { FieldBinding } from './field-view';

/** One field's check: its French message when the value is wrong, undefined when it is right. */
export type FieldCheck = (value: string) => string | undefined;

/**
 * The state of a small text form checked by plain functions, for `FieldView`. It is what the
 * login page uses instead of react-hook-form and zod, which would add 45 KB gzip to the first
 * screen of the app. Same timing as `useZodForm`: a field's message shows once it has been left
 * or the form submitted, and follows every change after that; submitting focuses the first
 * invalid field.
 */
export function useCheckedFields<Name extends string>(checks: Record<Name, FieldCheck>) {
  const names = Object.keys(checks) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>,
  );
  const [left, setLeft] = useState<ReadonlySet<Name>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const elements = useRef(new Map<Name, FieldElement | null>());
  // One stable ref callback per field, so the control is not re-bound on every render.
  const elementRefs = useRef(new Map<Name, (node: FieldElement | null) => void>());
  function elementRef(name: Name) {
    let callback = elementRefs.current.get(name);
    if (!callback) {
      callback = (node) => void elements.current.set(name, node);
      elementRefs.current.set(name, callback);
    }
    return callback;
  }
  const errorOf = (name: Name) => checks[name](values[name]);

  function field(name: Name): FieldBinding {
    const visited = submitted || left.has(name);
    return {
      name,
      value: values[name],
      // FieldView shows any error it is given: checks speak only once the field was visited.
      error: visited ? errorOf(name) : undefined,
      visited,
      onChange: (value) => setValues((previous) => ({ ...previous, [name]: value })),
      onBlur: () => setLeft((previous) => new Set(previous).add(name)),
      elementRef: elementRef(name),
    };
  }

  function handleSubmit(onValid: (values: Record<Name, string>) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      setSubmitted(true);
      const firstInvalid = names.find((name) => errorOf(name) !== undefined);
      if (firstInvalid !== undefined) {
        elements.current.get(firstInvalid)?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await onValid(values);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { field, handleSubmit, submitting };
}
