/**
 * storefront-shell.md §3 "Promo creatives: panels (id), thermometer (ids), redPrices (ids),
 * filter (id, color, background, switch, switchBackground, switchActive, switchActiveBackground),
 * hash"; §7 "GET promotion-creatives.json.hash (text) then promotion-creatives.json only if the
 * hash differs (both no-cache)".
 */
import type { PromoCreatives } from '../../contracts/banners';

/** §5 "Thermometer shows only if quantity is at most 1000." */
export const THERMOMETER_MAX_QUANTITY = 1000;

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

/** §5 the quantity part of the thermometer rule (every listing). */
export function quantityShowsThermometer(quantity: number): boolean {
  return Number.isFinite(quantity) && quantity <= THERMOMETER_MAX_QUANTITY;
}

/** §3/§5 on a promotion's listing: the promo is in `thermometer` and the quantity is at most 1000. */
export function showsThermometer(creatives: Pick<PromoCreatives, 'thermometer'>, promoId: number, quantity: number): boolean {
  return creatives.thermometer.includes(promoId) && quantityShowsThermometer(quantity);
}

/** §3 "redPrices (ids)": the promotion's prices are shown in red. */
export function showsRedPrices(creatives: Pick<PromoCreatives, 'redPrices'>, promoId: number): boolean {
  return creatives.redPrices.includes(promoId);
}
