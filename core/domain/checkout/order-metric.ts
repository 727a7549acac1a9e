/**
 * storefront-shell.md §7 "Shell": POST /webapi/logging/orders/metrics?status= after placing an
 * order. The status is classified as the other metrics calls are (§8 "Network fetch failures are
 * classed network, others error, and reported in the metrics call"). An order the checkout itself
 * refused (blocked before any call) never reached the server and is not reported.
 */
import { classifyError } from '../../transport/http';
import { reportMetric, type MetricStatus } from '../../transport/logging';

export type OrderMetricReporter = (status: MetricStatus) => unknown;

const reportOrders: OrderMetricReporter = (status) => reportMetric('orders', status).catch(() => undefined);

/** Runs one attempt to place an order and reports its outcome; the attempt's result or error is passed on unchanged. */
export async function withOrderMetric<T>(
  place: () => Promise<T>,
  { report = reportOrders, reported = () => true }: { report?: OrderMetricReporter; reported?: (error: unknown) => boolean } = {},
): Promise<T> {
  try {
    const value = await place();
    void report('success');
    return value;
  } catch (error) {
    if (reported(error)) void report(classifyError(error));
    throw error;
  }
}
