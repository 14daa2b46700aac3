import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

/**
 * The second step of a login whose password step answered a challenge: a code of the
 * authenticator app or a recovery code, or the first code of an enrolment (docs/http-contract.md,
 * "Second factor").
 */
export const loginSecondFactor = endpoint({
  method: 'POST',
  path: '/form-login/second-factor',
  body: 'json',
  answer: 'json',
  schemas: () =>
    api().then((s) => ({ body: s.SecondFactorLoginInput, response: s.SecondFactorLoginResponse })),
});
