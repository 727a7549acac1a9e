import { setLeaseSettleMs } from '../../core/platform/locks/lease';

// One page, fake timers, no other renderer process to race with: a lease claim counts at once
// (tests/unit/core/locks.test.ts checks the settle itself).
setLeaseSettleMs(0);
