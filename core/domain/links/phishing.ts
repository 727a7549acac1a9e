/**
 * storefront-shell.md §5 "Phishing check" / §8 "Phishing host": a page host that does not match
 * the expected pattern is rejected; the caller shows the popup with PHISHING_MESSAGE_KEY, disables
 * the app and logs. The pattern is a list of allowed host suffixes (configured per deployment).
 */
export const PHISHING_MESSAGE_KEY = 'common.errors.phishingSite';

/** storefront-routing-wallet.md §9 "Allowed app hosts": the provider's other apps, by subdomain. */
export const APP_SUBDOMAINS = ['shopping', 'digital', 'jobs', 'travel', 'seller', 'career'] as const;

export class PhishingHostError extends Error {
  override name = 'PhishingHostError';
  readonly messageKey = PHISHING_MESSAGE_KEY;
  constructor(readonly host: string) {
    super(`host "${host}" is not an allowed storefront host`);
  }
}

const normalise = (host: string) => host.trim().toLowerCase().replace(/\.$/, '').replace(/^\./, '');

/**
 * True when the host is one of the suffixes or a subdomain of one ('shop.example.com' matches
 * 'example.com'; 'evilexample.com' and 'example.com.evil.net' do not). No suffixes: nothing matches.
 */
export function isAllowedHost(hostname: string, allowedSuffixes: readonly string[]): boolean {
  const host = normalise(hostname);
  if (!host) return false;
  return allowedSuffixes.some((raw) => {
    const suffix = normalise(raw);
    return suffix !== '' && (host === suffix || host.endsWith(`.${suffix}`));
  });
}

/** Throws PhishingHostError (with messageKey common.errors.phishingSite) for a foreign host. */
export function assertAllowedHost(hostname: string, allowedSuffixes: readonly string[]): void {
  if (!isAllowedHost(hostname, allowedSuffixes)) throw new PhishingHostError(hostname);
}

/** The provider's other app hosts under a domain (for classifyNavigation's fullLoadHosts). */
export function specialAppHosts(domain: string): string[] {
  const base = normalise(domain);
  return APP_SUBDOMAINS.map((sub) => `${sub}.${base}`);
}
