import { isAllowedHost } from '../core/domain/links';

/** host/index.html `<meta name="vitrina-allowed-hosts" content="example.com shop.example.net">`: allowed host suffixes. */
export const ALLOWED_HOSTS_META = 'vitrina-allowed-hosts';

/** The configured host suffixes (space or comma separated); none when the meta is missing. */
export function allowedHostsOf(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${ALLOWED_HOSTS_META}"]`)?.content ?? '';
  return content.split(/[\s,]+/).filter(Boolean);
}

/**
 * storefront-shell.md §5 "Phishing check" and §8 "Phishing host: popup with text key
 * common.errors.phishingSite, app disabled, error logged". Only on the host page: partner pages
 * embed widgets on their own hosts. A page without the meta allows no host (fails closed).
 * Returns false when the app must not start; the popup and the log (translations, logging) load
 * only then, keeping them out of the host script.
 */
export function passesPhishingCheck(doc: Document, hostname: string): boolean {
  const allowed = allowedHostsOf(doc);
  if (isAllowedHost(hostname, allowed)) return true;
  disableApp(doc);
  void import('./phishing-popup').then(({ reportPhishingHost }) => reportPhishingHost(doc, hostname, allowed));
  return false;
}

/** The shell stops answering: nothing in it can be used or reached. */
function disableApp(doc: Document): void {
  doc.body.dataset.appDisabled = 'true';
  for (const part of doc.querySelectorAll<HTMLElement>('[data-shell], #app, .skip-link, vt-cookie-notice')) part.inert = true;
}
