/** What the partner form starts from (docs/back-office/partners.md): the API's body itself. */
import type { BoPartner, BoPartnerInput } from '../../../contract/back-office/schemas/partners';

/** A new partner: active, proposed to the users at once. */
export const emptyPartnerInput = (): BoPartnerInput => ({
  name: '',
  description: '',
  website: 'https://',
  active: true,
});

export function partnerInputOf({ name, description, website, active }: BoPartner): BoPartnerInput {
  return { name, description, website, active };
}
