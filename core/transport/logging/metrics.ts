import { sendOrQueue, type SendResult } from '../retry';
import { metricsPath, type MetricKind } from '../../../contracts/logging';

/** 'network' / 'error' as classified by classifyError (storefront-shell.md §8); 'refused' for the auth slide. */
export type MetricStatus = 'success' | 'network' | 'error' | 'refused';

/**
 * POST {site}/webapi/logging/{kind}/metrics?status= (no body); wbxauth adds act=. A failed report
 * is queued for retry (storefront-shell.md §8 "Failed logging requests are queued for retry").
 */
export function reportMetric(kind: MetricKind, status: MetricStatus, act?: string): Promise<SendResult<unknown>> {
  return sendOrQueue({
    url: { group: 'site', path: metricsPath(kind) },
    method: 'POST',
    query: { act, status },
    responseType: 'none',
  });
}

/** storefront-shell.md §7 "Auth": POST /webapi/logging/wbxauth/metrics with act and status. */
export function reportAuthMetric(act: string, status: MetricStatus): Promise<SendResult<unknown>> {
  return reportMetric('wbxauth', status, act);
}
