export { createRetryQueue, getRetryQueue, type RetryQueue, type GiveUpListener, type GiveUpReason } from './queue';
export { sendOrQueue, type SendResult } from './send-or-queue';
export { backoffBoundMs, backoffDelayMs } from './backoff';
export * from './constants';
export type { RetryEntry } from './entry';
