/** The session cookie's name (httpOnly, SameSite=Lax; see app.ts). */
export const SESSION_COOKIE_NAME = 'tg.sid';
