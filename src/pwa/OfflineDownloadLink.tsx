import type { MouseEvent, ReactNode } from 'react';
import { useToast } from '../components/toast';
import { useOnlineStatus } from './network-status';
import { cachedResponse } from './worker-data';

export const DOCUMENT_NOT_OFFLINE =
  'Ce document n’est pas disponible hors ligne : téléchargez-le une fois la connexion revenue.';

/**
 * A download link that also works offline when the file is kept on the device (the service
 * worker's price-list cache), and says so instead of failing silently when it is not.
 */
export function OfflineDownloadLink({
  href,
  fileName,
  className,
  children,
}: {
  href: string;
  /** Used offline when the kept copy does not name itself. */
  fileName: string;
  className?: string;
  children: ReactNode;
}) {
  const online = useOnlineStatus();
  const toast = useToast();

  async function downloadFromDevice() {
    const response = await cachedResponse(href);
    if (!response) {
      toast.show(DOCUMENT_NOT_OFFLINE, { kind: 'error' });
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    // The server's own file name, as the online download would have it.
    const disposition = response.headers.get('content-disposition') ?? '';
    link.download = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (online) return;
    event.preventDefault();
    void downloadFromDevice();
  }

  return (
    <a className={className} href={href} download onClick={onClick}>
      {children}
    </a>
  );
}
