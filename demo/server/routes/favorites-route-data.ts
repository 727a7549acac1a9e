import { textIn } from '../../data/text';
import type { Deps } from '../deps';
import { notFound } from '../errors';

/** storefront-shell.md §3 "Add kinds: waitlist 1, poned 2, both 3": the kinds on the waitlist. */
const WAITLIST_KINDS: ReadonlySet<number> = new Set([1, 3]);

function favouriteProducts(deps: Deps, userId: number) {
  return deps.sync.liveItems('favs', userId).flatMap((item) => {
    const product = deps.data.productById.get(Number(item.data.cod_1s));
    return product ? [{ product, kind: Number(item.data.type) }] : [];
  });
}

/** SpaFavoriteBrandsData: the brands of the shopper's favourite goods, most favourites first -> {brands:[{id, name, url, count}]}. */
export function favoriteBrands(deps: Deps, userId: number) {
  const counts = new Map<number, number>();
  for (const { product } of favouriteProducts(deps, userId)) counts.set(product.brandId, (counts.get(product.brandId) ?? 0) + 1);
  const brands = [...counts].flatMap(([id, count]) => {
    const brand = deps.data.brandById.get(id);
    return brand ? [{ id, name: brand.name, url: `/brands/${brand.slug}`, count }] : [];
  });
  return { brands: brands.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)) };
}

/**
 * SpaWlArrivedData: waitlisted favourites now in stock, with routing-wallet §3 "Wishlist-arrived goods:
 * brandName, goodsName, digitalGood, sale, personalSale"; none is 404 (routing-wallet §5).
 */
export function wishlistArrived(deps: Deps, userId: number, lang?: string) {
  const goods = favouriteProducts(deps, userId)
    .filter(({ product, kind }) => WAITLIST_KINDS.has(kind) && product.hasPrice && product.sizes.some((s) => s.stocks.some((st) => st.qty > 0)))
    .map(({ product }) => ({
      nmId: product.nmId,
      brandName: deps.data.brandById.get(product.brandId)?.name ?? '',
      goodsName: textIn(product.name, lang),
      digitalGood: false,
      sale: product.sale,
      personalSale: 0,
    }));
  if (goods.length === 0) throw notFound('no wishlist-arrived goods');
  return { goods };
}
