/** The site's logging calls (storefront-shell.md §7 "Shell", "Auth"), below the {site} base. */

/** POST {site}/webapi/logging/jserror with {msg, stk?, data?}. */
export const JS_ERROR_PATH = '/webapi/logging/jserror';
export interface JsErrorReport {
  msg: string;
  stk?: string;
  data?: unknown;
}

/** The metrics calls: favs, wbbasket, orders (status) and wbxauth (act and status). */
export const METRIC_KINDS = ['favs', 'wbbasket', 'orders', 'wbxauth'] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

/** POST {site}/webapi/logging/{kind}/metrics?status= (no body); wbxauth adds act=. */
export function metricsPath(kind: MetricKind): string {
  return `/webapi/logging/${kind}/metrics`;
}
