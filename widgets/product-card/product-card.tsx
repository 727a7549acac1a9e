import type { ElementHostProps } from '../shared/define-element';
import { useT } from '../shared/use-t';
import { FullCard } from './full-card';
import { ShelfCard } from './shelf-card';

export type ProductCardVariant = 'page' | 'popup' | 'shelf';

export interface ProductCardProps {
  /** The product number (nmId, cod1S). */
  nmId?: number;
  /** The `?size=` value: an optionId, characteristicId or size name. */
  size?: string;
  /** page (default: keeps ?size= in the address), popup, or shelf (a mini card). */
  variant?: string;
  /** Preloaded card data (the route's SpaProductCardData product, or a listing's card): no request. */
  product?: unknown;
}

const variantOf = (value: string | undefined): ProductCardVariant => (value === 'popup' || value === 'shelf' ? value : 'page');

/** <vt-product-card>: the product card (gallery, colours, sizes, prices, delivery, the buy buttons). */
// A shelf tile loads nothing of the full card (full-card.tsx brings its detail part on demand).
export function ProductCard({ nmId, size, variant, product, container }: ProductCardProps & ElementHostProps) {
  const t = useT();
  const kind = variantOf(variant);
  if (kind === 'shelf') return <ShelfCard nmId={nmId} product={product} host={container.host} t={t} />;
  return <FullCard nmId={nmId} size={size} variant={kind} product={product} root={container} t={t} />;
}
