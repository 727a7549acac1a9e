import { useMemo } from 'react';
import { readProductCard, NO_NAME_KEY, productName } from '../../contracts/products';
import { emit } from '../../core/platform/dom';
import type { Translate } from '../../core/platform/i18n';
import { productImageSources, productPath, isSoldOut } from '../../core/domain/catalog';
import { useProduct } from '../shared/use-product';
import { FallbackImage } from '../shared/fallback-image';
import { PriceBlock } from '../shared/product-facts/price-block';
import { useMoney } from './use-money';
import { productLinkTarget, useProductNewTab } from '../shared/use-product-new-tab';
import '../shared/events/product-select';

const SHELF_IMAGE = 'c246x328';

/**
 * A mini card for product shelves (home recommendations, recent views): picture, name, price.
 * A click sends the cancelable vt-product-select (the host opens the popup on desktop, §2
 * "Product-card clicks"); otherwise the link navigates.
 */
export function ShelfCard({ nmId, product, host, t }: { nmId?: number; product: unknown; host: Element; t: Translate }) {
  const preloaded = useMemo(() => (product === undefined || product === null ? undefined : readProductCard(product)), [product]);
  const loaded = useProduct(preloaded ? undefined : nmId);
  const card = preloaded ?? loaded;
  const money = useMoney(card?.currency ?? '');
  const newTab = useProductNewTab();
  if (card === undefined) return <div className="shelf shelf--loading" part="card" aria-busy="true" />;
  if (card === null)
    return (
      <p className="shelf shelf--missing" part="card">
        {t('productCard.missing')}
      </p>
    );
  const href = productPath(card.nmId);
  const placeholder = (
    <span className="placeholder" part="placeholder">
      {t('common.noPhoto')}
    </span>
  );
  const [image, ...alternates] = productImageSources(card.nmId, Math.min(card.pics, 1), SHELF_IMAGE)[0] ?? [];
  const name = productName(card.name) ?? t(NO_NAME_KEY);
  const select = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A new-tab link opens the page beside the shelf, not the popup (use-product-new-tab.ts).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || newTab) return;
    if (!emit(host, 'vt-product-select', { nmId: card.nmId, href }, { cancelable: true })) event.preventDefault();
  };
  return (
    <a className="shelf" part="card" href={href} {...productLinkTarget(newTab)} onClick={select}>
      {image ? (
        <FallbackImage src={image} alternates={alternates} alt="" width={246} height={328} loading="lazy" decoding="async" fallback={placeholder} />
      ) : (
        placeholder
      )}
      <span className="shelf-brand">{card.brand}</span>
      <span className="shelf-name">{name}</span>
      {isSoldOut(card.sizes) ? (
        <span className="sold-out">{t('productCard.soldOut')}</span>
      ) : (
        <PriceBlock size={card.sizes.find((s) => s.price !== undefined && s.stockQty > 0)} money={money} t={t} />
      )}
    </a>
  );
}
