/** The consent cookie of the cookie banner (product-reference §2.2). */
export const CONSENT_COOKIE = 'cookieAccepted';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type CookieJar = { cookie: string };

/** 'true' or 'false' once the user chose, else null (the banner shows). */
export const readConsent = (jar: CookieJar = document): 'true' | 'false' | null => {
  for (const part of jar.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'true' || value === 'false')) return value;
  }
  return null;
};

export const writeConsent = (accepted: boolean, jar: CookieJar = document): void => {
  jar.cookie = `${CONSENT_COOKIE}=${accepted}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
};
