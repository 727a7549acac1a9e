/**
 * storefront-routing-wallet.md §5 "A product-redirect search goes to the product only if the
 * numeric query is above 1000 and below 1000000000 and the product has pictures" (§9 range).
 */
export const PRODUCT_REDIRECT_MIN = 1000;
export const PRODUCT_REDIRECT_MAX = 1_000_000_000;

/** The product number a query names, when it lies strictly inside the redirect range; else null. */
export function productRedirectNumber(query: string): number | null {
  const text = query.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > PRODUCT_REDIRECT_MIN && value < PRODUCT_REDIRECT_MAX ? value : null;
}

/** The product page path of routing-wallet §2.3 for a product number. */
export function productPath(nmId: number, size?: string): string {
  const path = `/catalog/${nmId}/detail.aspx`;
  return size ? `${path}?size=${encodeURIComponent(size)}` : path;
}

/** Where a search for `query` goes: the product page when the rule holds, else null (a normal search). */
export function productRedirectTarget(query: string, pictures: number): string | null {
  const nmId = productRedirectNumber(query);
  return nmId !== null && pictures > 0 ? productPath(nmId) : null;
}
