/**
 * « Par e-mail » in « Notifications » (docs/digest.md): the switch of the weekly digest, « Vos
 * nouveautés de la semaine », for the connected user's own account. Saved at once, naming the
 * user it was made for (`owner`), so that a late answer never lands in another account.
 */
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { digestSetting } from '../../contract/endpoints/digest-setting';
import { saveDigestSetting } from '../../contract/endpoints/save-digest-setting';
import { useDeviceUserScope } from '../../lib/device-user';
import { http } from '../../lib/http';
import './digest.css';

export const DIGEST_TITLE = 'Par e-mail';
export const DIGEST_SWITCH_LABEL = 'Recevoir « Vos nouveautés de la semaine » chaque lundi';
export const DIGEST_HINT =
  'Un e-mail le lundi matin avec ce qui a été publié pour vous dans la semaine et vos offres favorites qui se terminent bientôt. Rien n’est envoyé les semaines sans nouveauté.';
export const DIGEST_TURNED_ON = 'Vous recevrez « Vos nouveautés de la semaine » chaque lundi.';
export const DIGEST_TURNED_OFF = 'Vous ne recevrez plus « Vos nouveautés de la semaine ».';
export const DIGEST_NOT_SAVED =
  'Le réglage de l’e-mail n’a pas pu être enregistré. Vérifiez votre connexion, puis réessayez.';
export const DIGEST_NOT_LOADED =
  'Le réglage de l’e-mail n’a pas pu être chargé. Vérifiez votre connexion, puis rechargez la page.';

const digestSettingKey = ['digest-setting'] as const;

export function DigestSection() {
  const titleId = useId();
  const hintId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const owner = useDeviceUserScope();
  const { data, isError } = useQuery({
    queryKey: digestSettingKey,
    queryFn: () => http.call(digestSetting),
    // The e-mail's unsubscribe link changes it outside the app: read again at every visit.
    staleTime: 0,
  });
  // What the user just chose, shown while it is saved (the switch answers the finger at once).
  const [choice, setChoice] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function change(enabled: boolean) {
    setFailure(null);
    setChoice(enabled);
    try {
      const saved = await http.call(
        saveDigestSetting,
        { body: { enabled } },
        owner === null ? {} : { owner },
      );
      queryClient.setQueryData(digestSettingKey, saved);
      toast.show(saved.enabled ? DIGEST_TURNED_ON : DIGEST_TURNED_OFF, { kind: 'success' });
    } catch {
      setFailure(DIGEST_NOT_SAVED);
    } finally {
      setChoice(null);
    }
  }

  return (
    <section className="notifications-page__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{DIGEST_TITLE}</h2>
      {data ? (
        <label className="digest-switch">
          <input
            type="checkbox"
            role="switch"
            className="digest-switch__input"
            checked={choice ?? data.enabled}
            disabled={choice !== null}
            aria-describedby={hintId}
            onChange={(event) => void change(event.currentTarget.checked)}
          />
          <span>{DIGEST_SWITCH_LABEL}</span>
        </label>
      ) : isError ? (
        <p role="alert">{DIGEST_NOT_LOADED}</p>
      ) : (
        <p role="status">Chargement du réglage…</p>
      )}
      <p id={hintId} className="digest-switch__hint">
        {DIGEST_HINT}
      </p>
      {failure && <p role="alert">{failure}</p>}
    </section>
  );
}
