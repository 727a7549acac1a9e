/**
 * What the card's address says about where the shopper came from (storefront-routing-wallet.md
 * §2.3 "/catalog/{productNumber}/detail.aspx (query targetUrl; also size, erid, isTrend=true)"):
 * - targetUrl: the source code a cart or favourite item keeps (storefront-shell.md §3 cart item
 *   and favourite item `targetUrl`, sent as `target_url` in their sync operations);
 * - erid: the ad registry token of the ad that led here, shown as the ad mark like a banner's;
 * - isTrend=true: the product was opened from the trend promotion.
 * The address is anyone's to write: values outside the expected alphabet are dropped, never shown
 * or stored (the shopper still gets the card, only without the context).
 */
export interface CardUrlContext {
  targetUrl?: string;
  erid?: string;
  isTrend: boolean;
}

/** Source codes look like `GP`, `XS` or `EX|3|MCS`: letters, digits and a few separators. */
const TARGET_URL = /^[A-Za-z0-9_.|-]{1,100}$/;
/** Ad registry tokens are letters and digits (with - and _ in some registries). */
const ERID = /^[A-Za-z0-9_-]{1,64}$/;

export const NO_CARD_CONTEXT: CardUrlContext = Object.freeze({ isTrend: false });

/** Reads targetUrl, erid and isTrend from a card address's query (a URL, URLSearchParams or a search string). */
export function readCardUrlContext(query: URL | URLSearchParams | string): CardUrlContext {
  const params = query instanceof URL ? query.searchParams : typeof query === 'string' ? new URLSearchParams(query) : query;
  const targetUrl = params.get('targetUrl')?.trim() ?? '';
  const erid = params.get('erid')?.trim() ?? '';
  return {
    ...(TARGET_URL.test(targetUrl) ? { targetUrl } : {}),
    ...(ERID.test(erid) ? { erid } : {}),
    isTrend: params.get('isTrend') === 'true',
  };
}

/** Cleans a context given by attributes (the same rules as the address). */
export function cardContextOf(input: { targetUrl?: string | null; erid?: string | null; isTrend?: boolean | null }): CardUrlContext {
  const params = new URLSearchParams();
  if (input.targetUrl) params.set('targetUrl', input.targetUrl);
  if (input.erid) params.set('erid', input.erid);
  if (input.isTrend) params.set('isTrend', 'true');
  return readCardUrlContext(params);
}

/**
 * The `meta` a cart or favourite item keeps of the context (storefront-shell.md §3 `meta`, sent
 * as `meta_json`): the ad token and the trend mark, so an order can be attributed to the ad or
 * the trend promotion. Empty when there is neither (what items without context keep).
 */
export function cardItemMeta(context: CardUrlContext): string {
  if (!context.erid && !context.isTrend) return '';
  return JSON.stringify({ ...(context.erid ? { erid: context.erid } : {}), ...(context.isTrend ? { isTrend: true } : {}) });
}

/** A card address (a same-site path) with the context added; its other query and hash stay. */
export function withCardContext(href: string, context: CardUrlContext): string {
  const url = new URL(href, 'http://card.invalid');
  if (context.targetUrl) url.searchParams.set('targetUrl', context.targetUrl);
  if (context.erid) url.searchParams.set('erid', context.erid);
  if (context.isTrend) url.searchParams.set('isTrend', 'true');
  return url.pathname + url.search + url.hash;
}
