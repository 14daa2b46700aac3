/**
 * What the company and contact fields say and accept, shared by the first-connection form and the
 * profile form so that both read the same (their payloads name the fields differently; see
 * CompanyFieldsets).
 */
export const COMPANY_FIELDS = {
  siret: {
    label: 'SIRET',
    hint: '14 chiffres, par exemple 732 829 320 00074.',
    autoComplete: 'off',
    maxLength: 20,
  },
  companyName: { label: 'Raison sociale', autoComplete: 'organization', maxLength: 120 },
  employees: {
    label: 'Nombre de salariés',
    hint: 'Un nombre entier, 0 si vous travaillez seul.',
    autoComplete: 'off',
    maxLength: 9,
  },
  turnover: {
    label: 'Chiffre d’affaires annuel (en euros)',
    hint: 'Un montant sans centimes, par exemple 1 450 000.',
    autoComplete: 'off',
    maxLength: 20,
  },
  street: { label: 'Numéro et rue', autoComplete: 'address-line1', maxLength: 200 },
  postalCode: {
    label: 'Code postal',
    hint: '5 chiffres.',
    autoComplete: 'postal-code',
    maxLength: 5,
  },
  town: { label: 'Ville', autoComplete: 'address-level2', maxLength: 100 },
  lastname: { label: 'Nom', autoComplete: 'family-name', maxLength: 80 },
  firstname: { label: 'Prénom', autoComplete: 'given-name', maxLength: 80 },
  function: {
    label: 'Fonction',
    hint: 'Par exemple : gérant, responsable des achats.',
    autoComplete: 'organization-title',
    maxLength: 80,
  },
  phone: {
    type: 'tel',
    label: 'Téléphone',
    hint: 'Par exemple : 06 12 34 56 78 ou +33 6 12 34 56 78.',
    autoComplete: 'tel',
    maxLength: 20,
  },
} as const;

/**
 * A partner's staff member, whose details a colleague types as often as they do: the browser
 * fills in none of the user's own, and the phone may stay empty.
 */
export const STAFF_FIELDS = {
  lastname: { ...COMPANY_FIELDS.lastname, autoComplete: 'off' },
  firstname: { ...COMPANY_FIELDS.firstname, autoComplete: 'off' },
  function: {
    ...COMPANY_FIELDS.function,
    hint: 'Par exemple : chargée de clientèle, conseiller commercial.',
    autoComplete: 'off',
  },
  phone: {
    ...COMPANY_FIELDS.phone,
    hint: `Facultatif. ${COMPANY_FIELDS.phone.hint}`,
    autoComplete: 'off',
  },
} as const;
