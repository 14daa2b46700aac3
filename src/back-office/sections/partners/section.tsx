/**
 * « Partenaires » (docs/back-office/partners.md), declared for the content sections' shared
 * pages: a partner has no publication but a state (active or not), a logo and users, listed
 * below its form (./PartnerUsers.tsx). A partner that still has users cannot be deleted (the
 * server answers why): the admin deactivates it instead.
 */
import { boPartnerEndpoints } from '../../../contract/back-office/partners';
import { BoPartnerInput } from '../../../contract/back-office/schemas/partners';
import { partnersSection } from '../../../contract/sections/partners';
import { defineContentSection } from '../../components/content-section/define';
import { contentWords } from '../../components/content-section/words';
import { WEBSITE_FIELD, descriptionField } from '../../components/content-section/fields';
import { emptyPartnerInput, partnerInputOf } from './form-values';
import { ActiveBadge, partnerColumns, partnerFilters } from './list';
import { PartnerUsers } from './PartnerUsers';
import './partners.css';

const { item, words, picture } = contentWords(partnersSection.noun, {
  name: 'Logo',
  feminine: false,
});

export const partnersBackOffice = defineContentSection({
  name: 'partners',
  path: '/partners',
  endpoints: boPartnerEndpoints,
  words: {
    title: partnersSection.label,
    caption: `Liste des ${item.many}`,
    searchLabel: 'Rechercher un partenaire (nom, description)',
    ...words,
    deleteQuestion: (name) => `Supprimer ${item.the} « ${name} » ?`,
    deleteMessage: 'Cette suppression est définitive.',
  },
  titleOf: (partner) => partner.name,
  summary: (partner) => (
    <>
      <ActiveBadge active={partner.active} /> · {partner.userCount}{' '}
      {partner.userCount > 1 ? 'utilisateurs' : 'utilisateur'}
    </>
  ),
  picture: {
    ...picture,
    of: (partner) => partner.logoBase64,
    listed: (partner) => partner.hasLogo,
  },
  form: {
    schema: BoPartnerInput,
    fieldsTitle: 'Informations',
    publication: false,
    fields: [
      { name: 'name', label: 'Nom', required: true, maxLength: 120 },
      descriptionField('Affichée dans l’espace partenaire de l’application.', {
        rows: 5,
        maxLength: 2000,
      }),
      WEBSITE_FIELD,
      {
        type: 'checkbox',
        name: 'active',
        label: 'Partenaire actif',
        hint: 'Un partenaire inactif n’est plus proposé dans la liste des partenaires de l’application.',
      },
    ],
  },
  emptyInput: emptyPartnerInput,
  inputOf: partnerInputOf,
  // Started again from the saved partner after each save.
  formKey: (partner) => `${partner.id}-${partner.name}-${partner.active}`,
  list: {
    titleColumn: { id: 'name', header: 'Nom' },
    columns: partnerColumns,
    useFilters: partnerFilters,
    editLinks: true,
  },
  panels: { below: [PartnerUsers] },
});
