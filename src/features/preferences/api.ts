/**
 * The calls that change the user's stored sub-theme selection (SPEC.md section 7). The tree they
 * change is the theme filter's query (`themeTreeQueryOptions`): one cache entry, so the filter's
 * 'Voir ma sélection' and this page always agree. Both answer the new count.
 */
import type { Count } from '../../contract/api';
import type { SubThemeIds } from '../../contract/api';
import { http } from '../../lib/http';

/** POST /fo/user/subThemePreference: replaces the whole selection (idempotent). */
export const replaceSubThemePreferences = (body: SubThemeIds) =>
  http.post<Count>('/fo/user/subThemePreference', body);

/** DELETE /fo/user/subThemePreference/{id}: removes one sub-theme (idempotent too). */
export const removeSubThemePreference = (subThemeId: number) =>
  http.delete<Count>(`/fo/user/subThemePreference/${subThemeId}`);
