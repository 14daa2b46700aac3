/**
 * The offer form's « Validité et diffusion » panel: its validity dates, the sub-themes it is shown
 * in (chosen in the theme tree, loaded by the page's route), the customer roles that see it, and
 * whether it is a promotion and offers a price list.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import type { BoOfferInput } from '../../../contract/back-office/schemas/offers';
import { CheckboxField } from '../../components';
import { PartnerField } from '../../components/form/PartnerField';
import { offerThemeTreeQueryOptions } from './api';
import { DateField, RolesField } from './fields';
import { SubThemePicker } from './SubThemePicker';

export function ReachFields({ control }: { control: Control<BoOfferInput> }) {
  const { data: tree } = useSuspenseQuery(offerThemeTreeQueryOptions);
  return (
    <>
      <div className="bo-offer-form__dates">
        <DateField control={control} name="validFrom" label="Début de validité" />
        <DateField control={control} name="validTo" label="Fin de validité" />
      </div>
      <SubThemePicker control={control} name="subThemeIds" tree={tree} />
      <RolesField control={control} name="visibleRoles" />
      <CheckboxField
        control={control}
        name="privilege"
        label="Promotion"
        hint="Une promotion est montrée dans « Promotions » plutôt que dans les offres négociées."
      />
      <CheckboxField
        control={control}
        name="priceList"
        label="Grille tarifaire proposée"
        hint="Les clients téléchargent le PDF déposé, ou à défaut une grille générée à partir de l’offre."
      />
      <PartnerField
        control={control}
        name="partnerId"
        hint="Ce partenaire voit les chiffres de l’offre dans son espace (consultations, redirections, téléchargements)."
      />
    </>
  );
}
