/**
 * Accent- and case-insensitive search over thousands of offers. Each offer's searchable text is
 * normalised once per list the server sent (cached by that array), so a keystroke only runs a
 * few `includes` per offer; and only once a search is typed (or about to be), not for the first
 * screen.
 */
import type { Offer } from '../../contract/api';

/** "Électricité  VERTE" → "electricite verte"; "Œuvre d’art" → "oeuvre d'art". */
export function normalizeText(text: string): string {
  return text
    .toLocaleLowerCase('fr-FR')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query: every one must appear in an offer for it to match. */
export function searchTokens(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized === '' ? [] : normalized.split(' ');
}

export interface SearchableOffer {
  offer: Offer;
  /** Normalised title, supplier, summary, discount and sub-theme names. */
  text: string;
}

export type SubThemeNames = ReadonlyMap<number, string>;

const NO_NAMES: SubThemeNames = new Map();

export function searchableText(offer: Offer, subThemeNames: SubThemeNames = NO_NAMES): string {
  const names = offer.subThemeIds.map((id) => subThemeNames.get(id) ?? '');
  return normalizeText(
    [offer.title, offer.supplierName, offer.summary, offer.discount, ...names].join(' \n '),
  );
}

const cache = new WeakMap<readonly Offer[], { names: SubThemeNames; index: SearchableOffer[] }>();

/** The searchable form of a list, computed once per list and sub-theme names. */
export function searchIndex(
  offers: readonly Offer[],
  subThemeNames: SubThemeNames = NO_NAMES,
): SearchableOffer[] {
  const cached = cache.get(offers);
  if (cached && cached.names === subThemeNames) return cached.index;
  const index = offers.map((offer) => ({ offer, text: searchableText(offer, subThemeNames) }));
  cache.set(offers, { names: subThemeNames, index });
  return index;
}

export interface OfferFilter {
  /** Normalised words, all required (see `searchTokens`). */
  tokens: readonly string[];
  /** Keep offers linked to at least one of these sub-themes; `null` keeps all. */
  subThemes: ReadonlySet<number> | null;
}

function linkedTo(offer: Offer, subThemes: ReadonlySet<number> | null): boolean {
  return subThemes === null || offer.subThemeIds.some((id) => subThemes.has(id));
}

export function matchesFilter(item: SearchableOffer, { tokens, subThemes }: OfferFilter): boolean {
  if (!linkedTo(item.offer, subThemes)) return false;
  for (const token of tokens) if (!item.text.includes(token)) return false;
  return true;
}

/** The offers that pass the filter, in their order; the search index is built on the first words. */
export function filterOffers(
  offers: readonly Offer[],
  filter: OfferFilter,
  subThemeNames: SubThemeNames = NO_NAMES,
): Offer[] {
  if (filter.tokens.length === 0)
    return offers.filter((offer) => linkedTo(offer, filter.subThemes));
  const result: Offer[] = [];
  for (const item of searchIndex(offers, subThemeNames)) {
    if (matchesFilter(item, filter)) result.push(item.offer);
  }
  return result;
}
