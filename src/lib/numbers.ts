/**
 * Whole numbers as French readers expect them: "10 000", thousands grouped by a narrow no-break
 * space, exactly as `Intl.NumberFormat('fr-FR')` writes them. Not Intl itself: building a French
 * number format loads the locale's data, 50 ms of a phone's first screen for a result count.
 */
export function formatCount(count: number): string {
  return Math.trunc(count)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** "0 offre", "1 offre", "1 234 offres": a count and its noun, singular up to one as in French. */
export function countText(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count > 1 ? plural : singular}`;
}
