import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import {
  favoriteSellersAtom,
  favoriteSellersEnabledAtom,
  loadSellerInfo,
  sellerInfoAtom,
  startFavoriteSellers,
  SELLER_UNDO_MS,
} from '../../core/domain/sellers';
import { FallbackImage } from '../shared/fallback-image';
import { useT } from '../shared/use-t';
import type { ElementHostProps } from '../shared/define-element';
import { VirtualList } from '../shared/list/virtual-list';
import { UndoNotice } from '../shared/unfollow-undo/undo-notice';
import { useUnfollowWithUndo } from '../shared/unfollow-undo/use-unfollow-undo';

export type FavoriteSellersProps = Record<string, never>;

/** Favourite sellers list (storefront-shell.md §2, §4). */
export function FavoriteSellers({ container }: FavoriteSellersProps & ElementHostProps) {
  const t = useT();
  const enabled = useAtomValue(favoriteSellersEnabledAtom);
  const sellers = useAtomValue(favoriteSellersAtom);
  const info = useAtomValue(sellerInfoAtom);
  const { pending, unfollow, undo, expire } = useUnfollowWithUndo(container.host);

  useEffect(() => void startFavoriteSellers(), []);
  const idKey = sellers.map((s) => s.sellerId).join(',');
  useEffect(() => {
    if (idKey) void loadSellerInfo(idKey.split(',').map(Number));
  }, [idKey]);

  const nameOf = useCallback((id: number) => info[id]?.sellerName || t('favoriteSellers.unnamed', { id }), [info, t]);

  const rows = useMemo(() => sellers, [sellers]);

  if (!enabled)
    return (
      <p className="empty-state" part="off">
        {t('favoriteSellers.off')}
      </p>
    );

  return (
    <section className="sellers" part="sellers" aria-label={t('favoriteSellers.title')}>
      <h2 className="title">{t('favoriteSellers.title')}</h2>
      {rows.length === 0 ? (
        <p className="empty-state" part="empty">
          {t('favoriteSellers.empty')}
        </p>
      ) : (
        <VirtualList
          items={rows}
          rowHeight={80}
          label={t('favoriteSellers.list')}
          keyOf={(s) => s.sellerId}
          renderRow={(s) => {
            const name = nameOf(s.sellerId);
            const logo = info[s.sellerId]?.logoUrl;
            return (
              <>
                {logo ? (
                  <FallbackImage
                    className="logo"
                    src={logo}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    fallback={<span className="logo" aria-hidden="true" />}
                  />
                ) : (
                  <span className="logo" aria-hidden="true" />
                )}
                <div className="info">
                  <p className="name">{name}</p>
                  <p className="meta">{t('favoriteSellers.news', { count: info[s.sellerId]?.news ?? 0 })}</p>
                </div>
                <button
                  type="button"
                  className="vt-button"
                  aria-label={t('favoriteSellers.unfollow', { name })}
                  onClick={() => void unfollow(s.sellerId, name)}
                >
                  ×
                </button>
              </>
            );
          }}
        />
      )}
      {pending && (
        <UndoNotice
          key={pending.sellerId}
          text={t('favoriteSellers.unfollowed', { name: pending.name })}
          undoLabel={t('favoriteSellers.undo')}
          timeoutMs={SELLER_UNDO_MS}
          onUndo={undo}
          onExpire={expire}
        />
      )}
    </section>
  );
}
