/**
 * storefront-shell.md §3 "Promo creatives: panels (id), thermometer (ids), redPrices (ids),
 * filter (id, color, background, switch, switchBackground, switchActive, switchActiveBackground),
 * hash"; §7 "GET promotion-creatives.json.hash (text) then promotion-creatives.json only if the
 * hash differs (both no-cache)".
 */
import type { PromoCreatives } from '../../../contracts/banners';

/** §5 "Thermometer shows only if quantity is at most 1000." */
export const THERMOMETER_MAX_QUANTITY = 1000;

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
