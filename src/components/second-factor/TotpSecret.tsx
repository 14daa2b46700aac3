import type { TotpEnrolment } from '../../contract/api';

/**
 * What an authenticator app needs to enrol: the QR code of the `otpauth://` address, and the
 * same secret as text for an app (or a person) that cannot scan. Used by the login's enrolment
 * and by the back office's « Double authentification » page.
 */
export function TotpSecret({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <figure className="totp-secret">
      {/* The server draws the QR code (an SVG data URL): the app ships no QR library. */}
      <img
        className="totp-secret__qr"
        src={enrolment.qrCode}
        width={200}
        height={200}
        alt="QR code à scanner avec votre application d’authentification"
      />
      <figcaption>
        Vous ne pouvez pas scanner ? Saisissez cette clé dans l’application :{' '}
        <code className="totp-secret__key" aria-label={`Clé : ${spelled(enrolment.secret)}`}>
          {grouped(enrolment.secret)}
        </code>
      </figcaption>
    </figure>
  );
}

/** Groups of four, as apps show keys: easier to copy by hand. */
export function grouped(secret: string): string {
  return secret.replace(/(.{4})(?!$)/g, '$1 ');
}

/** One character at a time for screen readers, which would read the key as a word. */
function spelled(secret: string): string {
  return secret.split('').join(' ');
}
