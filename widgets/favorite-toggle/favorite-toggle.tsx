import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { favoriteIdsAtom, startFavorites } from '../../core/domain/favorites';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { pickSize, useProduct } from '../shared/use-product';
import { FavoriteToggleButton } from '../shared/favorite-toggle-button/favorite-toggle-button';

export interface FavoriteToggleProps {
  /** The product number (nmId, cod1S). */
  product?: number;
  /** The size's characteristicId; default: the only size, else the first in stock. */
  size?: number;
  /** The source code the favourite keeps (`targetUrl` of the card's address, routing-wallet §2.3). */
  targetUrl?: string;
  /** The favourite's meta JSON (the product card gives its ad token and trend mark). */
  meta?: string;
}

/** A favourite button for any page. A guest gets the sign-in popup (storefront-shell.md §6). */
export function FavoriteToggle({ product, size, targetUrl, meta, container }: FavoriteToggleProps & ElementHostProps) {
  const t = useT();
  const ids = useAtomValue(favoriteIdsAtom);
  // The product card is needed only when the size is not given.
  const card = useProduct(size === undefined ? product : undefined);
  const characteristicId = size ?? pickSize(card, undefined)?.characteristicId;

  useEffect(() => void startFavorites(), []);

  if (product === undefined || !(product > 0) || (size === undefined && card === null)) {
    return (
      <p className="empty" part="empty" role="status">
        {t('favoriteToggle.missing')}
      </p>
    );
  }
  return (
    <FavoriteToggleButton
      product={product}
      characteristicId={characteristicId}
      pressed={characteristicId !== undefined && ids.has(characteristicId)}
      origin={{ ...(targetUrl?.trim() ? { targetUrl: targetUrl.trim() } : {}), ...(meta ? { meta } : {}) }}
      t={t}
      host={container.host}
    />
  );
}
