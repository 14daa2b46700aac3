/**
 * The fields several sections' forms share, declared once with their limits (the contract's) and
 * their labels; each section adds its own hint where customers see the text somewhere else.
 */
export const TITLE_FIELD = {
  name: 'title',
  label: 'Titre',
  required: true,
  maxLength: 200,
} as const;

export const summaryField = (hint: string) =>
  ({
    name: 'summary',
    label: 'Résumé',
    type: 'textarea',
    rows: 3,
    required: true,
    maxLength: 1000,
    hint,
  }) as const;

/** A long plain text; a partner's is shorter than an offer's or a service's. */
export const descriptionField = (hint: string, { rows = 8, maxLength = 20000 } = {}) =>
  ({
    name: 'description',
    label: 'Description',
    type: 'textarea',
    rows,
    required: true,
    maxLength,
    hint,
  }) as const;

export const WEBSITE_FIELD = {
  name: 'website',
  label: 'Site web',
  required: true,
  maxLength: 2000,
  autoComplete: 'url',
  hint: 'Une adresse complète commençant par https://.',
} as const;
