/**
 * The words a content section's pages build from its French noun and its picture's (« Image »,
 * « Logo »), agreed in gender: a declaration spreads them and writes only what is its own.
 */
import { frenchPhrases } from '../../../contract/sections/french';
import type { FrenchNoun } from '../../../contract/sections/article-section';

/** A picture: its name and whether it is feminine (« l’image », « le logo »). */
export interface PictureNoun {
  name: 'Image' | 'Logo';
  feminine: boolean;
}

export function contentWords(noun: FrenchNoun, picture: PictureNoun) {
  const item = frenchPhrases(noun);
  const file = frenchPhrases({ one: picture.name.toLowerCase(), many: '', ...picture });
  return {
    item,
    words: {
      newItem: item.aNew,
      created: `${item.One} ${item.agreed('créé')}.`,
      deleted: `${item.One} ${item.agreed('supprimé')}.`,
      deleteButton: `Supprimer ${item.the}`,
    },
    modifiedOn: `${item.agreed('modifié')} le`,
    picture: {
      name: picture.name,
      fieldLabel: `${picture.name} ${item.of}`,
      afterCreation: `${file.The} se dépose une fois ${item.the} ${item.agreed('enregistré')}.`,
      removeLabel: `Retirer ${file.the}`,
      alt: (title: string) =>
        `${picture.name} ${picture.feminine ? 'actuelle' : 'actuel'} ${item.of} « ${title} »`,
    },
  };
}
