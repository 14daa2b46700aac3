/**
 * The period of the statistics: a preset (applied at once) or two days and « Afficher ». The
 * days are checked here as the server checks them, so a reversed period is said, not sent.
 */
import { useId, useState, type FormEvent } from 'react';
import { parisDay } from '../../lib/dates';
import { CUSTOM_PERIOD, PERIOD_PRESETS, presetOf, type Period } from './periods';

export const REVERSED_PERIOD_MESSAGE = 'La fin de la période doit suivre son début.';

export function PeriodPicker({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  // A new period from outside (a preset, the address) starts the days again from it.
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
  }
  const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const preset = presetOf(period);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (draft.from === '' || draft.to === '' || reversed) return;
    onChange(draft);
  }

  return (
    <form className="stats-period" onSubmit={apply} aria-label="Choix de la période">
      <div className="stats-period__field">
        <label htmlFor={`${id}-preset`}>Période</label>
        <select
          id={`${id}-preset`}
          className="stats-input"
          value={preset}
          onChange={(event) => {
            const chosen = PERIOD_PRESETS.find((each) => each.value === event.target.value);
            if (chosen) onChange(chosen.period(parisDay()));
          }}
        >
          {PERIOD_PRESETS.map((each) => (
            <option key={each.value} value={each.value}>
              {each.label}
            </option>
          ))}
          <option value={CUSTOM_PERIOD} disabled={preset !== CUSTOM_PERIOD}>
            Dates choisies
          </option>
        </select>
      </div>
      <div className="stats-period__field">
        <label htmlFor={`${id}-from`}>Du</label>
        <input
          id={`${id}-from`}
          type="date"
          className="stats-input"
          value={draft.from}
          required
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="stats-period__field">
        <label htmlFor={`${id}-to`}>Au</label>
        <input
          id={`${id}-to`}
          type="date"
          className="stats-input"
          value={draft.to}
          required
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-error` : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <button type="submit" className="stats-button">
        Afficher
      </button>
      {reversed ? (
        <p id={`${id}-error`} className="stats-period__error" role="alert">
          {REVERSED_PERIOD_MESSAGE}
        </p>
      ) : null}
    </form>
  );
}
