/**
 * The product detail card (storefront-shell.md §3 "Product (catalog card)": card options
 * selectedSize, groupedAddedOptions, sizeTable, flags; §7 "Card list or detail"): the base card
 * of products.ts plus the detail-only fields, each with a fallback.
 */
import { readProductCard, VIEW_FLAG_BITS, type ProductView } from './cards';
import { isRecord, readBoolean, readInteger, readString, type WireRecord } from '../wire';
import { readFeedbackMedia, type FeedbackMedia } from './feedback-media';

/** A product of the colour group (storefront-shell.md §3 colours). */
export interface ColourChoice {
  nmId: number;
  name: string;
  pics: number;
}

/** storefront-shell.md §2/§3 "grouped options": a card's characteristics under group headings. */
export interface ProductOption {
  name: string;
  value: string;
}
export interface OptionGroup {
  /** null for the options that belong to no group (shown first, without a heading). */
  name: string | null;
  options: ProductOption[];
}

export const PRODUCT_FLAG_NAMES = ['adult', 'alcohol', 'booking', 'digital', 'prepaid', 'c2c', 'wholesale'] as const;
export type ProductFlagName = (typeof PRODUCT_FLAG_NAMES)[number];

export interface SizeTable {
  headers: string[];
  rows: string[][];
}

export interface ProductDetail extends ProductView {
  /** The colour group (one product per colour), the product itself included. */
  nomenclatures: ColourChoice[];
  description: string;
  options: ProductOption[];
  groupedOptions: OptionGroup[];
  sizeTable: SizeTable | null;
  /** The optionId the card preselects, if any. */
  selectedSize?: number;
  /** §3 "flags for adult, alcohol, booking, digital, prepaid, C2C, wholesale". */
  flags: Record<ProductFlagName, boolean>;
  /** Shoppers' photos and videos (routing-wallet §3 "Feedback media"); [] when none. */
  feedbackMedia: FeedbackMedia[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

function readOption(value: unknown): ProductOption[] {
  if (!isRecord(value)) return [];
  const name = text(value.name);
  const optionValue = text(value.value);
  return name !== undefined && optionValue !== undefined ? [{ name, value: optionValue }] : [];
}

/** A list of {name, value} characteristics; bad entries are skipped. */
export const readOptions = (list: unknown): ProductOption[] => (Array.isArray(list) ? list.flatMap(readOption) : []);

/** One {group_name|name, options} group (as a list: empty when unreadable). */
export function readGroup(value: unknown): OptionGroup[] {
  if (!isRecord(value)) return [];
  const name = readString(value, 'group_name') ?? readString(value, 'name') ?? null;
  return [{ name, options: readOptions(value.options) }];
}

function readNomenclature(value: unknown): ColourChoice[] {
  if (!isRecord(value)) return [];
  const nmId = readInteger(value, 'nmId');
  if (nmId === undefined || nmId <= 0) return [];
  return [{ nmId, name: readString(value, 'colorName') ?? '', pics: Math.max(0, readInteger(value, 'pics') ?? 0) }];
}

/** A table of text cells; rows are cut or padded to the header's width. Null when it has no rows. */
function readSizeTable(value: unknown): SizeTable | null {
  if (!isRecord(value) || !Array.isArray(value.headers) || !Array.isArray(value.rows)) return null;
  const headers = value.headers.map((h) => text(h) ?? '');
  if (headers.length === 0) return null;
  const rows = value.rows.flatMap((row) => (Array.isArray(row) ? [headers.map((_, i) => text(row[i]) ?? '')] : []));
  return rows.length > 0 ? { headers, rows } : null;
}

function readFlags(record: WireRecord, card: ProductView): Record<ProductFlagName, boolean> {
  const flags = isRecord(record.flags) ? record.flags : {};
  return Object.fromEntries(PRODUCT_FLAG_NAMES.map((name) => [name, readBoolean(flags, name) ?? (card.viewFlags & VIEW_FLAG_BITS[name]) !== 0])) as Record<
    ProductFlagName,
    boolean
  >;
}

/** One detail card, or undefined when the base card cannot be read (no product number). */
export function readProductDetail(record: unknown): ProductDetail | undefined {
  const card = readProductCard(record);
  if (!card || !isRecord(record)) return undefined;
  const group = Array.isArray(record.nomenclatures) ? record.nomenclatures.flatMap(readNomenclature) : [];
  const nomenclatures = group.some((c) => c.nmId === card.nmId) ? group : [{ nmId: card.nmId, name: card.colorName, pics: card.pics }, ...group];
  const selectedSize = readInteger(record, 'selectedSize');
  return {
    ...card,
    nomenclatures,
    description: readString(record, 'description') ?? '',
    options: readOptions(record.options),
    groupedOptions: Array.isArray(record.groupedAddedOptions) ? record.groupedAddedOptions.flatMap(readGroup) : [],
    sizeTable: readSizeTable(record.sizeTable),
    ...(selectedSize !== undefined ? { selectedSize } : {}),
    flags: readFlags(record, card),
    feedbackMedia: readFeedbackMedia(record.feedbackMedia),
  };
}

export class ProductMissingError extends Error {
  override name = 'ProductMissingError';
  constructor(readonly nmId: number) {
    super(`product ${nmId} is not in the card detail answer`);
  }
}

/** GET {catalog}/cards/detail?nm={id} answer {state, data:{products}}: the card of `nmId`. */
export function reshapeProductDetail(raw: unknown, nmId: number): ProductDetail {
  if (!isRecord(raw) || !isRecord(raw.data) || !Array.isArray(raw.data.products)) throw new TypeError('card detail answer has no data.products');
  for (const entry of raw.data.products) {
    const detail = readProductDetail(entry);
    if (detail?.nmId === nmId) return detail;
  }
  throw new ProductMissingError(nmId);
}

/** The SpaProductCardData route data {product} (routing-wallet §2.2); undefined when unusable. */
export function readProductRouteData(data: unknown): ProductDetail | undefined {
  return isRecord(data) ? readProductDetail(data.product) : undefined;
}
