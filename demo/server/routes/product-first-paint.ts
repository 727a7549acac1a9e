import { productName } from '../../../contracts/products';
import type { DemoData } from '../../data/generate';
import { escapeHtml } from '../html';
import type { Language } from '../../../contracts/locales';

const PRODUCT_PAGE = /^\/catalog\/(\d+)\/detail\.aspx$/;
const ROUTE_PREVIEW = /(<div id="route-preview"[^>]*>)[\s\S]*?(\n\s*<\/div>)/;

/**
 * The product page's first paint from the HTML (the title is the page's LCP element when
 * the picture is not, and it otherwise waits for the whole script chain): the route preview holds
 * the product's title, escaped, in the box the card's skeleton shows it in (host/host.css
 * .product-first-paint__title), until the route renders. The picture is left to the page
 * (host/pages/product.ts puts it in the card's light DOM with the route's data): in the HTML, a
 * high-priority picture competed with the page's scripts for the first bytes (Lighthouse mobile,
 * FCP 0.8-1.1 s without it, 2.9-3.2 s with it). The title is in the shopper's language (the kit's
 * language cookie, contracts/language-cookie.ts), Russian without one.
 */
export function withProductFirstPaint(html: string, path: string, data: Pick<DemoData, 'productById'>, language: Language = 'ru'): string {
  const nmId = Number(PRODUCT_PAGE.exec(path)?.[1]);
  const product = Number.isSafeInteger(nmId) ? data.productById.get(nmId) : undefined;
  const title = product ? productName(product.name[language]) : null;
  if (!title) return html;
  const firstPaint = `<div class="product-first-paint" data-first-paint lang="${language}"><h1 class="product-first-paint__title">${escapeHtml(title)}</h1></div>`;
  return html.replace(ROUTE_PREVIEW, (_, open: string, close: string) => `${open}${firstPaint}${close}`);
}
