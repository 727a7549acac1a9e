import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { brandPath, brandSlugsAtom, loadBrandSlug, sellerPath } from '../../core/domain/catalog';
import { supplierDisplayName } from '../../core/platform/format';
import type { ProductView } from '../../contracts/products';
import type { Translate } from '../../core/platform/i18n';

/** The brand (a link once its page slug is known, routing-wallet §7 brands-by-id) and the seller's page. */
export function BrandLink({ product }: { product: ProductView }) {
  const slug = useAtomValue(brandSlugsAtom)[product.brandId];
  useEffect(() => void loadBrandSlug(product.brandId), [product.brandId]);
  if (!product.brand) return null;
  return slug ? (
    <a className="brand" part="brand" href={brandPath(slug)}>
      {product.brand}
    </a>
  ) : (
    <span className="brand" part="brand">
      {product.brand}
    </span>
  );
}

export function SellerLink({ product, t }: { product: ProductView; t: Translate }) {
  if (product.supplierId <= 0) return null;
  const name = supplierDisplayName(product.supplierId, product.supplier) || String(product.supplierId);
  return (
    <p className="seller" part="seller">
      {t('productCard.seller')}: <a href={sellerPath(product.supplierId)}>{name}</a>
    </p>
  );
}
