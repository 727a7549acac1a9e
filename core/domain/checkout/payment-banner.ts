/**
 * The payment marketing banner of the chosen card (storefront-shell.md §7 "POST
 * /webapi/lk/payment/marketing/banner?pan="): a partner bank's offer shown under the card list.
 * One call per card prefix per page; a failed, timed-out (2000 ms) or malformed answer gives no
 * banner and one logged error per page. The banner is an extra: checkout never waits for it.
 * Its text comes in the page's language (lang, as card calls send it), asked again in a new one.
 */
import { PAYMENT_BANNER_PATH, PAYMENT_BANNER_TIMEOUT_MS, panOfMask, reshapePaymentBanner, type PaymentBanner } from '../../../contracts/payment-banner';
import { request } from '../../transport/http';
import { logException } from '../../transport/logging';
import { getStore } from '../../platform/store';
import { languageAtom } from '../../platform/locale';

export type { PaymentBanner } from '../../../contracts/payment-banner';

export function createPaymentBanners({ log = (error: unknown, data: unknown): unknown => logException(error, data) } = {}): (
  mask: string,
) => Promise<PaymentBanner | null> {
  const byPan = new Map<string, Promise<PaymentBanner | null>>();
  let logged = false;
  const fetchBanner = async (pan: string, lang: string, key: string): Promise<PaymentBanner | null> => {
    try {
      return await request({
        url: { group: 'site', path: PAYMENT_BANNER_PATH },
        method: 'POST',
        query: { pan, lang },
        auth: 'required',
        credentials: 'include',
        timeout: PAYMENT_BANNER_TIMEOUT_MS,
        parse: reshapePaymentBanner,
      });
    } catch (error) {
      byPan.delete(key);
      if (!logged) {
        logged = true;
        void log(error, { call: 'payment-marketing-banner' });
      }
      return null;
    }
  };
  return (mask) => {
    const pan = panOfMask(mask);
    if (!pan) return Promise.resolve(null);
    const lang = getStore().get(languageAtom);
    const key = `${lang}|${pan}`;
    let pending = byPan.get(key);
    if (!pending) byPan.set(key, (pending = fetchBanner(pan, lang, key)));
    return pending;
  };
}

/** The page's loader. */
export const loadPaymentBanner = createPaymentBanners();
