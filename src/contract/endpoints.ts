/**
 * Every endpoint of the server, each described once (docs/http-contract.md): the server registers
 * its routes from these objects (`server/contract-route.ts`) and the PWA calls them through
 * `http.call` (`src/lib/http.ts`), so no path is written twice and no answer's type by hand.
 *
 * One export per endpoint: a bundle keeps only those it calls. The schemas come from `./api`
 * on demand, so what the PWA's first screen loads holds no zod.
 */
import { endpoint } from './endpoint';

const api = () => import('./api');

// ---------------------------------------------------------------------------------------------
// Sessions and the router call

export const formLogin = endpoint({
  method: 'POST',
  path: '/form-login',
  body: 'form',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.LoginForm, response: s.LoginResponse })),
});

export const logout = endpoint({
  method: 'POST',
  path: '/logout',
  body: 'none',
  answer: 'none',
  status: 204,
  schemas: async () => ({}),
});

export const routerCall = endpoint({
  method: 'POST',
  path: '/router',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.RouterRequest, response: s.RouterResponse })),
});

// ---------------------------------------------------------------------------------------------
// The connected user

export const progress = endpoint({
  method: 'GET',
  path: '/fo/user/progress',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Progress })),
});

export const profile = endpoint({
  method: 'GET',
  path: '/fo/user/infos',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.ProfileInfo })),
});

export const saveProfile = endpoint({
  method: 'POST',
  path: '/fo/user/saveProfile',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.ProfileInput, response: s.ProfileInfo })),
});

export const fidelityLink = endpoint({
  method: 'GET',
  path: '/fo/user/fidelityLink',
  body: 'none',
  answer: 'text',
  schemas: () => api().then((s) => ({ response: s.PlainText })),
});

export const colleagues = endpoint({
  method: 'GET',
  path: '/fo/user/allUsersFromSameCompany',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Colleagues })),
});

export const loginImages = endpoint({
  method: 'GET',
  path: '/fo/user/loginImages',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.LoginImages })),
});

export const appConfig = endpoint({
  method: 'GET',
  path: '/fo/app/config',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.AppConfig })),
});

// ---------------------------------------------------------------------------------------------
// Theme tree and the user's sub-theme selection

export const themeTreeNodes = endpoint({
  method: 'GET',
  path: '/fo/user/getThemeSubThemeWithUserPreference',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.ThemeNodes })),
});

export const themeTree = endpoint({
  method: 'GET',
  path: '/fo/theme/categoryThemeSubThemeTreeWithUserPreference',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.ThemeNode })),
});

export const subThemePreferenceCount = endpoint({
  method: 'GET',
  path: '/fo/user/countThemeSubThemeWithUserPreference',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Count })),
});

export const replaceSubThemePreferences = endpoint({
  method: 'POST',
  path: '/fo/user/subThemePreference',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.SubThemeIds, response: s.Count })),
});

export const changeSubThemePreferences = endpoint({
  method: 'PATCH',
  path: '/fo/user/subThemePreference',
  body: 'json',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.SubThemePreferenceChange, response: s.Count })),
});

export const removeSubThemePreference = endpoint({
  method: 'DELETE',
  path: '/fo/user/subThemePreference/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Count })),
});

// ---------------------------------------------------------------------------------------------
// First connection and password reset

export const firstConnectionInfo = endpoint({
  method: 'GET',
  path: '/fo/user/initialization/:token',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.TokenParams, response: s.FirstConnectionInfo })),
});

export const saveFirstConnectionInfo = endpoint({
  method: 'POST',
  path: '/fo/user/initialization/infos/:token',
  body: 'json',
  answer: 'json',
  schemas: () =>
    api().then((s) => ({
      params: s.TokenParams,
      body: s.FirstConnectionInfoInput,
      response: s.Empty,
    })),
});

export const firstConnectionThemeTree = endpoint({
  method: 'GET',
  path: '/fo/user/themeSubTheme/:token',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.TokenParams, response: s.ThemeNodes })),
});

export const activateAccount = endpoint({
  method: 'POST',
  path: '/fo/user/initialization/activate/:token',
  body: 'json',
  answer: 'json',
  schemas: () =>
    api().then((s) => ({ params: s.TokenParams, body: s.SubThemeIds, response: s.Empty })),
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/fo/user/resetPassword/:emailOrId',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.EmailOrIdParams, response: s.Empty })),
});

export const resetTokenStatus = endpoint({
  method: 'GET',
  path: '/fo/user/token/:token',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.TokenParams, response: s.ResetTokenStatus })),
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/fo/user/resetPassword',
  body: 'form',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.ResetPasswordForm, response: s.Empty })),
});

// ---------------------------------------------------------------------------------------------
// Offers and promotions

export const offers = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Offers })),
});

export const privilegeOffers = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers/privilege',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Offers })),
});

export const privilegeOfferCount = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers/privilege/count',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Count })),
});

export const lastOffers = endpoint({
  method: 'GET',
  path: '/fo/offer/user/offers/last/:n',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.LastParams, response: s.Offers })),
});

export const offer = endpoint({
  method: 'GET',
  path: '/fo/offer/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Offer })),
});

export const offerSubThemes = endpoint({
  method: 'GET',
  path: '/fo/offer/:id/linkedSubTheme',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.ThemeNodes })),
});

export const offerWebsiteRedirection = endpoint({
  method: 'POST',
  path: '/fo/offer/userWebsiteRedirection/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Redirection })),
});

export const offerPriceList = endpoint({
  method: 'GET',
  path: '/document/offer/:id/priceList/download',
  body: 'none',
  answer: 'file',
  schemas: () => api().then((s) => ({ params: s.IdParams })),
});

// ---------------------------------------------------------------------------------------------
// Exclusive services and sale permissions

export const servicesPlus = endpoint({
  method: 'GET',
  path: '/fo/servicePlus/',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ query: s.ServicePlusQuery, response: s.ServicesPlus })),
});

export const servicePlusCount = endpoint({
  method: 'GET',
  path: '/fo/servicePlus/count',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ query: s.ServicePlusQuery, response: s.Count })),
});

export const servicePlus = endpoint({
  method: 'GET',
  path: '/fo/servicePlus/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.ServicePlus })),
});

export const servicePlusWebsiteRedirection = endpoint({
  method: 'POST',
  path: '/fo/servicePlus/userWebsiteRedirection/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Redirection })),
});

// ---------------------------------------------------------------------------------------------
// News

export const newsList = endpoint({
  method: 'GET',
  path: '/fo/news/',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.NewsList })),
});

export const lastNews = endpoint({
  method: 'GET',
  path: '/fo/news/last/:n',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.LastParams, response: s.NewsList })),
});

export const newsCount = endpoint({
  method: 'GET',
  path: '/fo/news/count',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Count })),
});

export const news = endpoint({
  method: 'GET',
  path: '/fo/news/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.News })),
});

// ---------------------------------------------------------------------------------------------
// Partners

export const partnerLogo = endpoint({
  method: 'GET',
  path: '/fo/partner/logo/:userId',
  body: 'none',
  answer: 'text',
  schemas: () => api().then((s) => ({ params: s.UserIdParams, response: s.PlainText })),
});

export const partnerUser = endpoint({
  method: 'GET',
  path: '/fo/partner/user/:userId',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.UserIdParams, response: s.PartnerUser })),
});

export const activePartners = endpoint({
  method: 'GET',
  path: '/fo/partner/active',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Partners })),
});

export const partnerSubordinates = endpoint({
  method: 'GET',
  path: '/fo/partner/subordinates/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Subordinates })),
});

export const partner = endpoint({
  method: 'GET',
  path: '/fo/partner/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Partner })),
});

export const editPartnerProfile = endpoint({
  method: 'POST',
  path: '/fo/partner/editProfile',
  body: 'form',
  answer: 'json',
  schemas: () => api().then((s) => ({ body: s.PartnerEditForm, response: s.PartnerUser })),
});

// ---------------------------------------------------------------------------------------------
// Branding

export const theming = endpoint({
  method: 'GET',
  path: '/fo/theming/theming',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Theming })),
});

export const themingByUserId = endpoint({
  method: 'GET',
  path: '/fo/theming/themingByUserId/:id',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ params: s.IdParams, response: s.Theming })),
});

// ---------------------------------------------------------------------------------------------
// Operations and development

export const liveness = endpoint({
  method: 'GET',
  path: '/health',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Liveness })),
});

export const readiness = endpoint({
  method: 'GET',
  path: '/health/ready',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Readiness })),
});

export const devOutbox = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  body: 'none',
  answer: 'json',
  schemas: () => api().then((s) => ({ response: s.Outbox })),
});
