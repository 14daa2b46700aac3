import type { ArticleSection } from '../../contract/sections/article-section';
import { frenchPhrases } from '../../contract/sections/french';
import { countText } from '../../lib/numbers';

const pageTitle = (title: string) => `${title} — Avantages Pro`;

/**
 * What an article section's pages say, agreed with its noun: for « actualité », the news pages'
 * sentences word for word (« Les actualités n’ont pas pu être chargées. »).
 */
export function articleTexts({ label, noun }: Pick<ArticleSection, 'label' | 'noun'>) {
  const phrases = frenchPhrases(noun);
  return {
    listTitle: pageTitle(label),
    /** The item's page, titled by the noun until the item is known. */
    itemTitle: (title = phrases.One) => pageTitle(title),
    count: (count: number) => countText(count, phrases.one, phrases.many),
    empty: `${phrases.none} pour le moment.`,
    loadingList: `Chargement des ${phrases.many}…`,
    listFailed: `Les ${phrases.many} n’ont pas pu être ${phrases.agreedMany('chargé')}.`,
    loadingItem: `Chargement ${phrases.of}…`,
    itemFailed: `${phrases.The} n’a pas pu être ${phrases.agreed('chargé')}.`,
    notFound: `${phrases.This} est introuvable.`,
    seeAll: `Voir ${phrases.all}`,
    backToList: `Retour aux ${phrases.many}`,
    /** « Publiée le », before the date. */
    publishedOn: `${phrases.agreed('Publié')} le `,
  };
}
