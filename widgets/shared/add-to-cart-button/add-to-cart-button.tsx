import { useState } from 'react';
import { addToCart, type CartAddInput } from '../../../core/domain/cart';
import { emit } from '../../../core/platform/dom';
import type { Translate } from '../../../core/platform/i18n';
import { errorMessage } from '../error-message';
import '../events/cart';

export interface AddToCartButtonProps {
  /** The product number (nmId, cod1S); undefined disables the button. */
  product: number | undefined;
  /** The size's characteristicId; undefined disables the button. */
  characteristicId: number | undefined;
  /** Pieces to add (the core makes below 1 into 1, storefront-shell.md §5). */
  quantity: number;
  /**
   * What the cart line keeps of the card (minor units, the card's subject and currency) and of
   * the card's address (targetUrl and meta, routing-wallet §2.3; card-context.ts).
   */
  line: Pick<CartAddInput, 'price' | 'subjectId' | 'currency' | 'targetUrl' | 'meta'>;
  /** Pieces of this size already in the cart (the label counts them). */
  inCart: number;
  t: Translate;
  /** The element vt-cart-change and vt-cart-error are sent from (bubbles and composed: document hears them). */
  host: Element;
}

/**
 * The add-to-cart button and its refusal message, without state of its own beyond the message:
 * the caller reads the store once (an <vt-add-to-cart>, or a grid for all its tiles).
 */
export function AddToCartButton({ product, characteristicId, quantity, line, inCart, t, host }: AddToCartButtonProps) {
  const [message, setMessage] = useState('');
  const disabled = characteristicId === undefined || product === undefined;

  const add = async () => {
    if (disabled) return;
    setMessage('');
    try {
      await addToCart([{ characteristicId, cod1S: product, quantity, ...line }]);
      emit(host, 'vt-cart-change', { action: 'add', characteristicId, product, quantity });
    } catch (error) {
      const text = errorMessage(t, error);
      if (text) {
        setMessage(text);
        emit(host, 'vt-cart-error', { message: text });
      }
    }
  };

  return (
    <>
      <button type="button" className="vt-button vt-button--primary add" part="button" disabled={disabled} onClick={() => void add()}>
        {inCart > 0 ? t('addToCart.inCart', { count: inCart }) : t('addToCart.add')}
      </button>
      <p className="message" part="message" role="status">
        {message}
      </p>
    </>
  );
}
