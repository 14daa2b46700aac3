import { useId } from 'react';
import { ThemeTree } from '../../entities/theme-tree/ThemeTree';
import { countSelected, type ThemeIndex } from '../../entities/theme-tree/tree';

export interface ThemeFilterPanelProps {
  index: ThemeIndex;
  selected: ReadonlySet<number>;
  onChange: (ids: Set<number>) => void;
  /** 'Voir ma sélection': reload the stored preferences. */
  onRestore: () => void;
  restoring?: boolean;
}

/**
 * The offer list's theme filter panel: 'Voir ma sélection', 'Tout cocher', 'Tout
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
      <ThemeTree categories={index.categories} selected={selected} onChange={onChange} />
    </section>
  );
}
