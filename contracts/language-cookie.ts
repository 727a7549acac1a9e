/**
 * The shopper's language for a server's first paint (the product page's title, painted from the
 * HTML before any script): the kit writes it when the shopper picks a language, and a server that
 * paints text reads it. Max-Age is storefront-routing-wallet.md §9 "Cookie default max-age
 * 31536000 s".
 */
import { isLanguage, type Language } from './locales';

export const LANGUAGE_COOKIE = 'vt_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/** The language a request's Cookie header carries, if it is a shop language. */
export function languageInCookieHeader(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers the language. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
