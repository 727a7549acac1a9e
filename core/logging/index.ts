export { logError, logException } from './log-error';
export { reportMetric, reportAuthMetric, type MetricKind, type MetricStatus } from './metrics';
