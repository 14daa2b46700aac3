/**
 * Every endpoint of the server, each described once (docs/http-contract.md), one module each in
 * ./endpoints: the server registers its routes from these objects (`server/contract-route.ts`) and
 * the PWA calls them through `http.call` (`src/lib/http.ts`), so no path is written twice and no
 * answer's type by hand.
 *
 * This module lists them all, for the server and the tests. The PWA imports each endpoint from its
 * own module (`import { offers } from '../../contract/endpoints/offers'`), never from here: a
 * module goes whole into one chunk, so importing this list would put every endpoint in the first
 * screen's chunk. The schemas are loaded on demand (`./load-schemas.ts`), so the PWA takes only
 * their types.
 */
import { articleEndpoints, type ArticleEndpoints } from './sections/article-endpoints';
import { ARTICLE_SECTIONS, type ArticleSectionName } from './sections/index';

// ---------------------------------------------------------------------------------------------
// Sessions and the router call
export { formLogin } from './endpoints/form-login';
export { loginEnrolment } from './endpoints/login-enrolment';
export { loginSecondFactor } from './endpoints/login-second-factor';
export { logout } from './endpoints/logout';
export { routerCall } from './endpoints/router-call';

// ---------------------------------------------------------------------------------------------
// The connected user
export { progress } from './endpoints/progress';
export { profile } from './endpoints/profile';
export { saveProfile } from './endpoints/save-profile';
export { fidelityLink } from './endpoints/fidelity-link';
export { colleagues } from './endpoints/colleagues';
export { loginImages } from './endpoints/login-images';
export { appConfig } from './endpoints/app-config';
export { seenMarks } from './endpoints/seen-marks';
export { markSectionSeen } from './endpoints/seen-marks-mark';
export { favourites } from './endpoints/favourites';
export { changeFavourite } from './endpoints/change-favourite';
export { recordUsageEvents } from './endpoints/record-usage-events';
export { pushStatus } from './endpoints/push-status';
export { savePushSubscription } from './endpoints/save-push-subscription';
export { removePushSubscription } from './endpoints/remove-push-subscription';
export { digestSetting } from './endpoints/digest-setting';
export { saveDigestSetting } from './endpoints/save-digest-setting';
export { digestUnsubscribePage } from './endpoints/digest-unsubscribe-page';
export { digestUnsubscribe } from './endpoints/digest-unsubscribe';
export { digestOpened } from './endpoints/digest-opened';

// ---------------------------------------------------------------------------------------------
// Theme tree and the user's sub-theme selection
export { themeTreeNodes } from './endpoints/theme-tree-nodes';
export { themeTree } from './endpoints/theme-tree';
export { subThemePreferenceCount } from './endpoints/sub-theme-preference-count';
export { replaceSubThemePreferences } from './endpoints/replace-sub-theme-preferences';
export { changeSubThemePreferences } from './endpoints/change-sub-theme-preferences';
export { removeSubThemePreference } from './endpoints/remove-sub-theme-preference';

// ---------------------------------------------------------------------------------------------
// First connection and password reset
export { firstConnectionInfo } from './endpoints/first-connection-info';
export { saveFirstConnectionInfo } from './endpoints/save-first-connection-info';
export { firstConnectionThemeTree } from './endpoints/first-connection-theme-tree';
export { activateAccount } from './endpoints/activate-account';
export { requestPasswordReset } from './endpoints/request-password-reset';
export { resetTokenStatus } from './endpoints/reset-token-status';
export { resetPassword } from './endpoints/reset-password';

// ---------------------------------------------------------------------------------------------
// Offers and promotions
export { offers } from './endpoints/offers';
export { privilegeOffers } from './endpoints/privilege-offers';
export { privilegeOfferCount } from './endpoints/privilege-offer-count';
export { lastOffers } from './endpoints/last-offers';
export { offer } from './endpoints/offer';
export { offerSubThemes } from './endpoints/offer-sub-themes';
export { offerWebsiteRedirection } from './endpoints/offer-website-redirection';
export { offerPriceList } from './endpoints/offer-price-list';

// ---------------------------------------------------------------------------------------------
// Exclusive services and sale permissions
export { servicesPlus } from './endpoints/services-plus';
export { servicePlusCount } from './endpoints/service-plus-count';
export { servicePlus } from './endpoints/service-plus';
export { servicePlusWebsiteRedirection } from './endpoints/service-plus-website-redirection';

// ---------------------------------------------------------------------------------------------
// The article sections' (News), each built from its definition (./sections/), by section name.
export const articleSectionEndpoints = Object.fromEntries(
  ARTICLE_SECTIONS.map((section) => [section.name, articleEndpoints(section)]),
) as Record<ArticleSectionName, ArticleEndpoints>;

// ---------------------------------------------------------------------------------------------
// Partners
export { partnerLogo } from './endpoints/partner-logo';
export { partnerUser } from './endpoints/partner-user';
export { activePartners } from './endpoints/active-partners';
export { partnerSubordinates } from './endpoints/partner-subordinates';
export { partner } from './endpoints/partner';
export { editPartnerProfile } from './endpoints/edit-partner-profile';
export { partnerStatistics, partnerStatisticsCsv } from './endpoints/partner-statistics';

// ---------------------------------------------------------------------------------------------
// Branding
export { theming } from './endpoints/theming';
export { themingByUserId } from './endpoints/theming-by-user-id';

// ---------------------------------------------------------------------------------------------
// Operations
export { liveness } from './endpoints/liveness';
export { readiness } from './endpoints/readiness';

// ---------------------------------------------------------------------------------------------
// The back office's API (/bo/api/, admin only): src/contract/back-office/, docs/back-office.md
export * from './back-office/index';
