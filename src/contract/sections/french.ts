/**
 * The phrases the screens build around a section's noun, agreed in gender and elided before a
 * vowel: « l’actualité », « cette actualité », « Nouvelle actualité », « créée ».
 */
import type { FrenchNoun } from './article-section';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

export function frenchPhrases({ one, many, feminine }: FrenchNoun) {
  const elided = /^[aeiouyàâäéèêëîïôöùûüh]/i.test(one);
  const agreed = (participle: string) => (feminine ? `${participle}e` : participle);
  const the = elided ? `l’${one}` : `${feminine ? 'la' : 'le'} ${one}`;
  const demonstrative = `${feminine ? 'cette' : elided ? 'cet' : 'ce'} ${one}`;
  return {
    one,
    many,
    One: capitalized(one),
    /** « l’actualité », « le webinaire »; `The` opens a sentence. */
    the,
    The: capitalized(the),
    /** « de l’actualité », « du webinaire ». */
    of: elided ? `de l’${one}` : feminine ? `de la ${one}` : `du ${one}`,
    /** « cette actualité », « cet article », « ce webinaire »; `This` opens a sentence. */
    this: demonstrative,
    This: capitalized(demonstrative),
    /** « Aucune actualité », « Aucun webinaire ». */
    none: `${feminine ? 'Aucune' : 'Aucun'} ${one}`,
    /** « Nouvelle actualité », « Nouvel article », « Nouveau webinaire ». */
    aNew: `${feminine ? 'Nouvelle' : elided ? 'Nouvel' : 'Nouveau'} ${one}`,
    /** « toutes les actualités », « tous les webinaires ». */
    all: `${feminine ? 'toutes' : 'tous'} les ${many}`,
    /** A past participle agreed with one item: « créée », « créé ». */
    agreed,
    /** A past participle agreed with several: « chargées », « chargés ». */
    agreedMany: (participle: string) => `${agreed(participle)}s`,
  };
}

export type FrenchPhrases = ReturnType<typeof frenchPhrases>;
