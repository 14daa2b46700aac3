/**
 * The back-office declaration of an article section (src/contract/sections/article-section.ts),
 * built from its shared definition: adding a section to `ARTICLE_SECTIONS` needs no back-office
 * file (docs/architecture.md, « Ajouter une rubrique »; « Actualités »: docs/back-office/news.md).
 * Its words agree with its French noun; a body is plain text and an item has one image.
 */
import { articleBackOfficeEndpoints } from '../../../contract/back-office/articles';
import { BoArticleInput } from '../../../contract/back-office/schemas/article';
import type { ArticleSection } from '../../../contract/sections/article-section';
import { defineContentSection } from '../../components/content-section/define';
import type { ArticleSectionPath } from '../../components/content-section/definition';
import { TITLE_FIELD, summaryField } from '../../components/content-section/fields';
import { contentWords } from '../../components/content-section/words';
import { articleInputOf, emptyArticleInput } from './form-values';

/**
 * The list's path below /bo (`/news`). Typed as a registered section's: ../index.ts mounts every
 * section of `ARTICLE_SECTIONS`, so the router knows these pages.
 */
export const articlePathOf = (section: Pick<ArticleSection, 'name'>) =>
  `/${section.name}` as ArticleSectionPath;

export function articleBackOffice(section: ArticleSection) {
  const { item, words, modifiedOn, picture } = contentWords(section.noun, {
    name: 'Image',
    feminine: true,
  });
  return defineContentSection({
    name: section.name,
    path: articlePathOf(section),
    endpoints: articleBackOfficeEndpoints(section),
    words: {
      title: section.label,
      caption: `Liste des ${item.many}`,
      searchLabel: 'Rechercher (titre, résumé, texte)',
      ...words,
      deleteMessage: `${item.The} disparaît aussitôt de la liste des clients, avec son image. Cette suppression est définitive.`,
    },
    titleOf: (item) => item.title,
    publication: { modifiedOn },
    picture: {
      ...picture,
      of: (item) => item.imageBase64,
      listed: (item) => item.hasImage,
    },
    // The body is plain text: customers read it as typed, markup included.
    form: {
      schema: BoArticleInput,
      fields: [
        TITLE_FIELD,
        summaryField(`Affiché sous le titre, dans la liste des ${item.many}.`),
        {
          name: 'body',
          label: 'Texte',
          type: 'textarea',
          rows: 14,
          required: true,
          maxLength: 20000,
          hint: 'Texte simple, sans mise en forme : une ligne vide sépare deux paragraphes.',
        },
      ],
    },
    emptyInput: emptyArticleInput,
    inputOf: (item) => articleInputOf(item),
  });
}
