/**
 * The call that changes the user's stored sub-theme selection (docs/http-contract.md). The tree it
 * changes is the theme tree entity's query (`themeTreeQueryOptions`): one cache entry, so the
 * filter's 'Voir ma sélection' and this page always agree.
 */
import type { SubThemePreferenceChange } from '../../contract/api';
import { changeSubThemePreferences as changeEndpoint } from '../../contract/endpoints/change-sub-theme-preferences';
import { http } from '../../lib/http';

/**
 * PATCH /fo/user/subThemePreference: adds and removes on top of the stored selection, once per
 * operation id, for the user scope the change was made under (`owner`). Answers the new count.
 */
export const changeSubThemePreferences = (
  change: Omit<SubThemePreferenceChange, 'add' | 'remove'> & { add: number[]; remove: number[] },
  owner: string,
) => http.call(changeEndpoint, { body: change }, { owner });
