import type { ListingSource } from '../../core/domain/catalog';

export type SourceKind = ListingSource['kind'];

export interface SourceProps {
  source?: string;
  query?: string;
  shard?: string;
  filter?: string;
  brand?: number;
  seller?: number;
  promo?: number;
  /** fsupplier of a search. */
  supplier?: number;
  nms?: unknown;
}

const positive = (value: number | undefined) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined);

/** The listing source the attributes describe, or null when they are incomplete (the grid shows only given products). */
export function sourceOfProps(props: SourceProps): ListingSource | null {
  switch (props.source) {
    case 'search': {
      const query = props.query?.trim();
      if (!query) return null;
      const supplierId = positive(props.supplier);
      return supplierId ? { kind: 'search', query, supplierId } : { kind: 'search', query };
    }
    case 'catalog':
      return props.shard ? { kind: 'catalog', shard: props.shard, filter: props.filter ?? '' } : null;
    case 'brand': {
      const brandId = positive(props.brand);
      return brandId ? { kind: 'brand', brandId } : null;
    }
    case 'seller': {
      const sellerId = positive(props.seller);
      return sellerId ? { kind: 'seller', sellerId } : null;
    }
    case 'promotion': {
      const promoId = positive(props.promo);
      return promoId ? { kind: 'promotion', promoId } : null;
    }
    case 'nms': {
      const nms = Array.isArray(props.nms) ? props.nms.filter((id): id is number => positive(id as number) !== undefined) : [];
      return nms.length ? { kind: 'nms', nms } : null;
    }
    default:
      return null;
  }
}
