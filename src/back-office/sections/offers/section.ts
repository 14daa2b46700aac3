/**
 * « Offres » (docs/back-office/offers.md), declared for the content sections' shared pages:
 * offers and promotions, with their supplier, validity, sub-themes, customer roles, logo and
 * price list. What only offers have is in this folder: the form's « Validité et diffusion »
 * panel, the price list's panel and the list's columns and filters.
 */
import { boOfferEndpoints } from '../../../contract/back-office/offers';
import { BoOfferInput } from '../../../contract/back-office/schemas/offers';
import { defineContentSection } from '../../components/content-section/define';
import { partnerChoicesQueryOptions } from '../../components/form/PartnerField';
import {
  TITLE_FIELD,
  WEBSITE_FIELD,
  descriptionField,
  summaryField,
} from '../../components/content-section/fields';
import { contentWords } from '../../components/content-section/words';
import { offersSection } from '../../../contract/sections/offers';
import { offerThemeTreeQueryOptions } from './api';
import { emptyOfferInput, offerInputOf } from './form-values';
import { kindOf, offerColumns, useOfferFilters } from './list';
import { PriceListPanel } from './PriceListPanel';
import { ReachFields } from './ReachFields';
import './offers.css';

const { words, modifiedOn, picture } = contentWords(offersSection.noun, {
  name: 'Logo',
  feminine: false,
});

export const offersBackOffice = defineContentSection({
  name: 'offers',
  path: '/offers',
  endpoints: boOfferEndpoints,
  words: {
    title: offersSection.label,
    caption: 'Liste des offres et des promotions',
    searchLabel: 'Rechercher (titre, fournisseur, résumé)',
    ...words,
    deleted: (offer) => `${kindOf(offer)} supprimée.`,
    deleteMessage:
      'L’offre disparaît aussitôt des listes des clients, avec son logo et sa grille tarifaire. Cette suppression est définitive.',
  },
  titleOf: (offer) => offer.title,
  publication: { modifiedOn, summaryPrefix: (offer) => `${kindOf(offer)} · ` },
  picture: {
    ...picture,
    afterCreation: 'Le logo et la grille tarifaire se déposent une fois l’offre enregistrée.',
    of: (offer) => offer.logoBase64,
    listed: (offer) => offer.hasLogo,
  },
  form: {
    schema: BoOfferInput,
    fields: [
      TITLE_FIELD,
      { name: 'supplierName', label: 'Fournisseur', required: true, maxLength: 200 },
      summaryField('Affiché sur la carte de l’offre.'),
      descriptionField('Texte simple, affiché sur la page de l’offre.'),
      {
        name: 'discount',
        label: 'Remise',
        required: true,
        maxLength: 60,
        hint: 'Le texte affiché, par exemple « -15 % » ou « 2 mois offerts ».',
      },
      WEBSITE_FIELD,
    ],
    panels: [{ title: 'Validité et diffusion', Fields: ReachFields }],
  },
  emptyInput: emptyOfferInput,
  inputOf: (offer) => offerInputOf(offer),
  // Started again when an upload turns the price list on: the box then shows it checked.
  formKey: (offer) => `${offer.id}-${offer.priceList}`,
  list: { columns: offerColumns, useFilters: useOfferFilters },
  panels: { side: [PriceListPanel] },
  preload: (queryClient) =>
    Promise.all([
      queryClient.ensureQueryData(offerThemeTreeQueryOptions),
      queryClient.ensureQueryData(partnerChoicesQueryOptions),
    ]),
});
