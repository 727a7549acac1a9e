import { atom, type Atom } from 'jotai/vanilla';
import { getBus } from '../../platform/bus';
import type { ServiceGroup } from '../../../contracts/service-map';
import { classifyError, MissTokenError, UnauthorizedError } from '../http';
import { reportMetric, type MetricStatus } from '../logging';
import { type MetricKind } from '../../../contracts/logging';
import { createKvStore, type KvStore } from '../../platform/storage';
import { getStore } from '../../platform/store';
import { applyLocal, type ChangeInput } from './apply-local';
import { createLocker, type Locker } from './locker';
import { fullResendOps, mergeAnswer } from './merge-answer';
import type { MergeUpdates } from './merge-ops';
import { createSyncSchedule, type ScheduleOptions } from './schedule';
import { deviceId as defaultDeviceId } from './device-id';
import { postSync } from './transport';
import type { Change, SyncAnswer } from '../../../contracts/sync';
import { emptySyncState, type ServerDeletePolicy, type SyncState } from './types';
import { isSyncState } from './validate-state';
import { changesToReplay, forgetJournalEntries, journalChanges, readJournal } from './journal';

/** Whose data the engine holds: a guest's (local only) or a signed-in user's (synced). */
export interface SyncScope {
  key: string;
  remote: boolean;
}
export const GUEST_SCOPE: SyncScope = { key: 'guest', remote: false };

export interface SyncStoreSpec<D> {
  /** The cache's database name (createKvStore), e.g. 'favorites-v2'. */
  name: string;
  group: ServiceGroup;
  /** The metrics call of §7 (favs, wbbasket); none for favourite sellers. */
  metric?: MetricKind;
  policy: ServerDeletePolicy;
  schedule: ScheduleOptions;
  /** The sync call's timeout (storefront-shell.md §7 favourites 10 s; routing-wallet §7 cart 3 s). */
  timeoutMs: number;
  /** Which changes use the short debounce. */
  isUrgent?: (change: ChangeInput<D>) => boolean;
  /** Milliseconds between two client timestamps (1000 where the wire counts seconds). */
  stepMs?: number;
  toWire: (change: Change<D>) => unknown;
  /** Throws on a malformed answer; skips (and logs) malformed items. */
  parseAnswer: (raw: unknown) => SyncAnswer<D>;
  mergeUpdates?: MergeUpdates<D>;
  mergeServer?: (local: D | undefined, server: D) => D;
  /** Stored item data that fails this is dropped on load. */
  isData: (value: unknown) => value is D;
  /** The server refused items (limit, invalid): already dropped from the cache. */
  onRefused?: (refused: { key: string; reason: string }[]) => void;
}

export interface SyncDeps {
  kv?: KvStore<unknown>;
  locker?: Locker;
  now?: () => number;
  deviceId?: () => string;
  report?: (kind: MetricKind, status: MetricStatus) => unknown;
  logError?: (message: string, error: unknown) => void;
  post?: typeof postSync;
}

export interface SyncStatus {
  syncing: boolean;
  /** The last sync failed on the network (storefront-routing-wallet.md §8 "isNetworkError"). */
  isNetworkError: boolean;
  failures: number;
}

export interface SyncEngine<D> {
  readonly stateAtom: Atom<SyncState<D>>;
  readonly statusAtom: Atom<SyncStatus>;
  readonly scopeAtom: Atom<SyncScope>;
  /** Switches to a scope's cache (loading it) and syncs it when it is remote. */
  setScope(scope: SyncScope): Promise<void>;
  /** Reads a scope's stored state (with what its journal still holds) without switching to it. */
  peek(scopeKey: string): Promise<SyncState<D>>;
  /** Applies local changes now, persists them (before anything is sent) and schedules the sync. */
  change(changes: readonly ChangeInput<D>[]): Promise<void>;
  /** Replaces a scope's stored state (the guest cart after it migrated). */
  reset(scopeKey: string): Promise<void>;
  /** Sends now; false when it failed (§8 "Sync failures are logged and return false"). */
  syncNow(): Promise<boolean>;
  /** Loads what another tab stored. */
  reload(): Promise<void>;
}

const storageKey = (scopeKey: string) => `state:${scopeKey}`;

export function createSyncEngine<D>(spec: SyncStoreSpec<D>, deps: SyncDeps = {}): SyncEngine<D> {
  const store = getStore();
  const now = deps.now ?? Date.now;
  const report = deps.report ?? ((kind, status) => reportMetric(kind, status).catch(() => undefined));
  const logError = deps.logError ?? ((message, error) => console.error(`[vitrina] ${message}`, error));
  const post = deps.post ?? postSync;
  const getDeviceId = deps.deviceId ?? defaultDeviceId;
  const locker = deps.locker ?? createLocker();
  let kv = deps.kv;
  const kvStore = () => (kv ??= createKvStore<unknown>(spec.name));

  const stateAtom = atom<SyncState<D>>(emptySyncState<D>());
  const statusAtom = atom<SyncStatus>({ syncing: false, isNetworkError: false, failures: 0 });
  const scopeAtom = atom<SyncScope>(GUEST_SCOPE);
  const dataLock = `vitrina-sync:${spec.name}`;
  const sendLock = `vitrina-sync-send:${spec.name}`;
  const topic = `sync:${spec.name}`;
  const schedule = createSyncSchedule(spec.schedule, () => void syncNow());

  /** Scopes whose latest state could not be stored: memory stays the truth for them. */
  const unsaved = new Map<string, SyncState<D>>();
  let localWrites = 0;
  /** Stored writes per scope: a read that began before one is stale and must not replace the state. */
  const writes = new Map<string, number>();
  const writesOf = (scopeKey: string) => writes.get(scopeKey) ?? 0;
  let sending: Promise<boolean> | null = null;
  let sendAgain = false;
  let authFailed = false;

  const scope = () => store.get(scopeAtom);
  const setStatus = (patch: Partial<SyncStatus>) => store.set(statusAtom, { ...store.get(statusAtom), ...patch });

  async function read(scopeKey: string): Promise<SyncState<D>> {
    const memo = unsaved.get(scopeKey);
    if (memo) return memo;
    try {
      const value = await kvStore().get(storageKey(scopeKey));
      if (value === undefined) return emptySyncState<D>();
      if (isSyncState(value, spec.isData)) return value;
      logError(`${spec.name}: the stored cache is malformed; starting empty`, value);
    } catch (error) {
      logError(`${spec.name}: reading the cache failed`, error);
    }
    return emptySyncState<D>();
  }

  async function write(scopeKey: string, state: SyncState<D>): Promise<void> {
    try {
      await kvStore().set(storageKey(scopeKey), state);
      unsaved.delete(scopeKey);
    } catch (error) {
      // Storage full or blocked: the change stays in memory and is still synced (§8, nothing lost).
      unsaved.set(scopeKey, state);
      logError(`${spec.name}: storing the cache failed; kept in memory`, error);
    }
  }

  /** A read-modify-write of a scope's stored state, serialised across tabs. */
  async function mutate(scopeKey: string, fn: (state: SyncState<D>) => SyncState<D>): Promise<SyncState<D>> {
    return locker(dataLock, async () => {
      const next = fn(await read(scopeKey));
      await write(scopeKey, next);
      writes.set(scopeKey, writesOf(scopeKey) + 1);
      if (scope().key === scopeKey && localWrites === 0) store.set(stateAtom, next);
      getBus().post(topic, { scope: scopeKey });
      return next;
    });
  }

  const applyOptions = (target: SyncScope) => ({ stepMs: spec.stepMs, mergeUpdates: spec.mergeUpdates, queue: target.remote });

  /** Changes whose cache write a page unload cut off (journal.ts) come back before anything else reads the scope. */
  async function replayJournal(target: SyncScope): Promise<void> {
    const entries = readJournal(spec.name, target.key, spec.isData);
    if (entries.length === 0) return;
    await mutate(target.key, (state) => {
      const replay = changesToReplay(state, entries);
      return replay.length ? applyLocal(state, replay, now(), applyOptions(target)) : state;
    });
    if (!unsaved.has(target.key))
      forgetJournalEntries(
        spec.name,
        target.key,
        entries.map((e) => e.id),
      );
  }

  async function setScope(next: SyncScope): Promise<void> {
    store.set(scopeAtom, next);
    await replayJournal(next);
    const before = writesOf(next.key);
    const state = await read(next.key);
    if (scope().key !== next.key) return;
    // A change made meanwhile already put its newer state in place (or will, once stored).
    if (writesOf(next.key) === before && localWrites === 0) store.set(stateAtom, state);
    if (next.remote) void syncNow();
  }

  async function change(changes: readonly ChangeInput<D>[]): Promise<void> {
    if (changes.length === 0) return;
    const scopeKey = scope().key;
    const options = applyOptions(scope());
    const entry = { id: `${now()}-${Math.random().toString(36).slice(2)}`, at: now(), changes: [...changes] };
    const journaled = journalChanges(spec.name, scopeKey, entry);
    store.set(stateAtom, applyLocal(store.get(stateAtom), changes, now(), options));
    localWrites++;
    try {
      const stored = await mutate(scopeKey, (state) => applyLocal(state, changes, now(), options));
      if (journaled && !unsaved.has(scopeKey)) forgetJournalEntries(spec.name, scopeKey, [entry.id]);
      if (--localWrites === 0 && scope().key === scopeKey) store.set(stateAtom, stored);
    } catch (error) {
      localWrites--;
      throw error;
    }
    if (scope().remote && scope().key === scopeKey) schedule.touch(changes.some((c) => spec.isUrgent?.(c) ?? false));
  }

  type Outcome = 'done' | 'state1' | 'failed' | 'skipped';

  async function sendOnce(target: SyncScope): Promise<Outcome> {
    const prepared = await mutate(target.key, (s) => ({ ...s, inFlight: [...s.inFlight, ...s.pending], pending: [] }));
    const full = prepared.fullResend;
    const ops = full ? fullResendOps(prepared) : prepared.inFlight;
    let answer: SyncAnswer<D>;
    try {
      answer = await post({
        group: spec.group,
        ts: prepared.ts,
        deviceId: getDeviceId(),
        rememberMe: full,
        ops: ops.map(spec.toWire),
        timeoutMs: spec.timeoutMs,
        parse: spec.parseAnswer,
      });
    } catch (error) {
      // The operations stay in flight (stored): the next try resends them with the same client_ts.
      authFailed = error instanceof UnauthorizedError || error instanceof MissTokenError;
      const status = classifyError(error);
      setStatus({ isNetworkError: status === 'network', failures: store.get(statusAtom).failures + 1 });
      logError(`${spec.name}: sync failed`, error);
      if (spec.metric) report(spec.metric, status);
      return 'failed';
    }
    if (answer.state === 1) {
      await mutate(target.key, (s) => ({ ...s, fullResend: true }));
      return 'state1';
    }
    let refused: { key: string; reason: string }[] = [];
    await mutate(target.key, (s) => {
      const outcome = mergeAnswer(s, prepared.inFlight, answer, {
        policy: spec.policy,
        full: full || prepared.ts === 0,
        now: now(),
        mergeServer: spec.mergeServer,
      });
      refused = outcome.refused;
      return outcome.state;
    });
    setStatus({ isNetworkError: false, failures: 0 });
    if (spec.metric) report(spec.metric, 'success');
    if (refused.length) spec.onRefused?.(refused);
    return 'done';
  }

  async function runSync(): Promise<boolean> {
    const target = scope();
    if (!target.remote) return true;
    schedule.clear();
    setStatus({ syncing: true });
    try {
      const result = await locker.trySend(sendLock, async () => {
        let outcome = await sendOnce(target);
        if (outcome === 'state1') outcome = await sendOnce(target); // §4: state 1 -> full resend with remember_me
        return outcome;
      });
      if (result === 'skipped') return true; // another tab is sending; it reads our stored changes
      if (result === 'failed') {
        // Signed out or the token is gone: nothing to retry until the next sign-in (which syncs).
        if (!authFailed) schedule.retry(store.get(statusAtom).failures);
        return false;
      }
      if (result === 'state1') {
        schedule.retry(store.get(statusAtom).failures + 1);
        return false;
      }
      const state = await read(target.key);
      if (state.pending.length > 0 && scope().key === target.key) schedule.touch();
      return true;
    } finally {
      setStatus({ syncing: false });
    }
  }

  async function syncNow(): Promise<boolean> {
    if (sending) {
      sendAgain = true;
      return sending;
    }
    sending = (async () => {
      let ok = await runSync();
      while (sendAgain) {
        sendAgain = false;
        ok = await runSync();
      }
      return ok;
    })().finally(() => {
      sending = null;
    });
    return sending;
  }

  async function reload(): Promise<void> {
    const current = scope();
    const before = writesOf(current.key);
    const state = await read(current.key);
    if (scope().key === current.key && writesOf(current.key) === before && localWrites === 0) store.set(stateAtom, state);
  }

  getBus().subscribe(topic, (payload) => {
    const scopeKey = (payload as { scope?: unknown } | undefined)?.scope;
    if (scopeKey === scope().key) void reload();
  });

  return {
    stateAtom,
    statusAtom,
    scopeAtom,
    setScope,
    // The guest cart is peeked to migrate it at sign-in: an add the sign-in page's navigation cut off is in the journal.
    peek: async (scopeKey) => {
      await replayJournal({ key: scopeKey, remote: scopeKey !== GUEST_SCOPE.key });
      return read(scopeKey);
    },
    change,
    reset: async (scopeKey) => void (await mutate(scopeKey, () => emptySyncState<D>())),
    syncNow,
    reload,
  };
}
