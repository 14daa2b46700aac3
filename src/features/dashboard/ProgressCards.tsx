import { Link } from '@tanstack/react-router';
import { MIN_SUB_THEMES } from '../../contract/constants';
import type { Progress } from '../../contract/api';
import { countText } from '../../lib/numbers';
import { chosenSubThemesText } from './sections';

/** Sub-themes chosen out of the 7 a complete profile needs, with the way to choose more. */
export function CompletionCard({ progress }: { progress: Progress }) {
  const chosen = progress.numberSubTheme;
  const complete = chosen >= MIN_SUB_THEMES;
  return (
    <section className="dashboard__card" aria-labelledby="completion-title">
      <h2 id="completion-title">Complétion du profil</h2>
      <p className="dashboard__figure">
        <span className="dashboard__number">{Math.min(chosen, MIN_SUB_THEMES)}</span>
        {`\u00a0/\u00a0${MIN_SUB_THEMES}`}
      </p>
      <progress
        className="dashboard__progress"
        max={MIN_SUB_THEMES}
        value={Math.min(chosen, MIN_SUB_THEMES)}
        aria-label={`Complétion du profil : ${Math.min(chosen, MIN_SUB_THEMES)} sur ${MIN_SUB_THEMES}`}
      />
      <p>
        {complete
          ? `Votre profil est complet : ${chosenSubThemesText(chosen)}.`
          : `${chosenSubThemesText(chosen)} sur ${MIN_SUB_THEMES} au minimum : complétez vos centres d’intérêt pour recevoir une sélection personnalisée.`}
      </p>
      <Link
        to="/my-space/preferences"
        className={complete ? 'button button--secondary' : 'button button--primary'}
      >
        {complete ? 'Modifier mes centres d’intérêt' : 'Compléter mes centres d’intérêt'}
      </Link>
    </section>
  );
}

/** Total = saving notifications + the theme notification of an incomplete profile. */
export function NotificationsCard({ progress }: { progress: Progress }) {
  const total = progress.numberOfNotification;
  const saving = progress.numberSavingNotification;
  const missing = MIN_SUB_THEMES - progress.numberSubTheme;
  return (
    <section className="dashboard__card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p className="dashboard__figure">
        {total === 0
          ? 'Aucune nouvelle notification.'
          : countText(total, 'notification', 'notifications')}
      </p>
      {total > 0 && (
        <ul className="dashboard__list">
          {saving > 0 && (
            <li>
              <Link to="/saving/offer-list">
                {countText(saving, 'nouveauté', 'nouveautés')} dans vos offres
              </Link>
            </li>
          )}
          {missing > 0 && (
            <li>
              <Link to="/my-space/preferences">
                Votre profil est incomplet : choisissez encore{' '}
                {countText(missing, 'sous-thème', 'sous-thèmes')}
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
