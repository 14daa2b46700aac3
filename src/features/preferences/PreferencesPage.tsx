import { useId, useState } from 'react';
import { MIN_SUB_THEMES } from '../../contract/constants';
import { useRefusedChangeToast } from '../../components/toast/use-refused-change-toast';
import { useOnlineStatus } from '../../pwa/network-status';
import { ThemeTree } from '../../entities/theme-tree/ThemeTree';
import { PREFERENCE_CHANGE } from './changes';
import { completionText, counterText } from './selection';
import { usePreferences } from './use-preferences';
import './preferences.css';

/**
 * /my-space/preferences: the stored sub-theme selection that drives the user's offers. Every
 * click is saved at once (no "Enregistrer" button to forget); a refused change comes back with a
 * message.
 */
export function PreferencesPage() {
  const treeTitleId = useId();
  const { index, selected, choose, waiting, retrying } = usePreferences();
  const online = useOnlineStatus();
  useRefusedChangeToast(PREFERENCE_CHANGE);
  // What 'Tout décocher' removed, so that a slip of the hand can be undone in one click.
  const [cleared, setCleared] = useState<ReadonlySet<number> | null>(null);

  const count = selected.size;
  const complete = count >= MIN_SUB_THEMES;

  const uncheckAll = () => {
    if (selected.size > 0) setCleared(selected);
    choose(new Set());
  };
  const restoreCleared = () => {
    if (cleared) choose(cleared);
    setCleared(null);
  };

  return (
    <div className="preferences">
      <h1>Mes centres d’intérêt</h1>
      <p className="preferences__intro">
        Choisissez les sujets qui intéressent votre entreprise : nous mettons en avant les offres
        qui y correspondent. Chaque case cochée ou décochée est enregistrée aussitôt.
      </p>

      <div className={`preferences__summary${complete ? ' preferences__summary--complete' : ''}`}>
        <p className="preferences__counter" role="status" aria-atomic="true">
          {counterText(count)}
        </p>
        <p className="preferences__completion">{completionText(count)}</p>
        <p className="preferences__saving">
          {waiting === 0
            ? '\u00a0'
            : !online
              ? 'Hors ligne : vos choix seront enregistrés au retour de la connexion.'
              : retrying
                ? 'Serveur injoignable : vos choix seront enregistrés dès qu’il répondra.'
                : 'Enregistrement…'}
        </p>
      </div>

      <section className="theme-filter preferences__tree" aria-labelledby={treeTitleId}>
        <h2 id={treeTitleId} className="theme-filter__title">
          Thèmes et sous-thèmes
        </h2>
        <div className="theme-filter__actions">
          <button
            type="button"
            className="button button--secondary theme-filter__action"
            onClick={() => {
              setCleared(null);
              choose(new Set(index.allIds));
            }}
          >
            Tout cocher
          </button>
          <button
            type="button"
            className="button button--ghost theme-filter__action"
            onClick={uncheckAll}
          >
            Tout décocher
          </button>
        </div>
        {count === 0 && cleared && cleared.size > 0 && (
          <div className="theme-filter__notice">
            <p>Aucun sous-thème n’est choisi : votre sélection est vide.</p>
            <button type="button" className="button button--primary" onClick={restoreCleared}>
              Rétablir ma sélection précédente
            </button>
          </div>
        )}
        <ThemeTree
          categories={index.categories}
          selected={selected}
          onChange={(ids) => {
            setCleared(null);
            choose(ids);
          }}
          categoryCheckboxes
        />
      </section>
    </div>
  );
}
