import type { Locale } from '../../../../contracts/locales';

/** storefront-shell.md §2 "Cookie policy pages". */
export const COOKIE_POLICY_DEFAULT = '/services/politika-obrabotki-personalnyh-dannyh';
export const COOKIE_POLICY_PRIVACY = '/services/politika-konfidentsialnosti';
export const COOKIE_POLICY_BY = '/services/cookies-policy';

export function cookiePolicyPath(locale: Locale): string {
  if (locale === 'ge' || locale === 'tm' || locale === 'tj') return COOKIE_POLICY_PRIVACY;
  if (locale === 'by') return COOKIE_POLICY_BY;
  return COOKIE_POLICY_DEFAULT;
}
