/**
 * The list's search box: the search is sent once typing pauses (`SEARCH_DELAY_MS`), or at once
 * with Enter. Accents and capitals do not matter: the server compares without them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { FieldLabel } from '../form/bound-field';

export const SEARCH_DELAY_MS = 300;

export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (query: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed without typing (history, a link): the box shows it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (query: string) => {
    clearTimeout(timer.current);
    if (query.trim() === sent.current) return;
    sent.current = query.trim();
    onSearch(query);
  };

  return (
    <form
      className="bo-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="search"
        className="bo-input"
        value={text}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), SEARCH_DELAY_MS);
        }}
      />
    </form>
  );
}
