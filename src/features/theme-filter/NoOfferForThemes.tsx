import type { ThemeIndex } from '../../entities/theme-tree/tree';
import { useThemeSelection } from './use-theme-selection';

/**
 * The offer list's empty state when no offer is linked to the checked sub-themes: what to check,
 * or the user's own selection back.
 */
export function NoOfferForThemes({ index }: { index: ThemeIndex }) {
  const selection = useThemeSelection(index);
  const none = selection.selected.size === 0;
  return (
    <div className="content-empty">
      <p className="content-empty__title">
        {none
          ? 'Aucun sous-thème n’est coché.'
          : 'Aucune offre ne correspond aux sous-thèmes cochés.'}
      </p>
      <p>
        {none
          ? 'Cochez des sous-thèmes dans les filtres, ou retrouvez votre sélection.'
          : 'Cochez d’autres sous-thèmes pour élargir les résultats.'}
      </p>
      <div className="content-empty__actions">
        {!selection.isStored && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void selection.restore()}
          >
            Voir ma sélection
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => selection.change(index.allIds)}
        >
          Tout cocher
        </button>
      </div>
    </div>
  );
}
