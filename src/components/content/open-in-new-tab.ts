/**
 * Opens a supplier's site in a new tab. Only http(s) addresses are opened (never `javascript:`),
 * and the new page gets no handle on this one.
 */
export function openInNewTab(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error(`Adresse refusée : ${target.protocol}`);
  }
  const tab = window.open(target.href, '_blank');
  // Blocked by the browser: nothing was opened, which is a failed redirection for the user.
  if (!tab) throw new Error('Ouverture du nouvel onglet bloquée');
  tab.opener = null;
}
