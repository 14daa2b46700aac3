/** A day: the browser's date picker, the value kept as `AAAA-MM-JJ` as the API takes it. */
import type { InputHTMLAttributes, Ref } from 'react';

export function DateInput({
  value,
  onChange,
  inputRef,
  ...attributes
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      {...attributes}
      ref={inputRef}
      type="date"
      className="bo-input"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
