import { endpoint } from '../endpoint';
import { api } from '../load-schemas';

/**
 * A new TOTP secret for an admin enrolling at its login (its challenge's step is `enrolment`):
 * the QR code and the secret as text (docs/http-contract.md, "Second factor").
 */
export const loginEnrolment = endpoint({
  method: 'POST',
  path: '/form-login/enrolment',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.LoginEnrolmentInput, response: s.TotpEnrolment })),
});
