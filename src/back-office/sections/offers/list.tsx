/**
 * The offers' list beside the shared columns: supplier, kind and end of validity; filtered by
 * theme (from the theme tree), status and kind.
 */
import { useQuery } from '@tanstack/react-query';
import { frenchPhrases } from '../../../contract/sections/french';
import { offersSection } from '../../../contract/sections/offers';
import type { BoOffer, BoOfferDetail } from '../../../contract/back-office/schemas/offers';
import type { BoThemeTree } from '../../../contract/back-office/schemas/theme-tree';
import { formatDate } from '../../../lib/dates';
import { boColumns, type FilterOption, type ListFilter } from '../../components';
import type { SharedColumns } from '../../components/content-section/publication';
import { offerThemeTreeQueryOptions } from './api';

/** « Offre » or « Promotion », as the lists and the journal name them. */
const OFFER = frenchPhrases(offersSection.noun).One;
const PROMOTION = frenchPhrases(offersSection.promotionNoun).One;

/** « Offre » or « Promotion ». */
export const kindOf = (offer: Pick<BoOfferDetail, 'privilege'>) =>
  offer.privilege ? PROMOTION : OFFER;

const column = boColumns<BoOffer>();

export const offerColumns = (shared: SharedColumns<BoOffer>) => [
  column.accessor('supplierName', { header: 'Fournisseur', enableSorting: true }),
  column.accessor('privilege', { header: 'Type', cell: ({ row }) => kindOf(row.original) }),
  shared.status,
  shared.publishedAt,
  column.accessor('validTo', {
    header: 'Fin de validité',
    enableSorting: true,
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];

/** Every theme, « Catégorie › Thème », deactivated ones said so (old offers may still use them). */
export function themeOptions(tree: BoThemeTree): FilterOption[] {
  return tree.flatMap((category) =>
    category.themes.map((theme) => ({
      value: String(theme.id),
      label: `${category.name} › ${theme.name}${
        category.active && theme.active ? '' : ' (désactivé)'
      }`,
    })),
  );
}

export type OfferFilter = 'themeId' | 'privilege';

const KIND_FILTER: ListFilter<OfferFilter> = {
  name: 'privilege',
  label: 'Type',
  options: [
    { value: 'false', label: 'Offres négociées' },
    { value: 'true', label: 'Promotions' },
  ],
};

/** The list's filters: the themes come with the tree, the list shows meanwhile. */
export function useOfferFilters(
  status: ListFilter<'status'>,
): ListFilter<OfferFilter | 'status'>[] {
  const tree = useQuery(offerThemeTreeQueryOptions);
  return [
    {
      name: 'themeId',
      label: 'Thème',
      allLabel: 'Tous les thèmes',
      options: tree.data ? themeOptions(tree.data) : [],
    },
    status,
    KIND_FILTER,
  ];
}
