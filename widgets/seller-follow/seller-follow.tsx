import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { emit } from '../../core/platform/dom';
import {
  favoriteSellerIdsAtom,
  favoriteSellersEnabledAtom,
  followSeller,
  loadSellerInfo,
  sellerInfoAtom,
  startFavoriteSellers,
  SELLER_UNDO_MS,
} from '../../core/domain/sellers';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { errorMessage } from '../shared/error-message';
import { BottomNotice, UndoNotice } from '../shared/unfollow-undo/undo-notice';
import { useUnfollowWithUndo } from '../shared/unfollow-undo/use-unfollow-undo';
import './events';

export interface SellerFollowProps {
  /** The seller (supplier) id. */
  sellerId?: number;
}

/**
 * A follow button for one seller on any page (storefront-shell.md §4 "Favourite sellers", §5,
 * §8): aria-pressed shows whether the shopper follows the seller; a guest gets the
 * sign-in popup; the 1001st seller is refused with favoriteSeller.limitReached in a bottom
 * notification; an unfollow offers undo.
 */
export function SellerFollow({ sellerId, container }: SellerFollowProps & ElementHostProps) {
  const t = useT();
  const enabled = useAtomValue(favoriteSellersEnabledAtom);
  const followed = useAtomValue(favoriteSellerIdsAtom);
  const info = useAtomValue(sellerInfoAtom);
  const { pending, unfollow, undo, expire } = useUnfollowWithUndo(container.host);
  const [refusal, setRefusal] = useState('');
  const valid = sellerId !== undefined && Number.isSafeInteger(sellerId) && sellerId > 0;

  useEffect(() => void startFavoriteSellers(), []);
  useEffect(() => {
    if (valid && enabled) void loadSellerInfo([sellerId]);
  }, [valid, enabled, sellerId]);
  const dismissRefusal = useCallback(() => setRefusal(''), []);

  // §3 "only with the switch enableFavoriteSellers".
  if (!enabled) return null;
  if (!valid)
    return (
      <p className="empty" part="empty" role="status">
        {t('sellerFollow.missing')}
      </p>
    );

  const pressed = followed.has(sellerId);
  const name = info[sellerId]?.sellerName || t('sellerFollow.unnamed', { id: sellerId });
  const toggle = async () => {
    setRefusal('');
    if (pressed) return unfollow(sellerId, name);
    try {
      await followSeller(sellerId);
      emit(container.host, 'vt-seller-follow', { sellerId });
    } catch (error) {
      // A guest's refusal is answered by the sign-in popup (null); the limit by the bottom notification.
      const text = errorMessage(t, error);
      if (text) setRefusal(text);
    }
  };

  return (
    <>
      <button
        type="button"
        className="vt-button follow"
        part="button"
        aria-pressed={pressed}
        aria-label={t('sellerFollow.label', { name })}
        onClick={() => void toggle()}
      >
        <span className="mark" aria-hidden="true">
          {pressed ? '✓' : '+'}
        </span>
        {t('sellerFollow.follow')}
      </button>
      {refusal && <BottomNotice key={refusal} text={refusal} part="notice" timeoutMs={SELLER_UNDO_MS} onExpire={dismissRefusal} />}
      {pending && (
        <UndoNotice
          key={pending.sellerId}
          text={t('sellerFollow.unfollowed', { name: pending.name })}
          undoLabel={t('sellerFollow.undo')}
          timeoutMs={SELLER_UNDO_MS}
          onUndo={undo}
          onExpire={expire}
        />
      )}
    </>
  );
}
