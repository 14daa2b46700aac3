import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { PartnerEditForm } from '../../contract/api';
import type { BodyOf } from '../../contract/endpoint';
import { activePartners } from '../../contract/endpoints/active-partners';
import { editPartnerProfile as editPartnerProfileEndpoint } from '../../contract/endpoints/edit-partner-profile';
import { partner } from '../../contract/endpoints/partner';
import { partnerSubordinates } from '../../contract/endpoints/partner-subordinates';
import { partnerUser } from '../../contract/endpoints/partner-user';
import { useDeviceUserScope } from '../../lib/device-user';
import { http } from '../../lib/http';

/** Every query of the partner space starts with this key, so a save refreshes them all at once. */
const PARTNER_KEY = 'partner';

/** GET /fo/partner/{id}: the partner the user belongs to. */
export const partnerQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [PARTNER_KEY, 'info', partnerId] as const,
    queryFn: () => http.call(partner, { params: { id: partnerId } }),
  });

export const usePartner = (partnerId: number) => useSuspenseQuery(partnerQueryOptions(partnerId));

/** GET /fo/partner/user/{userId}: the user itself, with the function and phone its form shows. */
export const partnerUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [PARTNER_KEY, 'user', userId] as const,
    queryFn: () => http.call(partnerUser, { params: { userId } }),
  });

export const usePartnerUser = (userId: number) => useSuspenseQuery(partnerUserQueryOptions(userId));

/** GET /fo/partner/subordinates/{id}: the other users of the partner, by last name. */
export const subordinatesQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [PARTNER_KEY, 'subordinates', partnerId] as const,
    queryFn: () => http.call(partnerSubordinates, { params: { id: partnerId } }),
  });

export const useSubordinates = (partnerId: number) =>
  useSuspenseQuery(subordinatesQueryOptions(partnerId));

/** GET /fo/partner/active: the active partners, by name. */
export const activePartnersQueryOptions = queryOptions({
  queryKey: [PARTNER_KEY, 'active'] as const,
  queryFn: () => http.call(activePartners),
});

export const useActivePartners = () => useSuspenseQuery(activePartnersQueryOptions);

/** What the form sends: the endpoint's fields, each as text (a form has no numbers). */
type EditProfileFormBody = BodyOf<typeof editPartnerProfileEndpoint> & Record<string, string>;

/** The form body as text: the phone and password are only sent when the form gives them. */
export function toEditProfileForm(form: PartnerEditForm): EditProfileFormBody {
  const body: EditProfileFormBody = {
    userId: String(form.userId),
    firstname: form.firstname,
    lastname: form.lastname,
    function: form.function,
    email: form.email,
  };
  if (form.phone !== undefined) body.phone = form.phone;
  if (form.password) body.password = form.password;
  if (form.currentPassword) body.currentPassword = form.currentPassword;
  return body;
}

/** POST /fo/partner/editProfile (form): a 400 carries French messages per field. */
export const editPartnerProfile = (form: PartnerEditForm, owner?: string) =>
  http.call(editPartnerProfileEndpoint, { body: toEditProfileForm(form) }, { owner });

/** Saves a person of the partner space, then refreshes its lists and forms. */
export function useEditPartnerProfile() {
  const queryClient = useQueryClient();
  // A retry after the user changed is not sent (docs/offline.md).
  const owner = useDeviceUserScope() ?? undefined;
  return useMutation({
    mutationFn: (form: PartnerEditForm) => editPartnerProfile(form, owner),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PARTNER_KEY] }),
  });
}
