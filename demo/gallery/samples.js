/**
 * Start values for one element where the gallery page itself needs them (null: absent):
 * - the header contains its own <vt-search>, and a page with two desktop search boxes has two
 *   search landmarks of the same name (axe landmark-unique; <vt-search> takes no label yet), so
 *   the header starts mobile;
 * - a product number opens <vt-product-popup>: a modal open on load would cover the gallery.
 */
const PAGE_SAMPLES = { 'vt-header': { layout: 'mobile' }, 'vt-product-popup': { 'nm-id': null } };

/** A search every demo catalog answers. */
const SAMPLE_QUERY = 'платье';

/**
 * Starting attribute values for the gallery, by attribute name and parse type, so any element
 * (including ones added later) starts in a useful state: goods from this catalog for `product`,
 * `nm-id` and `size`, a seller for `seller-id`, a search query, a banner location, an in-flow cookie notice, then the manifest's own examples and
 * defaults. A string default written in the source (`'auto'`) is unquoted.
 * @param {string} tag
 * @param {Record<string, any>} attribute
 * @param {{ goods: { product: number; size: number } | null; seller: number | null }} samples
 * @returns {string | null} the attribute text, '' for a present boolean, null for absent
 */
export function startValue(tag, attribute, samples) {
  const pageSample = PAGE_SAMPLES[tag]?.[attribute.name];
  if (pageSample !== undefined) return pageSample;
  if (samples.goods && attribute.parse === 'number' && (attribute.name === 'product' || attribute.name === 'nm-id')) return String(samples.goods.product);
  if (samples.goods && attribute.parse === 'number' && attribute.name === 'size') return String(samples.goods.size);
  if (samples.seller !== null && attribute.parse === 'number' && attribute.name === 'seller-id') return String(samples.seller);
  if (attribute.name === 'query' && attribute.parse === 'string') return SAMPLE_QUERY;
  if (attribute.name === 'location' && attribute.parse === 'string') return 'home-main';
  if (attribute.name === 'inline' && attribute.parse === 'boolean') return '';
  if (typeof attribute.example === 'string') return attribute.example;
  if (attribute.parse === 'boolean') return attribute.default === 'true' ? '' : null;
  if (typeof attribute.default === 'string' && /^(['"]).*\1$/.test(attribute.default)) return attribute.default.slice(1, -1);
  if (typeof attribute.default === 'string' && attribute.parse === 'number' && Number.isFinite(Number(attribute.default))) return attribute.default;
  return null;
}

/** String literal members of a type text such as `'auto' | 'desktop' | 'mobile'`, or null when it is not such a union. */
export function literalOptions(typeText) {
  const parts = String(typeText)
    .split('|')
    .map((part) => part.trim());
  if (parts.length < 2 || !parts.every((part) => /^'[^']*'$/.test(part))) return null;
  return parts.map((part) => part.slice(1, -1));
}
