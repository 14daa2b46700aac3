/**
 * The pages the digest's unsubscribe link opens in a browser (docs/digest.md): small French HTML
 * pages served by the server itself, outside the app, so that they work without logging in,
 * without script and whatever the device has cached. Their only style is inline, allowed by its
 * hash (`UNSUBSCRIBE_PAGE_STYLE_HASHES`).
 */
import { styleHashesOf } from '../../plugins/inline-style-hashes.js';
import { escapeHtml } from '../invitation-email.js';

/** The app's page where the digest is turned on and off. */
export const NOTIFICATIONS_PAGE = '/my-space/notifications';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1c2430; }
body { margin: 0; background: #f3f6fb; }
main { max-width: 36rem; margin: 3rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 12px; }
h1 { font-size: 1.5rem; margin-top: 0; }
a { color: #1d4ed8; }
button { font: inherit; padding: 0.6rem 1.2rem; border: none; border-radius: 8px; background: #1d4ed8; color: #fff; cursor: pointer; }
a:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Avantages Pro</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The sources of the pages' Content-Security-Policy for their inline style. */
export const UNSUBSCRIBE_PAGE_STYLE_HASHES = styleHashesOf(page('', ''));

/** « Vos nouveautés de la semaine », its guillemets never alone at a line's end or start. */
const quoted = (text: string) => `«&nbsp;${escapeHtml(text)}&nbsp;»`;
const DIGEST_NAME = quoted('Vos nouveautés de la semaine');

const settingsLine = (sentence: string) =>
  `<p>${escapeHtml(sentence)} <a href="${NOTIFICATIONS_PAGE}">${quoted('Mon espace')} → ${quoted('Notifications')}</a>.</p>`;

export const UNSUBSCRIBE_TITLE = 'Se désabonner du récapitulatif hebdomadaire';
export const UNSUBSCRIBE_BUTTON = 'Me désabonner';
export const UNSUBSCRIBED_TITLE = 'Désabonnement confirmé';
export const INVALID_LINK_TITLE = 'Lien de désabonnement invalide';

/**
 * A GET of the link: it asks, and only its button (a POST to `action`) unsubscribes. The form
 * sends what a mail client sends (RFC 8058), to the same address.
 */
export function unsubscribePage(action: string): string {
  return page(
    UNSUBSCRIBE_TITLE,
    `<h1>${UNSUBSCRIBE_TITLE}</h1>
<p>Vous ne recevrez plus l’e-mail ${DIGEST_NAME} envoyé le lundi.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${UNSUBSCRIBE_BUTTON}</button>
</form>
${settingsLine('Vous pourrez le recevoir à nouveau depuis')}`,
  );
}

export function unsubscribedPage(): string {
  return page(
    UNSUBSCRIBED_TITLE,
    `<h1>${UNSUBSCRIBED_TITLE}</h1>
<p>Vous ne recevrez plus l’e-mail ${DIGEST_NAME}.</p>
${settingsLine('Pour le recevoir à nouveau, activez-le depuis')}`,
  );
}

export function invalidLinkPage(): string {
  return page(
    INVALID_LINK_TITLE,
    `<h1>${INVALID_LINK_TITLE}</h1>
<p>Ce lien n’est pas valide : il est peut-être incomplet ou mal copié. Rien n’a été modifié.</p>
${settingsLine('Vous pouvez régler le récapitulatif depuis')}`,
  );
}
