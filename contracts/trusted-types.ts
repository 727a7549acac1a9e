/**
 * The kit's one Trusted Types policy name (DESIGN.md, the embedding guide): pages under
 * `require-trusted-types-for 'script'` list it in their `trusted-types` directive, so a server
 * that writes the page's CSP and the kit that creates the policy must agree on it.
 */
export const TRUSTED_TYPES_POLICY = 'vitrina';
