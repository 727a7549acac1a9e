import type { PageProps, PageView } from '../../core/domain/navigation';
import { isRecord } from '../../contracts/wire';
import { readProductRouteData, NO_NAME_KEY, productName } from '../../contracts/products';
import { loadSimilarProducts, productImageUrls, readCardUrlContext } from '../../core/domain/catalog';
import { h } from '../dom';
import { hostText } from '../texts';
import { coreText } from './core-text';
import { startProductPopup } from '../product-popup';
import { productShelf, SHELF_SIZE, type Shelf } from './shelf';

/**
 * The product page /catalog/{id}/detail.aspx[?size=] (routing-wallet §2.2 SpaProductCardData,
 * §2.3): one <vt-product-card> given the route's data, so the card makes no second request. The
 * first picture and the title are in the light DOM, shown until the card renders its own (its
 * skeleton slots them; DESIGN.md pitfalls: the LCP element must not wait for React). A product
 * that cannot be loaded is the router's 404 (§5).
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const detail = readProductRouteData(props.data);
  const name = detail ? (productName(detail.name) ?? coreText(NO_NAME_KEY)) : null;
  const title = name ?? hostText('product');
  const card = document.createElement('vt-product-card');
  card.setAttribute('nm-id', String(detail?.nmId ?? props.params.cod1S ?? ''));
  const size = props.url.searchParams.get('size');
  if (size) card.setAttribute('size', size);
  // §2.3 targetUrl, erid and isTrend=true: the card shows the ad and trend marks and its items keep them.
  const context = readCardUrlContext(props.url);
  if (context.targetUrl) card.setAttribute('target-url', context.targetUrl);
  if (context.erid) card.setAttribute('erid', context.erid);
  if (context.isTrend) card.setAttribute('is-trend', '');
  if (detail && isRecord(props.data)) (card as HTMLElement & { product?: unknown }).product = props.data.product;
  // An adult product's picture waits for the card, which blurs it until the shopper confirms their age (shell §5).
  const lcp = detail && !detail.adult && !detail.flags.adult ? productImageUrls(detail.nmId, Math.min(detail.pics, 1))[0] : undefined;
  if (lcp) card.append(h('img', { src: lcp, alt: title, width: '516', height: '688', fetchpriority: 'high', class: 'vt-lcp' }));
  // The title too: the page's largest text paints with the route's data, not after the card's code and part.
  if (name) card.append(h('h1', { class: 'vt-lcp-title' }, name));

  const section = h(
    'section',
    { class: 'page page--product', 'data-route': props.route.name },
    props.hasError ? h('p', { role: 'alert', class: 'page-error' }, props.errorMessage ?? coreText('common.errors.serverError')) : null,
    card,
  );
  container.append(section);

  // Below the card, its visually similar products as mini cards (storefront-shell.md §2 "mini card";
  // §7 GET /recommendation/catalog?type=visuallysimilar&forproduct): a desktop click opens the popup.
  let similar: Shelf | undefined;
  if (detail) {
    startProductPopup(document);
    void loadSimilarProducts(detail.nmId).then((nms) => {
      if (!nms || props.signal.aborted || !section.isConnected) return;
      similar = productShelf(
        'similar',
        hostText('similarProducts'),
        nms.slice(0, SHELF_SIZE).map((nmId) => ({ nmId })),
      );
      section.append(similar.element);
    });
  }
  return {
    title,
    unmount: () => {
      similar?.dispose();
      section.remove();
    },
  };
}
