/**
 * Brand logos beside brand suggestions (storefront-shell.md §9 "offset of brand logo images
 * 32x13"; storefront-routing-wallet.md §5 "Brand logo falls back to a no-logo image when no id is
 * given"). **(demo)** address: {suggest}/brand-logo/{brandId}.webp.
 */
import { hasService, serviceUrl } from '../../transport/services';
import type { Suggestion } from '../../../contracts/suggest';
import { BRAND_LOGO_PATH } from '../../../contracts/suggest';

/** The logo of a brand suggestion; null when it has no usable id (the no-logo box is drawn instead) or the map is not loaded. */
export function brandLogoUrl(suggestion: Pick<Suggestion, 'kind' | 'brand'>): string | null {
  const id = suggestion.brand?.id;
  if (suggestion.kind !== 'brand' || id === undefined || !Number.isSafeInteger(id) || id <= 0) return null;
  if (!hasService('suggest')) return null;
  return `${serviceUrl('suggest', BRAND_LOGO_PATH)}${id}.webp`;
}
