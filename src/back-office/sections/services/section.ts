/**
 * « Services » (docs/back-office/services.md), declared for the content sections' shared pages:
 * exclusive services and sale agreements, each of a type, with a website and a logo.
 */
import {
  boCreateService,
  boDeleteService,
  boDeleteServiceLogo,
  boService,
  boServices,
  boUpdateService,
  boUploadServiceLogo,
} from '../../../contract/back-office/services';
import {
  BoServiceInput,
  SERVICE_TYPE_LABELS,
  type BoService,
} from '../../../contract/back-office/schemas/services';
import { SERVICE_PLUS_TYPES } from '../../../contract/constants';
import { boColumns } from '../../components';
import { defineContentSection } from '../../components/content-section/define';
import { emptyServiceInput, serviceInputOf } from './form-values';

const TYPE_OPTIONS = SERVICE_PLUS_TYPES.map((type) => ({
  value: type,
  label: SERVICE_TYPE_LABELS[type],
}));

const TYPE_COLUMN = boColumns<BoService>().accessor('type', {
  header: 'Type',
  enableSorting: true,
  cell: ({ getValue }) => SERVICE_TYPE_LABELS[getValue()],
});

export const servicesSection = defineContentSection({
  name: 'services',
  path: '/services',
  endpoints: {
    list: boServices,
    item: boService,
    create: boCreateService,
    update: boUpdateService,
    remove: boDeleteService,
    uploadMedia: boUploadServiceLogo,
    removeMedia: boDeleteServiceLogo,
  },
  words: {
    title: 'Services',
    caption: 'Liste des services exclusifs et des accords de vente',
    searchLabel: 'Rechercher (titre, résumé)',
    newItem: 'Nouveau service',
    created: 'Service créé.',
    deleted: 'Service supprimé.',
    deleteButton: 'Supprimer le service',
    deleteMessage:
      'Le service disparaît aussitôt des listes des clients, avec son logo. Cette suppression est définitive.',
    modifiedOn: 'modifié le',
  },
  media: {
    name: 'Logo',
    fieldLabel: 'Logo du service',
    afterCreation: 'Le logo se dépose une fois le service enregistré.',
    removeLabel: 'Retirer le logo',
    alt: (title) => `Logo actuel du service « ${title} »`,
    of: (service) => service.logoBase64,
    listed: (service) => service.hasLogo,
  },
  form: {
    schema: BoServiceInput,
    fields: [
      {
        name: 'type',
        label: 'Type',
        type: 'select',
        options: TYPE_OPTIONS,
        required: true,
        hint: 'Chaque client voit les services exclusifs et les accords de vente dans leur propre rubrique, si son compte l’a.',
      },
      { name: 'title', label: 'Titre', required: true, maxLength: 200 },
      {
        name: 'summary',
        label: 'Résumé',
        type: 'textarea',
        rows: 3,
        required: true,
        maxLength: 1000,
        hint: 'Affiché sur la carte du service.',
      },
      {
        name: 'description',
        label: 'Description',
        type: 'textarea',
        rows: 8,
        required: true,
        maxLength: 20000,
        hint: 'Texte simple, affiché sur la page du service : une ligne vide sépare deux paragraphes.',
      },
      {
        name: 'website',
        label: 'Site web',
        required: true,
        maxLength: 2000,
        autoComplete: 'url',
        hint: 'Une adresse complète commençant par https://.',
      },
    ],
  },
  emptyInput: emptyServiceInput,
  inputOf: (service) => serviceInputOf(service),
  summaryPrefix: (service) => `${SERVICE_TYPE_LABELS[service.type]} · `,
  extraColumns: [TYPE_COLUMN],
  extraFilters: [
    {
      name: 'type',
      label: 'Type',
      options: SERVICE_PLUS_TYPES.map((type) => ({
        value: type,
        label: SERVICE_TYPE_LABELS[type],
      })),
    },
  ],
});
