/**
 * The categories > themes > sub-themes checkboxes, shared by the offer list's filter panel (a
 * selection kept in the URL) and the preferences page (the stored selection). Themes expand to
 * their sub-themes; a parent's checkbox checks or unchecks all of its sub-themes and shows "mixed"
 * when only some are checked.
 */
import { useId, useState } from 'react';
import type { ThemeNode } from '../../contract/api';
import { checkState, countSelected, subThemeIdsOf, toggleSubTheme, toggleTheme } from './tree';
import type { CheckState } from './tree';
import './theme-tree.css';

export interface ThemeTreeProps {
  categories: readonly ThemeNode[];
  selected: ReadonlySet<number>;
  onChange: (ids: Set<number>) => void;
  /** Gives each category a checkbox of its own (the filter panel has none, to stay compact). */
  categoryCheckboxes?: boolean;
}

export function ThemeTree({
  categories,
  selected,
  onChange,
  categoryCheckboxes = false,
}: ThemeTreeProps) {
  const baseId = useId();
  return (
    <div className="theme-filter__tree">
      {categories.map((category) => {
        const headingId = `${baseId}-category-${category.id}`;
        const checkboxId = `${baseId}-category-checkbox-${category.id}`;
        return (
          <div
            key={category.id}
            className="theme-filter__category"
            role="group"
            aria-labelledby={headingId}
          >
            <h3 id={headingId} className="theme-filter__category-name">
              {categoryCheckboxes ? (
                <span className="theme-filter__row">
                  <TriStateCheckbox
                    id={checkboxId}
                    state={checkState(subThemeIdsOf(category), selected)}
                    onChange={() => onChange(toggleTheme(selected, category))}
                  />
                  <label htmlFor={checkboxId} className="theme-filter__label">
                    {category.name}
                  </label>
                </span>
              ) : (
                category.name
              )}
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
        );
      })}
    </div>
  );
}

interface TriStateCheckboxProps {
  id: string;
  state: CheckState;
  onChange: () => void;
}

/** A checkbox that can also be "mixed", which HTML only offers through a DOM property. */
function TriStateCheckbox({ id, state, onChange }: TriStateCheckboxProps) {
  return (
    <input
      id={id}
      type="checkbox"
      className="theme-filter__checkbox"
      checked={state === 'checked'}
      ref={(element) => {
        if (element) element.indeterminate = state === 'mixed';
      }}
      onChange={onChange}
    />
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
  const count = countSelected(ids, selected);
  const checkboxId = `${baseId}-theme-${theme.id}`;
  const listId = `${baseId}-subthemes-${theme.id}`;

  return (
    <li className="theme-filter__theme">
      <div className="theme-filter__row">
        <TriStateCheckbox
          id={checkboxId}
          state={checkState(ids, selected)}
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
