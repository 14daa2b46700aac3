import { queryOptions } from '@tanstack/react-query';
import type { FirstConnectionInfo, FirstConnectionInfoInput } from '../../contract/api';
import { activateAccount as activateAccountEndpoint } from '../../contract/endpoints/activate-account';
import { firstConnectionInfo } from '../../contract/endpoints/first-connection-info';
import { firstConnectionThemeTree } from '../../contract/endpoints/first-connection-theme-tree';
import { saveFirstConnectionInfo as saveFirstConnectionInfoEndpoint } from '../../contract/endpoints/save-first-connection-info';
import { HttpError, http } from '../../lib/http';

/**
 * GET /fo/user/initialization/{token}: what the server already knows about the new user, or null
 * when the link is unknown or has already been used (404).
 */
export async function fetchFirstConnectionInfo(token: string): Promise<FirstConnectionInfo | null> {
  try {
    return await http.call(firstConnectionInfo, { params: { token } });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** The query keys of one first-connection link: all under `ofToken(token)`. */
export const firstConnectionKeys = {
  ofToken: (token: string) => ['first-connection', token] as const,
  info: (token: string) => ['first-connection', token, 'info'] as const,
  subThemes: (token: string) => ['first-connection', token, 'sub-themes'] as const,
};

export const firstConnectionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: firstConnectionKeys.info(token),
    queryFn: () => fetchFirstConnectionInfo(token),
    // The form keeps the user's changes; the prefill only has to be read once per visit.
    staleTime: Infinity,
  });

/** GET /fo/user/themeSubTheme/{token}: categories > themes > sub-themes, with `active` flags. */
export const fetchFirstConnectionSubThemes = (token: string) =>
  http.call(firstConnectionThemeTree, { params: { token } });

export const firstConnectionSubThemesQueryOptions = (token: string) =>
  queryOptions({
    queryKey: firstConnectionKeys.subThemes(token),
    queryFn: () => fetchFirstConnectionSubThemes(token),
    staleTime: Infinity,
  });

/** POST /fo/user/initialization/infos/{token}: a 400 carries French messages per field. */
export async function saveFirstConnectionInfo(
  token: string,
  input: FirstConnectionInfoInput,
): Promise<void> {
  await http.call(saveFirstConnectionInfoEndpoint, { params: { token }, body: input });
}

/** POST /fo/user/initialization/activate/{token}: stores the choices and activates the account. */
export async function activateAccount(
  token: string,
  subThemeIds: readonly number[],
): Promise<void> {
  await http.call(activateAccountEndpoint, {
    params: { token },
    body: { subThemeIds: [...subThemeIds] },
  });
}
