// @vitest-environment node
/**
 * The request log never keeps the token of a reset or first-connection link
 * (server/log-redaction.ts; docs/operations.md, "Logs"), whichever address carries it.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../../server/log-redaction';

const TOKEN = 'Zq3-_x8AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';

describe('the URL the request log keeps', () => {
  it.each([
    [`/fo/user/token/${TOKEN}`, '/fo/user/token/[masqué]'],
    [`/fo/user/initialization/${TOKEN}`, '/fo/user/initialization/[masqué]'],
    [`/fo/user/initialization/infos/${TOKEN}`, '/fo/user/initialization/infos/[masqué]'],
    [`/fo/user/initialization/activate/${TOKEN}`, '/fo/user/initialization/activate/[masqué]'],
    [`/fo/user/themeSubTheme/${TOKEN}`, '/fo/user/themeSubTheme/[masqué]'],
    [`/initialization/${TOKEN}`, '/initialization/[masqué]'],
    [`/initialization/${TOKEN}?step=2`, '/initialization/[masqué]?step=2'],
    [`/resetPassword?token=${TOKEN}`, '/resetPassword?token=[masqué]'],
    [`/resetPassword?lang=fr&token=${TOKEN}#top`, '/resetPassword?lang=fr&token=[masqué]#top'],
  ])('masks the token of %s', (url, logged) => {
    expect(redactSecrets(url)).toBe(logged);
    expect(redactSecrets(url)).not.toContain(TOKEN);
  });

  it.each([
    '/fo/offer/user/offers',
    '/fo/user/resetPassword/pro%40demo.fr',
    '/bo/api/users?query=token',
    '/saving/offer-list?sub=12',
  ])('keeps %s as it is', (url) => {
    expect(redactSecrets(url)).toBe(url);
  });
});
