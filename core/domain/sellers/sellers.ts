import { atom } from 'jotai/vanilla';
import { reshapeSellerInfo, toSeconds, type FavoriteSellerData, type SellerInfo } from '../../../contracts/sellers';
import { signalAuthRequired, isSignedIn } from '../../transport/token';
import { request } from '../../transport/http';
import { settingsAtom } from '../settings';
import { getStore } from '../../platform/store';
import { LimitReachedError, SignInRequiredError, followSession } from '../../transport/sync';
import { sellersEngine, sellersStateAtom } from './engine';
import { pagePart } from '../../platform/page';

/** storefront-shell.md §9 "Favourite sellers 1000". */
export const FAVORITE_SELLERS_LIMIT = 1000;
/** §5/§8: refused with favoriteSeller.limitReached (with the count) in a bottom notification. */
export const SELLERS_LIMIT_MESSAGE_KEY = 'favoriteSeller.limitReached';
/** How long the undo notification stays (not shown in the spec); its timeout triggers the sync (§4). */
export const SELLER_UNDO_MS = 5_000;
/** demo/API.md: the enrich call takes at most this many ids. */
export const SELLER_ENRICH_BATCH = 1000;

export class FeatureOffError extends Error {
  override name = 'FeatureOffError';
}

/** §3 "only with the switch enableFavoriteSellers". */
export const favoriteSellersEnabledAtom = atom((get) => get(settingsAtom).switches.enableFavoriteSellers === true);

export const favoriteSellersAtom = atom((get) =>
  Object.values(get(sellersStateAtom).items)
    .map((e) => e.data)
    .sort((a, b) => b.timestamp - a.timestamp || b.sellerId - a.sellerId),
);
export const favoriteSellerIdsAtom = atom((get) => new Set(Object.keys(get(sellersStateAtom).items).map(Number)));

/** Enrichment (§3: sellerName, news, logo_url) by seller id. */
export const sellerInfoAtom = atom<Record<number, SellerInfo>>({});

function requireEnabled(): void {
  if (!getStore().get(favoriteSellersEnabledAtom)) throw new FeatureOffError('favourite sellers are switched off (enableFavoriteSellers)');
}

/**
 * §4/§5: a guest gets the sign-in popup (and SignInRequiredError); the 1001st seller is refused
 * with LimitReachedError(favoriteSeller.limitReached, {count: 1000}).
 */
export async function followSeller(sellerId: number): Promise<void> {
  requireEnabled();
  if (!isSignedIn()) {
    signalAuthRequired();
    throw new SignInRequiredError('following a seller');
  }
  const engine = sellersEngine();
  const key = String(sellerId);
  const items = getStore().get(engine.stateAtom).items;
  if (items[key]) return;
  if (Object.keys(items).length >= FAVORITE_SELLERS_LIMIT) throw new LimitReachedError(SELLERS_LIMIT_MESSAGE_KEY, { count: FAVORITE_SELLERS_LIMIT });
  const data: FavoriteSellerData = { sellerId, timestamp: toSeconds(Date.now()) };
  await engine.change([{ key, kind: 'add', data }]);
  void loadSellerInfo([sellerId]);
}

/** The undo handle of an unfollow (§4 "Delete ... offers an undo notification"). */
export interface UnfollowUndo {
  /** Restores the seller (an add); false when there was nothing to restore. */
  undo(): Promise<boolean>;
  /** The notification timed out: sync now. */
  expire(): Promise<boolean>;
}

export async function unfollowSeller(sellerId: number): Promise<UnfollowUndo> {
  const engine = sellersEngine();
  const key = String(sellerId);
  const existing = getStore().get(engine.stateAtom).items[key]?.data;
  let undone = false;
  if (existing) await engine.change([{ key, kind: 'delete', data: existing }]);
  return {
    async undo() {
      if (!existing || undone) return false;
      undone = true;
      await engine.change([{ key, kind: 'add', data: existing }]);
      return true;
    },
    expire: () => engine.syncNow(),
  };
}

/** POST {sellersEnrich} {seller_ids} for sellers not enriched yet (§7). Failures are logged. */
export async function loadSellerInfo(sellerIds: readonly number[]): Promise<void> {
  const store = getStore();
  const known = store.get(sellerInfoAtom);
  const wanted = [...new Set(sellerIds)].filter((id) => !(id in known));
  for (let i = 0; i < wanted.length; i += SELLER_ENRICH_BATCH) {
    const ids = wanted.slice(i, i + SELLER_ENRICH_BATCH);
    try {
      const infos = await request({ url: { group: 'sellersEnrich' }, method: 'POST', body: { json: { seller_ids: ids } }, parse: reshapeSellerInfo });
      const next = { ...store.get(sellerInfoAtom) };
      for (const info of infos ?? []) next[info.sellerId] = info;
      store.set(sellerInfoAtom, next);
    } catch (error) {
      console.error('[vitrina] seller enrichment failed', error);
    }
  }
}

/** Loads the followed sellers and follows sign-in changes (once per runtime). */
export function startFavoriteSellers(): Promise<void> {
  return pagePart('sellersSession', () => followSession(sellersEngine()));
}
