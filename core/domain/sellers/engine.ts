import { isFavoriteSellerData, reshapeSellersAnswer, sellerOp, type FavoriteSellerData } from '../../../contracts/sellers';
import { SYNC_DEBOUNCE_MS, SYNC_TIMEOUT_MS, createSyncEngine, engineHolder, type SyncDeps, type SyncEngine } from '../../transport/sync';

export const SELLERS_CACHE_NAME = 'favorite-sellers';
/** The sellers service counts subscribed_at in seconds (§3): client timestamps stay a second apart so each op is distinct. */
export const SELLER_TS_STEP_MS = 1000;

export function createSellersEngine(deps?: SyncDeps): SyncEngine<FavoriteSellerData> {
  return createSyncEngine<FavoriteSellerData>(
    {
      name: SELLERS_CACHE_NAME,
      group: 'sellersSyncer',
      policy: 'keep-newer-pending',
      schedule: { debounceMs: SYNC_DEBOUNCE_MS }, // §4 "Favourite sellers ... Debounced sync (3 s)"
      timeoutMs: SYNC_TIMEOUT_MS, // §7 "Timeout 10 s" like every favourites sync
      stepMs: SELLER_TS_STEP_MS,
      toWire: sellerOp,
      parseAnswer: reshapeSellersAnswer,
      isData: isFavoriteSellerData,
    },
    deps,
  );
}

const holder = engineHolder<FavoriteSellerData>('sellers', () => createSellersEngine());

/** The page's one engine (shared by every chunk). */
export const sellersEngine = holder.get;
/** For tests: install an engine built with fakes. */
export const setSellersEngine = holder.set;
/** The current engine's state and status (derived atoms read these). */
export const sellersStateAtom = holder.stateAtom;
export const sellersStatusAtom = holder.statusAtom;
