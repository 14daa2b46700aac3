/**
 * The invitation e-mail of an account created in the back office (docs/back-office/users.md): its
 * first-connection link, how long the link works, in plain text and in simple HTML.
 */
import { INVITATION_VALIDITY_DAYS } from '../../src/contract/back-office/schemas/users.js';
import type { MailMessage } from './mailer.js';

export const INVITATION_VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

/** The page of the PWA that completes an account: `/initialization/{token}`. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/initialization/${encodeURIComponent(token)}`;
}

/** « 12 mai 2025 à 14:30 », in the platform's time zone: the reader is in France. */
const EXPIRY_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function invitationEmail(input: {
  to: string;
  firstname: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const greeting = input.firstname ? `Bonjour ${input.firstname},` : 'Bonjour,';
  const until = EXPIRY_FORMAT.format(input.expiresAt);
  const validity = `Ce lien est valable ${INVITATION_VALIDITY_DAYS} jours (jusqu’au ${until}) et ne sert qu’une fois.`;
  const intro = `Un compte Avantages Pro vient d’être créé pour vous, à l’adresse ${input.to}.`;
  const action =
    'Pour l’activer, ouvrez ce lien de première connexion : vous y compléterez vos informations et choisirez votre mot de passe.';
  const expired =
    'Passé ce délai, demandez à votre interlocuteur Avantages Pro de vous envoyer une nouvelle invitation.';
  const ignore = 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.';
  const signature = 'L’équipe Avantages Pro';
  return {
    to: input.to,
    subject: 'Votre invitation à Avantages Pro',
    text: [
      greeting,
      '',
      intro,
      action,
      '',
      input.link,
      '',
      validity,
      expired,
      '',
      ignore,
      '',
      signature,
    ].join('\n'),
    html: `<!doctype html>
<html lang="fr">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 4px;">Activer mon compte</a></p>
<p>Si le bouton ne s’ouvre pas, copiez cette adresse dans votre navigateur :<br>${escapeHtml(input.link)}</p>
<p>${escapeHtml(validity)}<br>${escapeHtml(expired)}</p>
<p>${escapeHtml(ignore)}</p>
<p>${escapeHtml(signature)}</p>
</body>
</html>
`,
  };
}
