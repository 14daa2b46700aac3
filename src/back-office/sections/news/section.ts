/**
 * « Actualités » (docs/back-office/news.md), declared for the content sections' shared pages:
 * a news item has a text body and an image.
 */
import { boNewsEndpoints } from '../../../contract/back-office/news';
import { BoNewsInput } from '../../../contract/back-office/schemas/news';
import { defineContentSection } from '../../components/content-section/define';
import { TITLE_FIELD, summaryField } from '../../components/content-section/fields';
import { emptyNewsInput, newsInputOf } from './form-values';

export const newsSection = defineContentSection({
  name: 'news',
  path: '/news',
  endpoints: boNewsEndpoints,
  words: {
    title: 'Actualités',
    caption: 'Liste des actualités',
    searchLabel: 'Rechercher (titre, résumé, texte)',
    newItem: 'Nouvelle actualité',
    created: 'Actualité créée.',
    deleted: 'Actualité supprimée.',
    deleteButton: 'Supprimer l’actualité',
    deleteMessage:
      'L’actualité disparaît aussitôt de la liste des clients, avec son image. Cette suppression est définitive.',
  },
  titleOf: (item) => item.title,
  publication: { modifiedOn: 'modifiée le' },
  picture: {
    name: 'Image',
    fieldLabel: 'Image de l’actualité',
    afterCreation: 'L’image se dépose une fois l’actualité enregistrée.',
    removeLabel: 'Retirer l’image',
    alt: (title) => `Image actuelle de l’actualité « ${title} »`,
    of: (item) => item.imageBase64,
    listed: (item) => item.hasImage,
  },
  // The body is plain text: customers read it as typed, markup included.
  form: {
    schema: BoNewsInput,
    fields: [
      TITLE_FIELD,
      summaryField('Affiché sous le titre, dans la liste des actualités.'),
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
  emptyInput: emptyNewsInput,
  inputOf: (item) => newsInputOf(item),
});
