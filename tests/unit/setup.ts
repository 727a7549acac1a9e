import { setLeaseSettleMs } from '../../core/platform/locks/lease';
import { freshRuntime } from './fresh-runtime';

// One page, fake timers, no other renderer process to race with: a lease claim counts at once
// (tests/unit/core/locks.test.ts checks the settle itself).
setLeaseSettleMs(0);

// Each test file starts on a page of its own: its own runtime (store, service map, storage area,
// i18next, polls). A test that needs a new page calls freshRuntime() (no module has a reset hook).
freshRuntime();
