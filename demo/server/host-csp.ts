import { TRUSTED_TYPES_POLICY } from '../../contracts/trusted-types';
/**
 * The strict Content-Security-Policy of the host page and every other storefront
 * page of the main origin. The kit is served from this origin (`/dist/`), its images from `/cdn`,
 * its creatives from `/static/creatives` (frames).
 */
/** The Trusted Types policy names the kit documents (core/dom/trusted-html.ts). */
export const KIT_TRUSTED_TYPES_POLICIES: readonly string[] = [TRUSTED_TYPES_POLICY];

/** `trusted-types <the kit's policies>`, or `'none'` while it has none. */
export function trustedTypesDirective(): string {
  return `trusted-types ${KIT_TRUSTED_TYPES_POLICIES.length > 0 ? KIT_TRUSTED_TYPES_POLICIES.join(' ') : "'none'"}`;
}

/** `styleSources`, `scriptSources`: the hashes of the page's inline styles and scripts (demo/server/inline-assets.ts). */
export function hostPageCsp(kitOrigin: string, styleSources: readonly string[] = [], scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", kitOrigin, ...scriptSources].join(' '),
    ['style-src', "'self'", kitOrigin, ...styleSources].join(' '),
    `img-src 'self' data: ${kitOrigin}`,
    `connect-src 'self' ${kitOrigin}`,
    `frame-src 'self' ${kitOrigin}`,
    `media-src 'self' ${kitOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    trustedTypesDirective(),
  ].join('; ');
}
