import { promptInstall, useCanInstall } from './install-prompt';

/** "Installer l'application", shown only while the browser offers installation. */
export function InstallButton({ className = 'button button--secondary' }: { className?: string }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <button type="button" className={className} onClick={() => void promptInstall()}>
      Installer l’application
    </button>
  );
}
