import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { signalAuthRequired } from '../../core/auth/auth-required';
import { signedInAtom } from '../../core/auth/token';
import { emit } from '../../core/dom/emit';
import { addFavorite, favoriteIdsAtom, removeFavorite, startFavorites } from '../../core/favorites/favorites';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { errorMessage } from '../add-to-cart/error-message';
import { pickSize, useProduct } from '../add-to-cart/use-product';
import './events';

export interface FavoriteToggleProps {
  /** The product number (nmId, cod1S). */
  product?: number;
  /** The size's characteristicId; default: the only size, else the first in stock. */
  size?: number;
}

/** A favourite button for any page (issue 6). A guest gets the sign-in popup (storefront-shell.md §6). */
export function FavoriteToggle({ product, size, container }: FavoriteToggleProps & ElementHostProps) {
  const t = useT();
  const signedIn = useAtomValue(signedInAtom);
  const ids = useAtomValue(favoriteIdsAtom);
  // The product card is needed only when the size is not given.
  const card = useProduct(size === undefined ? product : undefined);
  const characteristicId = size ?? pickSize(card, undefined)?.characteristicId;
  const pressed = characteristicId !== undefined && ids.has(characteristicId);
  const [message, setMessage] = useState('');

  useEffect(() => void startFavorites(), []);

  if (product === undefined || !(product > 0) || (size === undefined && card === null)) {
    return <p className="empty" part="empty" role="status">{t('favoriteToggle.missing')}</p>;
  }

  const toggle = async () => {
    if (characteristicId === undefined) return;
    setMessage('');
    if (!signedIn) {
      signalAuthRequired(); // §5 "Adding requires sign-in": the popup, or the sign-in page
      return;
    }
    try {
      if (pressed) await removeFavorite(characteristicId);
      else await addFavorite({ characteristicId, cod1S: product });
      emit(container.host, 'vt-favorite-change', { characteristicId, product, favorite: !pressed });
    } catch (error) {
      const text = errorMessage(t, error);
      if (text) setMessage(text);
    }
  };

  return (
    <>
      <button
        type="button"
        className="toggle"
        part="button"
        aria-pressed={pressed}
        aria-label={t('favoriteToggle.label')}
        disabled={characteristicId === undefined}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      <p className="message" part="message" role="status">{message}</p>
    </>
  );
}
