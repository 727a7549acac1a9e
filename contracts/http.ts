/**
 * What every service and the kit agree on beside the payloads (storefront-shell.md §7, §8): the
 * application header, the token headers and the invalid-token status.
 */

/** storefront-shell.md §7: "All sync calls carry the header Wb-AppType: site". */
export const APP_TYPE_HEADER = 'Wb-AppType';
export const APP_TYPE = 'site';
/** storefront-shell.md §8: 401/403 with this header drop the token. */
export const TOKEN_DROP_HEADER = 'X-Drop-Token';
/** storefront-shell.md §8: 498 (invalid token) carries `get` or `refresh` here. */
export const TOKEN_ACTION_HEADER = 'X-Token-Action';
export const INVALID_TOKEN_STATUS = 498;

export type TokenAction = 'get' | 'refresh';
