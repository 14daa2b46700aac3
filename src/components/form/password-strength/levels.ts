/** The strength meter's levels and their French words (docs/http-contract.md, "Passwords"). */
export type StrengthLevel = 'common' | 'weak' | 'medium' | 'strong';

export const STRENGTH_LABELS: Record<StrengthLevel, string> = {
  common: 'Trop courant',
  weak: 'Faible',
  medium: 'Moyen',
  strong: 'Fort',
};

/** How many of the meter's four segments each level fills. */
export const STRENGTH_STEPS: Record<StrengthLevel, number> = {
  common: 1,
  weak: 1,
  medium: 2,
  strong: 4,
};
