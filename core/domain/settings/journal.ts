/**
 * The journal analytics call (storefront-shell.md §7 "POST {journal host}/api/v1/set: array of one
 * event (not sent in ge)"): sent only where analytics may run (§6 "cookie consent required for
 * analytics in by and ge"), and queued for retry when it fails like every logging call (§8
 * "Failed logging requests are queued for retry").
 */
import type { Locale } from '../../../contracts/locales';
import { localeAtom } from '../../platform/locale';
import { getStore } from '../../platform/store';
import { sendOrQueue } from '../../transport/retry';
import { analyticsAllowed } from './consent/cookie-consent';

export const JOURNAL_SET_PATH = '/api/v1/set';
/** §7 "not sent in ge". */
export const JOURNAL_SILENT_LOCALES: readonly Locale[] = ['ge'];
/** The journal event of a page view (storefront-routing-wallet.md §2.1 "send a page view"). */
export const PAGE_VIEW_EVENT = 'page_view';

/** An event of the journal: its name and its fields (values JSON can carry). */
export interface JournalEvent {
  event: string;
}

/** Whether the journal may be written to on this page now. */
export function journalAllowed(locale: Locale = getStore().get(localeAtom)): boolean {
  return !JOURNAL_SILENT_LOCALES.includes(locale) && analyticsAllowed(locale);
}

/** Sends one event, as an array of one; false when the locale or the consent forbids it. */
export function sendJournalEvent<T extends JournalEvent>(event: T): boolean {
  if (!journalAllowed()) return false;
  void sendOrQueue({ url: { group: 'journal', path: JOURNAL_SET_PATH }, method: 'POST', body: { json: [event] }, responseType: 'none' });
  return true;
}

/**
 * The router's page views (its `vt-page-view` events on `target`) go to the journal, each with the
 * time in ms. Returns the stop function. The host page starts it before the first route.
 */
export function followPageViews(target: EventTarget, now: () => number = Date.now): () => void {
  const onPageView = (event: Event): void => {
    const { url, route } = (event as CustomEvent<{ url: string; route: string }>).detail;
    sendJournalEvent({ event: PAGE_VIEW_EVENT, url, route, ts: now() });
  };
  target.addEventListener('vt-page-view', onPageView);
  return () => target.removeEventListener('vt-page-view', onPageView);
}
