import { useMemo } from 'react';
import { cardContextOf } from '../../core/domain/catalog';
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
  /** The card address's `targetUrl` (routing-wallet §2.3): the source code its cart and favourite items keep. */
  targetUrl?: string;
  /** The card address's `erid`: the ad registry token, shown as the ad mark. */
  erid?: string;
  /** The card address's `isTrend=true`: opened from the trend promotion. */
  isTrend?: boolean;
}

const variantOf = (value: string | undefined): ProductCardVariant => (value === 'popup' || value === 'shelf' ? value : 'page');

/** <vt-product-card>: the product card (gallery, colours, sizes, prices, delivery, the buy buttons). */
// A shelf tile loads nothing of the full card (full-card.tsx brings its detail part on demand).
export function ProductCard({ nmId, size, variant, product, targetUrl, erid, isTrend, container }: ProductCardProps & ElementHostProps) {
  const t = useT();
  const context = useMemo(() => cardContextOf({ targetUrl, erid, isTrend }), [targetUrl, erid, isTrend]);
  const kind = variantOf(variant);
  if (kind === 'shelf') return <ShelfCard nmId={nmId} product={product} host={container.host} t={t} />;
  return <FullCard nmId={nmId} size={size} variant={kind} product={product} context={context} root={container} t={t} />;
}
