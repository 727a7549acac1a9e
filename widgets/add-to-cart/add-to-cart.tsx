import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { addToCart } from '../../core/cart/cart';
import { cartStateAtom } from '../../core/cart/engine';
import { startCart } from '../../core/cart/session';
import { emit } from '../../core/dom/emit';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { errorMessage } from './error-message';
import { pickSize, useProduct } from './use-product';
import './events';

export interface AddToCartProps {
  /** The product number (nmId, cod1S). */
  product?: number;
  /** The size's characteristicId; default: the only size, else the first in stock. */
  size?: number;
  /** Pieces to add (below 1 becomes 1, storefront-shell.md §5). */
  quantity?: number;
}

/** A button any page can place by product and size (issue 6). */
export function AddToCart({ product, size, quantity, container }: AddToCartProps & ElementHostProps) {
  const t = useT();
  const card = useProduct(product);
  const chosen = pickSize(card, size);
  const characteristicId = chosen?.characteristicId ?? size;
  const inCart = useAtomValue(cartStateAtom).items[String(characteristicId)]?.data.quantity ?? 0;
  const [message, setMessage] = useState('');

  useEffect(() => void startCart(), []);

  if (card === null || (card && !chosen)) {
    return <p className="empty" part="empty" role="status">{t('addToCart.missing')}</p>;
  }
  const disabled = characteristicId === undefined || product === undefined;

  const add = async () => {
    if (disabled) return;
    setMessage('');
    try {
      await addToCart([{
        characteristicId, cod1S: product, quantity: quantity ?? 1, price: chosen?.price, subjectId: card?.subjectId, currency: card?.currency,
      }]);
      emit(container.host, 'vt-cart-change', { action: 'add', characteristicId, product, quantity: quantity ?? 1 });
    } catch (error) {
      const text = errorMessage(t, error);
      if (text) {
        setMessage(text);
        emit(container.host, 'vt-cart-error', { message: text });
      }
    }
  };

  return (
    <>
      <button type="button" className="vt-button vt-button--primary add" part="button" disabled={disabled} onClick={() => void add()}>
        {inCart > 0 ? t('addToCart.inCart', { count: inCart }) : t('addToCart.add')}
      </button>
      <p className="message" part="message" role="status">{message}</p>
    </>
  );
}
