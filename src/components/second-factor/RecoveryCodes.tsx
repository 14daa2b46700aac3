import { useState } from 'react';

/**
 * The ten recovery codes, shown once: each is a way in when the phone is lost, used once. They
 * can be copied or downloaded as a text file. Used by the login's enrolment and by the back
 * office's « Double authentification » page.
 */
export function RecoveryCodes({
  codes,
  email,
  buttonClassName,
}: {
  codes: readonly string[];
  /** Named in the file, so that a person with several accounts knows whose codes they are. */
  email: string;
  buttonClassName: string;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = recoveryCodesText(codes, email);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Codes copiés dans le presse-papiers.');
    } catch {
      setCopied('La copie a été refusée par le navigateur : téléchargez les codes ou notez-les.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codes-de-secours-avantages-pro.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="recovery-codes">
      <ul className="recovery-codes__list" aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="recovery-codes__actions">
        <button type="button" className={buttonClassName} onClick={() => void copy()}>
          Copier les codes
        </button>
        <button type="button" className={buttonClassName} onClick={download}>
          Télécharger les codes
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}

/** The downloaded file: who, what, and the codes one per line. */
export function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `Avantages Pro — codes de secours de ${email}`,
    'Chaque code permet une seule connexion sans votre application d’authentification.',
    '',
    ...codes,
    '',
  ].join('\n');
}
