export { createLease, type Lease } from './lease';
export { withLock, LEASE_RETRY_MS, type LockOptions, type LockOutcome } from './with-lock';
