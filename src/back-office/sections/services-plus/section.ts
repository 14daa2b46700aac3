/**
 * « Services » (docs/back-office/services-plus.md), declared for the content sections' shared pages:
 * exclusive services and sale agreements, each of a type, with a website and a logo.
 */
import { boServicePlusEndpoints } from '../../../contract/back-office/services-plus';
import {
  BoServicePlusInput,
  SERVICE_PLUS_TYPE_LABELS,
  type BoServicePlus,
} from '../../../contract/back-office/schemas/services-plus';
import { SERVICE_PLUS_TYPES } from '../../../contract/constants';
import { boColumns, type ListFilter } from '../../components';
import { defineContentSection } from '../../components/content-section/define';
import {
  TITLE_FIELD,
  WEBSITE_FIELD,
  descriptionField,
  summaryField,
} from '../../components/content-section/fields';
import { contentWords } from '../../components/content-section/words';
import { servicesPlusSection } from '../../../contract/sections/services-plus';
import { emptyServicePlusInput, servicePlusInputOf } from './form-values';
import { PartnerPanel } from './PartnerPanel';
import { partnerChoicesQueryOptions } from '../../components/form/PartnerField';

const TYPE_OPTIONS = SERVICE_PLUS_TYPES.map((type) => ({
  value: type,
  label: SERVICE_PLUS_TYPE_LABELS[type],
}));

const TYPE_FILTER: ListFilter<'type'> = { name: 'type', label: 'Type', options: TYPE_OPTIONS };

const TYPE_COLUMN = boColumns<BoServicePlus>().accessor('type', {
  header: 'Type',
  enableSorting: true,
  cell: ({ getValue }) => SERVICE_PLUS_TYPE_LABELS[getValue()],
});

const { words, modifiedOn, picture } = contentWords(servicesPlusSection.noun, {
  name: 'Logo',
  feminine: false,
});

export const servicesPlusBackOffice = defineContentSection({
  name: 'servicesPlus',
  path: '/services-plus',
  endpoints: boServicePlusEndpoints,
  words: {
    title: servicesPlusSection.label,
    caption: 'Liste des services exclusifs et des accords de vente',
    searchLabel: 'Rechercher (titre, résumé)',
    ...words,
    deleteMessage:
      'Le service disparaît aussitôt des listes des clients, avec son logo. Cette suppression est définitive.',
  },
  titleOf: (service) => service.title,
  publication: {
    modifiedOn,
    summaryPrefix: (service) => `${SERVICE_PLUS_TYPE_LABELS[service.type]} · `,
  },
  picture: {
    ...picture,
    of: (service) => service.logoBase64,
    listed: (service) => service.hasLogo,
  },
  form: {
    schema: BoServicePlusInput,
    fields: [
      {
        name: 'type',
        label: 'Type',
        type: 'select',
        options: TYPE_OPTIONS,
        required: true,
        hint: 'Chaque client voit les services exclusifs et les accords de vente dans leur propre rubrique, si son compte l’a.',
      },
      TITLE_FIELD,
      summaryField('Affiché sur la carte du service.'),
      descriptionField(
        'Texte simple, affiché sur la page du service : une ligne vide sépare deux paragraphes.',
      ),
      WEBSITE_FIELD,
    ],
    panels: [{ title: 'Partenaire', Fields: PartnerPanel }],
  },
  emptyInput: emptyServicePlusInput,
  inputOf: (service) => servicePlusInputOf(service),
  list: {
    columns: (shared) => [TYPE_COLUMN, shared.status, shared.publishedAt, shared.picture],
    useFilters: (status) => [TYPE_FILTER, status],
  },
  preload: (queryClient) => queryClient.ensureQueryData(partnerChoicesQueryOptions),
});
