import { useCallback, useState } from 'react';
import { emit } from '../../../core/platform/dom';
import { unfollowSeller, type UnfollowUndo } from '../../../core/domain/sellers';
import '../events/seller-unfollow';

export interface PendingUnfollow {
  sellerId: number;
  name: string;
  handle: UnfollowUndo;
}

export interface UnfollowWithUndo {
  /** The unfollow waiting for its undo notification to expire, if any. */
  pending: PendingUnfollow | null;
  unfollow(sellerId: number, name: string): Promise<void>;
  undo(): void;
  expire(): void;
}

/**
 * storefront-shell.md §4 "Favourite sellers": an unfollow hides the seller at once and offers undo;
 * undo restores the add, the notification's timeout syncs. Each step fires vt-seller-unfollow on `host`.
 * Shared by <vt-favorite-sellers> and <vt-seller-follow>.
 */
export function useUnfollowWithUndo(host: Element): UnfollowWithUndo {
  const [pending, setPending] = useState<PendingUnfollow | null>(null);

  const unfollow = useCallback(
    async (sellerId: number, name: string) => {
      const handle = await unfollowSeller(sellerId);
      setPending({ sellerId, name, handle });
      emit(host, 'vt-seller-unfollow', { sellerId, undone: false });
    },
    [host],
  );

  const undo = useCallback(() => {
    if (!pending) return;
    void pending.handle.undo();
    emit(host, 'vt-seller-unfollow', { sellerId: pending.sellerId, undone: true });
    setPending(null);
  }, [pending, host]);

  const expire = useCallback(() => {
    void pending?.handle.expire();
    setPending(null);
  }, [pending]);

  return { pending, unfollow, undo, expire };
}
