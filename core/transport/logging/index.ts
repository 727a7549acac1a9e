export { logError, logException } from './log-error';
export { reportMetric, reportAuthMetric, type MetricStatus } from './metrics';
