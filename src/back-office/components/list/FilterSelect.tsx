import { useId } from 'react';
import { FieldLabel } from '../form/bound-field';

export interface FilterOption {
  value: string;
  label: string;
}

export const ALL_LABEL = 'Tous';

/** One filter of a list: a labelled select whose first choice (« Tous ») removes the filter. */
export function FilterSelect({
  label,
  value,
  options,
  allLabel = ALL_LABEL,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  allLabel?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="bo-filter">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        className="bo-input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
