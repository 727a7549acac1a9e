/**
 * storefront-shell.md §3 "Promo creatives: panels (id), thermometer (ids), redPrices (ids),
 * filter (id, color, background, switch, switchBackground, switchActive, switchActiveBackground),
 * hash"; §7 "GET promotion-creatives.json.hash (text) then promotion-creatives.json only if the
 * hash differs (both no-cache)".
 */

/** The promo filter chip's look; every colour has passed isSafeCssColor. */
export interface PromoFilter {
  id: number;
  color?: string;
  background?: string;
  switch?: string;
  switchBackground?: string;
  switchActive?: string;
  switchActiveBackground?: string;
}

export interface PromoCreatives {
  /** Promo ids that have a panel. */
  panels: number[];
  /** Promo ids that show the thermometer. */
  thermometer: number[];
  /** Promo ids whose prices are shown in red. */
  redPrices: number[];
  filter?: PromoFilter;
  hash: string;
}

export const PROMO_CREATIVES_HASH_PATH = '/promotion-creatives.json.hash';
export const PROMO_CREATIVES_PATH = '/promotion-creatives.json';

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOR = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED_COLOR = /^[a-z]{3,30}$/i;

/**
 * A colour from the server is used only when it is a plain hex, rgb()/hsl() or named colour,
 * so a hostile value ("red;background:url(...)", "expression(...)") never reaches a style.
 */
export function isSafeCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const color = value.trim();
  return HEX_COLOR.test(color) || FUNCTION_COLOR.test(color) || NAMED_COLOR.test(color);
}
