/**
 * What a form field shows next to its value (nothing, a valid mark, or an invalid mark with its
 * message), kept apart from the component so the rule reads in one place.
 */
export type FieldStatus = 'idle' | 'valid' | 'invalid';

export type FieldStatusInput = {
  value: string;
  hasError: boolean;
  /** The user has left the field once, or has tried to submit the form. */
  visited: boolean;
  maxLength?: number;
};

/**
 * Invalid as soon as an error exists: with the `onTouched` mode of `useZodForm`, validation only
 * runs once the field is touched or the form submitted, and a server error set with `setError`
 * must show whatever the field's state. Valid needs a visited, non-empty value within its length.
 */
export function fieldStatus({
  value,
  hasError,
  visited,
  maxLength,
}: FieldStatusInput): FieldStatus {
  if (hasError) return 'invalid';
  const filled = value.trim() !== '';
  const fits = maxLength === undefined || value.length <= maxLength;
  return visited && filled && fits ? 'valid' : 'idle';
}
