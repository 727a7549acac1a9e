/** A brand by its id (storefront-routing-wallet.md §7 "brands-by-id/{id}.json (field url = brand slug)"), below {static}. */
import { isRecord, readNonBlankString } from './wire';

export function brandByIdPath(brandId: number): string {
  return `/brands-by-id/${brandId}.json`;
}

const SLUG = /^[\w-]+$/;

/** The slug, read defensively: only a plain path segment can become a link. */
export function readBrandSlug(raw: unknown): string | null {
  const url = isRecord(raw) ? readNonBlankString(raw, 'url') : undefined;
  return url && SLUG.test(url) ? url : null;
}
