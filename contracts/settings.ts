/**
 * Where the global settings are read (storefront-shell.md §4 "Settings refresh", §7 "Shell"): the
 * static settings-front.json and its .hash below {static}, else the server path below {settings}.
 */
export const SETTINGS_PATHS = {
  staticHash: '/settings-front.json.hash',
  staticBody: '/settings-front.json',
  serverHash: '/webapi/settings/global/hash',
  serverBody: '/webapi/settings/global/get',
} as const;
