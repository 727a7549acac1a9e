/**
 * Promo creatives (storefront-shell.md §7 "GET promotion-creatives.json.hash (text) then
 * promotion-creatives.json only if the hash differs (both no-cache)"; §9 "Promo refresh 180000 ms").
 *
 * Whoever needs them subscribes to promoCreativesAtom (a jotai hook, or followPromoCreatives()
 * outside React): the first subscriber of the page's one store starts the page's one poller, the
 * last one to leave stops it (jotai's onMount / onUnmount). Reading the atom without subscribing
 * (store.get) starts nothing.
 */
import { atom } from 'jotai/vanilla';
import { reshapePromoCreatives } from '../../../contracts/banners';
import { request } from '../../transport/http';
import { getStore } from '../../platform/store';
import { PROMO_REFRESH_MS } from './carousel';
import { PROMO_CREATIVES_HASH_PATH, PROMO_CREATIVES_PATH, type PromoCreatives } from '../../../contracts/banners';

const heldPromoCreativesAtom = atom<PromoCreatives | null>(null);

/** The page's promo creatives; null until the first successful download. Subscribing keeps them fresh. */
export const promoCreativesAtom = atom(
  (get) => get(heldPromoCreativesAtom),
  (_get, set, creatives: PromoCreatives | null) => set(heldPromoCreativesAtom, creatives),
);
promoCreativesAtom.onMount = () => {
  const poller = createPromoCreativesPoller();
  poller.start();
  return () => poller.stop();
};

export interface PromoCreativesPoller {
  /** One refresh: the hash, then the json only when the hash changed. Never rejects; false when it failed. */
  poll(): Promise<boolean>;
  /** Polls now and every 180000 ms; a second start is a no-op. */
  start(): void;
  stop(): void;
}

export function createPromoCreativesPoller(): PromoCreativesPoller {
  const store = getStore();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<boolean> | undefined;

  async function refresh(): Promise<boolean> {
    try {
      const hash = await request<string>({ url: { group: 'static', path: PROMO_CREATIVES_HASH_PATH }, responseType: 'text', cache: 'no-cache' });
      const held = store.get(heldPromoCreativesAtom);
      const next = typeof hash === 'string' ? hash.trim() : '';
      if (!needsDownload(held?.hash, next)) return true;
      const payload = await request({ url: { group: 'static', path: PROMO_CREATIVES_PATH }, cache: 'no-cache' });
      const creatives = reshapePromoCreatives(payload, next);
      if (!creatives) return false;
      store.set(heldPromoCreativesAtom, creatives);
      return true;
    } catch {
      // The creatives held stay in use; the next poll tries again.
      return false;
    }
  }

  const poll = () => (running ??= refresh().finally(() => (running = undefined)));

  return {
    poll,
    start() {
      if (timer !== undefined) return;
      void poll();
      timer = setInterval(() => void poll(), PROMO_REFRESH_MS);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

/**
 * For code outside React that needs the promo creatives: keeps the page's poller running until
 * the returned function is called (each caller calls its own once).
 */
export function followPromoCreatives(onChange?: (creatives: PromoCreatives | null) => void): () => void {
  const store = getStore();
  return store.sub(promoCreativesAtom, () => onChange?.(store.get(promoCreativesAtom)));
}

/**
 * Whether promotion-creatives.json must be fetched after reading the hash file. A new hash that
 * differs from the one held means yes. A blank new hash (the hash file was empty) cannot be
 * compared: the json is fetched only when nothing is held yet.
 */
export function needsDownload(previousHash: string | null | undefined, newHash: string | null | undefined): boolean {
  const next = newHash?.trim() ?? '';
  const previous = previousHash?.trim() ?? '';
  if (!next) return !previous;
  return next !== previous;
}
