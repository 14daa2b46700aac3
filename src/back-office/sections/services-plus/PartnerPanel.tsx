/** The service form's « Partenaire » panel: the partner who sees the service's figures. */
import type { Control } from 'react-hook-form';
import type { BoServicePlusInput } from '../../../contract/back-office/schemas/services-plus';
import { PartnerField } from '../../components/form/PartnerField';

export function PartnerPanel({ control }: { control: Control<BoServicePlusInput> }) {
  return (
    <PartnerField
      control={control}
      name="partnerId"
      hint="Ce partenaire voit les chiffres du service dans son espace (consultations et redirections)."
    />
  );
}
