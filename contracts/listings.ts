/**
 * Listing answers on the wire: the search service (storefront-routing-wallet.md §3 "Search
 * response metadata"), the catalog listings and card lists (storefront-shell.md §7), the
 * recommendation lists (§3 "Recommendations result") and the listing pages' route data
 * (demo/API.md "Route data").
 */
import { readProductCards, type ProductView } from './products';
import { isRecord, readInteger, readNonBlankString, readString, type WireRecord } from './wire';

export interface ListingAnswer {
  products: ProductView[];
  /** All results over every page (the page's own length when the answer gives none). */
  total: number;
}

export interface SearchMetadata {
  name: string;
  title: string;
  isEmpty: boolean;
  /** catalog_type redirect / product-redirect with its catalog_value, else null. */
  redirect: { kind: 'redirect' | 'product-redirect'; value: string } | null;
  normQuery: string;
}

export interface SearchAnswer extends ListingAnswer {
  metadata: SearchMetadata;
}

function readTotal(data: WireRecord, products: ProductView[]): number {
  const total = readInteger(data, 'total');
  return total !== undefined && total >= products.length ? total : products.length;
}

function readListingData(data: unknown, source: string): ListingAnswer {
  if (!isRecord(data) || !Array.isArray(data.products)) throw new TypeError(`${source} answer has no data.products`);
  const products = readProductCards(data.products, source);
  return { products, total: readTotal(data, products) };
}

export function readSearchMetadata(raw: unknown): SearchMetadata {
  const meta = isRecord(raw) ? raw : {};
  const type = readString(meta, 'catalog_type');
  const value = readNonBlankString(meta, 'catalog_value');
  return {
    name: readString(meta, 'name') ?? '',
    title: readString(meta, 'title') ?? '',
    isEmpty: meta.is_empty === true,
    redirect: (type === 'redirect' || type === 'product-redirect') && value ? { kind: type, value } : null,
    normQuery: readString(meta, 'normquery') ?? '',
  };
}

/** GET {search}/search answer {metadata, data:{total, products}}. */
export function reshapeSearchAnswer(raw: unknown): SearchAnswer {
  if (!isRecord(raw)) throw new TypeError('search answer is not an object');
  return { ...readListingData(raw.data, 'search'), metadata: readSearchMetadata(raw.metadata) };
}

/** GET {catalog}/catalog/.../products answer {state, data:{total, products}}. */
export function reshapeCatalogPage(raw: unknown): ListingAnswer {
  if (!isRecord(raw)) throw new TypeError('catalog answer is not an object');
  return readListingData(raw.data, 'catalog listing');
}

function readIds(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  const ids = list.flatMap((id) =>
    typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : typeof id === 'string' && /^\d{1,15}$/.test(id) && Number(id) > 0 ? [Number(id)] : [],
  );
  return [...new Set(ids)];
}

/** {nms} (recommendations, merger list) or a bare list of numbers (search-goods). */
export function reshapeNmList(raw: unknown): number[] {
  if (Array.isArray(raw)) return readIds(raw);
  if (isRecord(raw)) return readIds(raw.nms ?? raw.nm);
  throw new TypeError('product number list answer is neither a list nor {nms}');
}

/** What a listing page learns from its route data: heading, where its goods come from, and cards given inline. */
export interface ListingRouteData {
  heading: string | null;
  /** A catalog category's shard and query (SpaCatalogData menuItem). */
  catalog?: { shard: string; query: string };
  brandId?: number;
  sellerId?: number;
  promoId?: number;
  /** Product numbers given by the route (recent views, recommendations, search by image). */
  nms?: number[];
  /** Search data: the query, its first page and its redirect. */
  search?: { query: string; redirect: SearchMetadata['redirect'] };
  products?: ProductView[];
  total?: number;
  /** Sub-categories or other same-site links the page lists. */
  links: { href: string; text: string }[];
  isTrend?: boolean;
}

const sitePath = (value: string | undefined) => (value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : undefined);

function readLinks(list: unknown): { href: string; text: string }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (!isRecord(item)) return [];
    const href = sitePath(readString(item, 'url'));
    const text = readNonBlankString(item, 'name');
    return href && text ? [{ href, text }] : [];
  });
}

/** The listing pages' route data (catalog, search, brand, seller, promotions, recommendations, recent, by image), read defensively. */
export function readListingRouteData(raw: unknown): ListingRouteData {
  const data = isRecord(raw) ? raw : {};
  const result: ListingRouteData = { heading: null, links: [] };
  if (isRecord(data.menuItem)) {
    const item = data.menuItem;
    result.heading = readNonBlankString(item, 'name') ?? null;
    const shard = readNonBlankString(item, 'shard');
    if (shard) result.catalog = { shard, query: readString(item, 'query') ?? '' };
    result.links = readLinks(data.childs);
  }
  if (isRecord(data.brand)) {
    result.heading = readNonBlankString(data.brand, 'name') ?? null;
    result.brandId = readInteger(data.brand, 'id');
  }
  if (isRecord(data.seller)) {
    result.heading = readNonBlankString(data.seller, 'trademark') ?? readNonBlankString(data.seller, 'name') ?? null;
    result.sellerId = readInteger(data.seller, 'id');
  }
  if (isRecord(data.promo)) {
    result.promoId = readInteger(data.promo, 'id');
    result.heading = readNonBlankString(data.promo, 'title') ?? null;
    result.isTrend = data.promo.isTrend === true;
    result.links = readLinks(data.promo.brands);
  }
  if (Array.isArray(data.nms) || Array.isArray(data.nm)) result.nms = reshapeNmList(data);
  if (Array.isArray(data.products)) {
    const products = readProductCards(data.products, 'route data');
    result.products = products;
    result.total = readTotal(data, products);
  }
  const query = readNonBlankString(data, 'query');
  if (query !== undefined) {
    result.heading = query;
    result.search = { query, redirect: readSearchMetadata(data).redirect };
  }
  return result;
}

/** §7 search: GET {search}/search?query=... */
export const SEARCH_PATH = '/search';
/** A category listing: GET {catalog}/catalog/{shard}/products (the shard and query come from the menu node). */
export const CATALOG_PRODUCTS_PATH = '/catalog/{shard}/products';
export function catalogProductsPath(shard: string): string {
  return CATALOG_PRODUCTS_PATH.replace('{shard}', encodeURIComponent(shard));
}
/** The brand, seller and promotion listings of the catalog service, and their id's query name (demo/API.md "catalog"). */
export const LISTING_PATHS = { brand: '/brands/products', seller: '/sellers/products', promotion: '/promotions/products' } as const;
export const LISTING_ID_QUERY = { brand: 'brand', seller: 'supplier', promotion: 'promo' } as const;
