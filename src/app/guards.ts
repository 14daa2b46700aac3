import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Role, User } from '../contract/api';
import { sessionQueryOptions } from '../entities/session/api';
import { effectiveUser, homeOf } from '../entities/session/roles';

export interface GuardContext {
  queryClient: QueryClient;
}

/**
 * The typed route guard of the guarded layouts: a connected user holding one of `roles`.
 * Anyone else goes to their own home, or to the login page remembering where they wanted to go.
 */
export async function requireRoles(
  { queryClient }: GuardContext,
  location: ParsedLocation,
  roles: readonly Role[],
): Promise<{ user: User; effectiveUser: User }> {
  const user = await queryClient.ensureQueryData(sessionQueryOptions);
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  const effective = effectiveUser(user);
  if (!roles.includes(effective.roleId)) throw redirect({ to: homeOf(user) });
  return { user, effectiveUser: effective };
}
