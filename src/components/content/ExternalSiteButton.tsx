import { useState } from 'react';
import { LineIcon } from '../icon/LineIcon';
import { useToast } from '../toast';
import { useOnlineStatus } from '../../pwa/network-status';
import { openInNewTab } from './open-in-new-tab';

const NEEDS_NETWORK = 'Vous êtes hors ligne : l’accès au site demande une connexion.';

export interface ExternalSiteButtonProps {
  /** Records the click on the server and answers where to go. */
  redirect: () => Promise<{ url: string }>;
  /** The toast shown for 3 s when the redirection fails; no site opens then. */
  failureMessage: string;
  /** What the site is, for screen readers: "Accéder au site, nouvel onglet". */
  label?: string;
  className?: string;
}

/** 'Accéder au site': asks the server for the url, then opens it in a new tab. */
export function ExternalSiteButton({
  redirect,
  failureMessage,
  label = 'Accéder au site',
  className = 'button button--primary',
}: ExternalSiteButtonProps) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const online = useOnlineStatus();

  async function go() {
    if (pending) return;
    if (!online) {
      toast.show(NEEDS_NETWORK, { kind: 'error' });
      return;
    }
    setPending(true);
    try {
      const { url } = await redirect();
      openInNewTab(url);
    } catch {
      toast.show(failureMessage, { kind: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className={className} onClick={() => void go()} aria-busy={pending}>
      {label}
      <span className="visually-hidden"> (nouvel onglet)</span>
      <LineIcon size={18}>
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </LineIcon>
    </button>
  );
}
