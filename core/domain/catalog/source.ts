/** Where a listing's goods come from (the page's route data or the element's attributes). */
export type ListingSource =
  | { kind: 'search'; query: string; supplierId?: number }
  | { kind: 'catalog'; shard: string; filter: string }
  | { kind: 'brand'; brandId: number }
  | { kind: 'seller'; sellerId: number }
  | { kind: 'promotion'; promoId: number }
  /** A fixed list of products (recommendations, recent views, search by image): no server sort. */
  | { kind: 'nms'; nms: number[] };

export const SORTABLE = (source: ListingSource): boolean => source.kind !== 'nms';

/** A stable key for the source (listing state is kept per source and query). */
export function sourceKey(source: ListingSource): string {
  switch (source.kind) {
    case 'search':
      return `search:${source.query}:${source.supplierId ?? ''}`;
    case 'catalog':
      return `catalog:${source.shard}?${source.filter}`;
    case 'brand':
      return `brand:${source.brandId}`;
    case 'seller':
      return `seller:${source.sellerId}`;
    case 'promotion':
      return `promotion:${source.promoId}`;
    case 'nms':
      return `nms:${source.nms.join(';')}`;
  }
}
