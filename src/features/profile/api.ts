import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ProfileInput } from '../../contract/api';
import { profile } from '../../contract/endpoints/profile';
import { saveProfile as saveProfileEndpoint } from '../../contract/endpoints/save-profile';
import { useDeviceUserScope } from '../../lib/device-user';
import { http } from '../../lib/http';
import { callRouter } from '../../lib/router-call';
import { sessionQueryOptions } from '../../entities/session/api';
import { colleaguesQueryOptions } from '../../entities/colleagues/api';

/** The profile as the server holds it (the password always empty). */
export const fetchProfile = () => http.call(profile);

/** POST /fo/user/saveProfile: answers the saved profile; a 400 carries French messages per field. */
export const saveProfile = (input: ProfileInput, owner?: string) =>
  http.call(saveProfileEndpoint, { body: input }, { owner });

/** `verifyUserName`: true when the address is free or already the user's own. */
export const isEmailAvailable = (email: string) => callRouter('verifyUserName', [email]);

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'] as const,
  queryFn: fetchProfile,
});

export const useProfile = () => useSuspenseQuery(profileQueryOptions);

/**
 * Saves the profile, then refreshes what shows it elsewhere: the session user (names, e-mail,
 * company name in the header and the dashboard) and the colleagues (they share the company).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  // A retry after the user changed is not sent (docs/offline.md).
  const owner = useDeviceUserScope() ?? undefined;
  return useMutation({
    mutationFn: (input: ProfileInput) => saveProfile(input, owner),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: colleaguesQueryOptions.queryKey }),
      ]);
    },
  });
}
