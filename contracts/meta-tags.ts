import { isRecord, readNonBlankString } from './wire';

export interface MetaTags {
  title?: string;
  description?: string;
  /** A same-site path or an http(s) URL; anything else is dropped by the reader. */
  canonical?: string;
  robots?: string;
}

const SAFE_CANONICAL = /^(\/(?!\/)|https?:\/\/)/i;

/** `{metaTags: {title, description, canonical, robots}}`; blank, malformed or unsafe fields are left out. */
export function reshapeMetaTags(raw: unknown): MetaTags {
  if (!isRecord(raw) || !isRecord(raw.metaTags)) throw new TypeError('meta tags answer has no metaTags');
  const tags = raw.metaTags;
  const out: MetaTags = {};
  for (const key of ['title', 'description', 'robots'] as const) {
    const value = readNonBlankString(tags, key)?.trim();
    if (value) out[key] = value;
  }
  const canonical = readNonBlankString(tags, 'canonical')?.trim();
  if (canonical && SAFE_CANONICAL.test(canonical)) out.canonical = canonical;
  return out;
}

/** storefront-shell.md §7 "GET meta tags by route with targetUrl and query (response metaTags)". */
export const META_TAGS_PATH = '/webapi/metatags';

/** storefront-routing-wallet.md §7 "GET /webapi/spa/brands/metatags/...?name= | answer metaTags | 3 s". */
export const BRAND_META_TAGS_PATH = '/webapi/spa/brands/metatags/';
