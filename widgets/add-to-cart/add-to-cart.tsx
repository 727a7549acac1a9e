import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { cartStateAtom, startCart } from '../../core/domain/cart';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { AddToCartButton } from '../shared/add-to-cart-button/add-to-cart-button';
import { pickSize, useProduct } from '../shared/use-product';

export interface AddToCartProps {
  /** The product number (nmId, cod1S). */
  product?: number;
  /** The size's characteristicId; default: the only size, else the first in stock. */
  size?: number;
  /** Pieces to add (below 1 becomes 1, storefront-shell.md §5). */
  quantity?: number;
  /** The source code the cart item keeps (`targetUrl` of the card's address, routing-wallet §2.3). */
  targetUrl?: string;
  /** The item's meta JSON (the product card gives its ad token and trend mark). */
  meta?: string;
}

/** A button any page can place by product and size. */
export function AddToCart({ product, size, quantity, targetUrl, meta, container }: AddToCartProps & ElementHostProps) {
  const t = useT();
  const card = useProduct(product);
  const chosen = pickSize(card, size);
  const characteristicId = chosen?.characteristicId ?? size;
  const inCart = useAtomValue(cartStateAtom).items[String(characteristicId)]?.data.quantity ?? 0;

  useEffect(() => void startCart(), []);

  if (card === null || (card && !chosen)) {
    return (
      <p className="empty" part="empty" role="status">
        {t('addToCart.missing')}
      </p>
    );
  }
  return (
    <AddToCartButton
      product={product}
      characteristicId={characteristicId}
      quantity={quantity ?? 1}
      line={{ price: chosen?.price, subjectId: card?.subjectId, currency: card?.currency, targetUrl: targetUrl?.trim() || undefined, meta: meta || undefined }}
      inCart={inCart}
      t={t}
      host={container.host}
    />
  );
}
