/** storefront-shell.md §3 "Favourite good view": "An item counts as deleted when name, brand, colour and size are all empty." */
export function isDeletedGood(view: { goodsName?: string; brandName?: string; colorName?: string; sizeName?: string }): boolean {
  return ![view.goodsName, view.brandName, view.colorName, view.sizeName].some((text) => (text ?? '').trim() !== '');
}
