import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { loadProducts, productsAtom } from '../../core/domain/cart';
import type { ProductSizeView, ProductView } from '../../contracts/products';

/** A product card from the core's cache (loading it once); undefined while loading, null when unknown. */
export function useProduct(nmId: number | undefined): ProductView | null | undefined {
  const products = useAtomValue(productsAtom);
  const valid = nmId !== undefined && Number.isSafeInteger(nmId) && nmId > 0;
  useEffect(() => {
    if (valid) void loadProducts([nmId]);
  }, [valid, nmId]);
  if (!valid) return null;
  return products[nmId];
}

/** The size named by characteristicId, else the only size, else the first one in stock. */
export function pickSize(product: ProductView | null | undefined, size: number | undefined): ProductSizeView | undefined {
  if (!product) return undefined;
  if (size !== undefined) return product.sizes.find((s) => s.characteristicId === size);
  if (product.sizes.length === 1) return product.sizes[0];
  return product.sizes.find((s) => s.stockQty > 0) ?? product.sizes[0];
}
