import { useId, useRef } from 'react';
import { LineIcon } from '../../../components/icon/LineIcon';

export interface OfferSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** The field gains the focus: a search is about to be typed. */
  onFocus?: () => void;
}

/** A labelled search field with a clear button (accents and case are ignored by the search). */
export function OfferSearchBox({
  value,
  onChange,
  label,
  placeholder,
  onFocus,
}: OfferSearchBoxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="content-search" role="search">
      <label htmlFor={id} className="content-search__label">
        {label}
      </label>
      <div className="content-search__box">
        <LineIcon className="content-search__icon">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </LineIcon>
        <input
          ref={input}
          id={id}
          type="search"
          className="content-search__input"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {value !== '' && (
          <button
            type="button"
            className="content-search__clear"
            aria-label="Effacer la recherche"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <LineIcon>
              <path d="M18 6 6 18M6 6l12 12" />
            </LineIcon>
          </button>
        )}
      </div>
      <p id={hintId} className="visually-hidden">
        Les accents et les majuscules sont ignorés. Les résultats se mettent à jour pendant la
        saisie.
      </p>
    </div>
  );
}
