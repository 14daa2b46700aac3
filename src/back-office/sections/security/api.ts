/**
 * The « Sécurité » section's calls (docs/back-office/second-factor.md) and its query keys: the
 * admin's own second factor.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  boConfirmEnrolment,
  boDisableSecondFactor,
  boRenewRecoveryCodes,
  boSecondFactor,
  boStartEnrolment,
} from '../../../contract/back-office/second-factor';
import type { BoSecondFactorState } from '../../../contract/back-office/schemas/second-factor';
import { boHttp } from '../../http';

export const securityKeys = { secondFactor: ['bo', 'second-factor'] as const };

export const secondFactorQueryOptions = queryOptions({
  queryKey: securityKeys.secondFactor,
  queryFn: () => boHttp.call(boSecondFactor),
});

/** Six digits are a code of the app; anything else is taken for a recovery code. */
const proofOf = (code: string) => ({
  method: /^\d{6}$/.test(code.replace(/\s/g, '')) ? ('totp' as const) : ('recovery' as const),
  code,
});

export const startEnrolment = () => boHttp.call(boStartEnrolment);
export const confirmEnrolment = (code: string) =>
  boHttp.call(boConfirmEnrolment, { body: { code } });
export const renewRecoveryCodes = (code: string) =>
  boHttp.call(boRenewRecoveryCodes, { body: proofOf(code) });
export const disableSecondFactor = (code: string) =>
  boHttp.call(boDisableSecondFactor, { body: proofOf(code) });

/** After a change: the state shown is fetched again (or set, when the answer is the state). */
export function secondFactorChanged(queryClient: QueryClient, state?: BoSecondFactorState): void {
  if (state) queryClient.setQueryData(securityKeys.secondFactor, state);
  else void queryClient.invalidateQueries({ queryKey: securityKeys.secondFactor });
}
