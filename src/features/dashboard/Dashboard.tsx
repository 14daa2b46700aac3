import { useSuspenseQuery } from '@tanstack/react-query';
import { MIN_SUB_THEMES } from '../../contract/api';
import { useSessionUser } from '../auth/api';
import { effectiveUser } from '../auth/roles';
import { progressQueryOptions } from '../progress/api';
import './dashboard.css';

/** The user's dashboard: profile completion and notifications. */
export function Dashboard() {
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  const user = useSessionUser();
  const viewer = user ? effectiveUser(user) : null;
  const chosen = Math.min(progress.numberSubTheme, MIN_SUB_THEMES);
  const complete = progress.numberSubTheme >= MIN_SUB_THEMES;
  const notifications = progress.numberOfNotification;

  return (
    <div className="dashboard">
      <h1>Bonjour{viewer?.firstname ? ` ${viewer.firstname}` : ''}</h1>
      <section className="dashboard__card" aria-labelledby="completion-title">
        <h2 id="completion-title">Complétion du profil</h2>
        <progress className="dashboard__progress" max={MIN_SUB_THEMES} value={chosen}>
          {chosen} / {MIN_SUB_THEMES}
        </progress>
        <p>
          {complete
            ? `Votre profil est complet : ${progress.numberSubTheme} sous-thèmes choisis.`
            : `${progress.numberSubTheme} sous-thème${progress.numberSubTheme > 1 ? 's' : ''} choisi${progress.numberSubTheme > 1 ? 's' : ''} sur ${MIN_SUB_THEMES} minimum : complétez vos centres d’intérêt pour recevoir une sélection personnalisée.`}
        </p>
      </section>
      <section className="dashboard__card" aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <p>
          {notifications === 0
            ? 'Aucune nouvelle notification.'
            : `${notifications} notification${notifications > 1 ? 's' : ''}`}
        </p>
        <ul>
          {progress.numberSavingNotification > 0 && (
            <li>
              {progress.numberSavingNotification} nouveauté
              {progress.numberSavingNotification > 1 ? 's' : ''} dans vos offres
            </li>
          )}
          {!complete && <li>Votre profil est incomplet</li>}
        </ul>
      </section>
    </div>
  );
}
