import { apiUrl } from './api-url';
import { firstPageRoutes } from './first-page-routes';

/** Login and logout are full-page navigations handled by the server. */
export const LOGIN_URL = apiUrl(firstPageRoutes.login);
export const TRADESMAN_LOGIN_URL = apiUrl(firstPageRoutes.login, { query: { role: 'tradesman' } });
export const LOGOUT_URL = apiUrl(firstPageRoutes.logout);

export function goTo(url: string): void {
  window.location.href = url;
}

export const goToLogin = (): void => goTo(LOGIN_URL);
export const goToTradesmanLogin = (): void => goTo(TRADESMAN_LOGIN_URL);
/** Logging out is a POST (a link elsewhere must not log anyone out), still a full-page navigation. */
export function goToLogout(): void {
  const form = document.createElement('form');
  form.method = firstPageRoutes.logout.method;
  form.action = LOGOUT_URL;
  document.body.appendChild(form);
  form.submit();
}
