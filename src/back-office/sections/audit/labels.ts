/** The journal's words for the actions the sections record (services/audit.ts). */

export const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  rename: 'Renommage',
  move: 'Déplacement',
  deactivate: 'Désactivation',
  reactivate: 'Réactivation',
  invite: 'Invitation',
  'resend-invitation': 'Invitation renvoyée',
  'connect-as': 'Connexion en tant que',
  // Server: plugins/acting-as-journal.ts (docs/back-office/audit.md).
  'act-as-change': 'Modification en tant que l’utilisateur',
  'upload-logo': 'Logo envoyé',
  'delete-logo': 'Logo retiré',
  'set-main-user': 'Compte principal désigné',
  'upload-image': 'Image envoyée',
  'delete-image': 'Image retirée',
  'upload-price-list': 'Grille tarifaire envoyée',
  'delete-price-list': 'Grille tarifaire retirée',
  'enable-second-factor': 'Double authentification activée',
  'renew-recovery-codes': 'Codes de secours renouvelés',
  'disable-second-factor': 'Double authentification désactivée',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

/** « 24 novembre 2026 à 15:02:11 », Paris time. */
export function entryTime(at: string): string {
  return DATE_TIME.format(new Date(at));
}
