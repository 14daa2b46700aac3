import type { SecondFactorMethod } from '../../../contract/api';
import { loginEnrolment } from '../../../contract/endpoints/login-enrolment';
import { loginSecondFactor } from '../../../contract/endpoints/login-second-factor';
import { http } from '../../../lib/http';

/**
 * The second step of an admin's login (docs/http-contract.md, "Second factor"). Nobody is signed
 * in yet: a refusal (403 for a deactivated account) must not end a session this device does not
 * have, so the calls handle every error themselves.
 */
const asVisitor = { redirectOnAuthError: false };

export const fetchEnrolment = (challenge: string) =>
  http.call(loginEnrolment, { body: { challenge } }, asVisitor);

export const sendSecondFactor = (challenge: string, method: SecondFactorMethod, code: string) =>
  http.call(loginSecondFactor, { body: { challenge, method, code } }, asVisitor);
