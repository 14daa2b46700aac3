/**
 * The partners (« Partenaires » in the back office, docs/back-office/partners.md), whose users
 * have the partner space: a content section without publication, each layer building its part
 * from this definition (docs/architecture.md, « Ajouter une rubrique »).
 */
export const partnersSection = {
  name: 'partners',
  label: 'Partenaires',
  noun: { one: 'partenaire', many: 'partenaires', feminine: false },
} as const;
