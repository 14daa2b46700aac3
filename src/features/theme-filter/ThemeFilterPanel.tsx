import { useId, useState } from 'react';
import type { ThemeNode } from '../../contract/api';
import {
  checkState,
  countSelected,
  subThemeIdsOf,
  toggleSubTheme,
  toggleTheme,
  type ThemeIndex,
} from './tree';
import './theme-filter.css';

export interface ThemeFilterPanelProps {
  index: ThemeIndex;
  selected: ReadonlySet<number>;
  onChange: (ids: Set<number>) => void;
  /** 'Voir ma sélection': reload the stored preferences. */
  onRestore: () => void;
  restoring?: boolean;
}

/**
 * The theme filter panel of SPEC.md section 2: 'Voir ma sélection', 'Tout cocher', 'Tout
 * décocher', then the categories, each holding themes that expand to their sub-theme checkboxes.
 * A theme's own checkbox checks or unchecks all of its sub-themes and shows "mixed" in between.
 */
export function ThemeFilterPanel({
  index,
  selected,
  onChange,
  onRestore,
  restoring = false,
}: ThemeFilterPanelProps) {
  const baseId = useId();
  const checked = countSelected(index.allIds, selected);
  const total = index.allIds.length;

  return (
    <section className="theme-filter" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="theme-filter__title">
        Filtrer par thème
      </h2>
      <p className="theme-filter__summary">
        {checked} sous-thème{checked > 1 ? 's' : ''} coché{checked > 1 ? 's' : ''} sur {total}
      </p>
      <div className="theme-filter__actions">
        <button
          type="button"
          className="button button--secondary theme-filter__action"
          onClick={onRestore}
          aria-busy={restoring}
        >
          {restoring ? 'Chargement de ma sélection…' : 'Voir ma sélection'}
        </button>
        <button
          type="button"
          className="button button--ghost theme-filter__action"
          onClick={() => onChange(new Set(index.allIds))}
        >
          Tout cocher
        </button>
        <button
          type="button"
          className="button button--ghost theme-filter__action"
          onClick={() => onChange(new Set())}
        >
          Tout décocher
        </button>
      </div>
      {checked === 0 && (
        <div className="theme-filter__notice">
          <p>Aucun sous-thème n’est coché : aucune offre ne peut s’afficher.</p>
          <button type="button" className="button button--primary" onClick={onRestore}>
            Restaurer ma sélection
          </button>
        </div>
      )}
      <div className="theme-filter__tree">
        {index.categories.map((category) => (
          <div
            key={category.id}
            className="theme-filter__category"
            role="group"
            aria-labelledby={`${baseId}-category-${category.id}`}
          >
            <h3 id={`${baseId}-category-${category.id}`} className="theme-filter__category-name">
              {category.name}
            </h3>
            <ul className="theme-filter__themes">
              {category.children.map((theme) => (
                <ThemeItem
                  key={theme.id}
                  baseId={baseId}
                  theme={theme}
                  selected={selected}
                  onChange={onChange}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

interface ThemeItemProps {
  baseId: string;
  theme: ThemeNode;
  selected: ReadonlySet<number>;
  onChange: (ids: Set<number>) => void;
}

function ThemeItem({ baseId, theme, selected, onChange }: ThemeItemProps) {
  const [expanded, setExpanded] = useState(false);
  const ids = subThemeIdsOf(theme);
  const state = checkState(ids, selected);
  const count = countSelected(ids, selected);
  const checkboxId = `${baseId}-theme-${theme.id}`;
  const listId = `${baseId}-subthemes-${theme.id}`;

  return (
    <li className="theme-filter__theme">
      <div className="theme-filter__row">
        <input
          id={checkboxId}
          type="checkbox"
          className="theme-filter__checkbox"
          checked={state === 'checked'}
          ref={(element) => {
            if (element) element.indeterminate = state === 'mixed';
          }}
          onChange={() => onChange(toggleTheme(selected, theme))}
        />
        <label htmlFor={checkboxId} className="theme-filter__label theme-filter__label--theme">
          {theme.name}
        </label>
        <button
          type="button"
          className="theme-filter__expand"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="visually-hidden">Sous-thèmes de {theme.name}</span>
          <span className="theme-filter__count" aria-hidden="true">
            {count}/{ids.length}
          </span>
          <svg
            className="theme-filter__chevron"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul id={listId} className="theme-filter__subthemes" hidden={!expanded}>
        {theme.children.map((subTheme) => {
          const id = `${baseId}-subtheme-${subTheme.id}`;
          return (
            <li key={subTheme.id} className="theme-filter__row theme-filter__row--sub">
              <input
                id={id}
                type="checkbox"
                className="theme-filter__checkbox"
                checked={selected.has(subTheme.id)}
                onChange={() => onChange(toggleSubTheme(selected, subTheme.id))}
              />
              <label htmlFor={id} className="theme-filter__label">
                {subTheme.name}
              </label>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
