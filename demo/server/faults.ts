import { createRng, type Rng } from '../data/rng';

/**
 * Fault injection. A spec is a list of items separated by ',' or ';', each
 * `name[=value][@rate]` (rate 0..1, default 1):
 *   latency=MS           delay the answer
 *   error=500|503        answer with that status
 *   drop                 destroy the connection without an answer
 *   timeout=S            hold the request S seconds, then destroy the connection (no answer within S s)
 *   token=get|refresh    498 with X-Token-Action (default refresh)
 *   unauthorized         401 with X-Drop-Token: 1
 *   state1[=once]        sync services answer state 1 without applying anything; `once`: only the first
 *                        request drawn for it (global spec), so a run sees exactly one injected state-1 answer
 *   status=403|403drop|208  answer that plain status (`403drop` adds X-Drop-Token: 1; 208 has an empty body)
 *   duplicate[=replay|late]  sync services get the request twice: `replay` (default) applies it, then the
 *                        same request arrives again and its answer is sent; `late` applies it and loses the
 *                        answer (connection destroyed), so the client's retry is the second delivery
 *   storage=24|37|50     user-storage answers state -1 with that reason
 *   seed=N               makes the rate decisions reproducible
 * Aliases: 498 = token=get, 401 = unauthorized, 500 / 503 = error=500 / error=503.
 */
export type FaultSpec = {
  latencyMs?: { ms: number; rate: number };
  error?: { status: 500 | 503; rate: number };
  drop?: { rate: number };
  timeout?: { seconds: number; rate: number };
  token?: { action: 'get' | 'refresh'; rate: number };
  unauthorized?: { rate: number };
  state1?: { rate: number; once: boolean };
  status?: { code: PlainStatus; dropToken: boolean; rate: number };
  duplicate?: { mode: DuplicateMode; rate: number };
  storage?: { reason: 24 | 37 | 50; rate: number };
  seed?: number;
};

/** The plain statuses of the `status` fault (storefront-shell.md §8 HTTP matrix). */
export type PlainStatus = 403 | 208;

/** How a duplicate delivery reaches a sync service (see `duplicate` above). */
export type DuplicateMode = 'replay' | 'late';

export class FaultSpecError extends Error {
  override name = 'FaultSpecError';
}

const MAX_LATENCY_MS = 120000;
const MAX_TIMEOUT_S = 600;

function parseRate(raw: string | undefined, item: string): number {
  if (raw === undefined) return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new FaultSpecError(`fault "${item}": rate must be between 0 and 1`);
  return rate;
}

function parseBoundedInt(raw: string | undefined, item: string, max: number): number {
  const n = Number(raw);
  if (raw === undefined || !Number.isInteger(n) || n < 0 || n > max) throw new FaultSpecError(`fault "${item}": value must be an integer 0..${max}`);
  return n;
}

export function parseFaultSpec(text: string): FaultSpec {
  const spec: FaultSpec = {};
  for (const rawItem of text.split(/[;,]/)) {
    const item = rawItem.trim();
    if (item === '') continue;
    const match = /^([a-zA-Z0-9]+)(?:=([^@]*))?(?:@([0-9.]+))?$/.exec(item);
    if (!match) throw new FaultSpecError(`fault "${item}" is not name[=value][@rate]`);
    const [, name = '', value, rateText] = match;
    const rate = parseRate(rateText, item);
    switch (name.toLowerCase()) {
      case 'latency':
        spec.latencyMs = { ms: parseBoundedInt(value, item, MAX_LATENCY_MS), rate };
        break;
      case 'error': {
        const status = Number(value ?? 503);
        if (status !== 500 && status !== 503) throw new FaultSpecError(`fault "${item}": error must be 500 or 503`);
        spec.error = { status, rate };
        break;
      }
      case '500':
      case '503':
        spec.error = { status: Number(name) as 500 | 503, rate };
        break;
      case 'drop':
        spec.drop = { rate };
        break;
      case 'timeout':
        spec.timeout = { seconds: parseBoundedInt(value, item, MAX_TIMEOUT_S), rate };
        break;
      case 'token': {
        const action = value ?? 'refresh';
        if (action !== 'get' && action !== 'refresh') throw new FaultSpecError(`fault "${item}": token must be get or refresh`);
        spec.token = { action, rate };
        break;
      }
      case '498':
        spec.token = { action: 'get', rate };
        break;
      case 'unauthorized':
      case '401':
        spec.unauthorized = { rate };
        break;
      case 'state1': {
        if (value !== undefined && value !== 'once') throw new FaultSpecError(`fault "${item}": state1 takes no value or once`);
        spec.state1 = { rate, once: value === 'once' };
        break;
      }
      case 'status': {
        if (value !== '403' && value !== '403drop' && value !== '208') throw new FaultSpecError(`fault "${item}": status must be 403, 403drop or 208`);
        spec.status = { code: value === '208' ? 208 : 403, dropToken: value === '403drop', rate };
        break;
      }
      case 'duplicate': {
        const mode = value ?? 'replay';
        if (mode !== 'replay' && mode !== 'late') throw new FaultSpecError(`fault "${item}": duplicate must be replay or late`);
        spec.duplicate = { mode, rate };
        break;
      }
      case 'storage': {
        const reason = Number(value);
        if (reason !== 24 && reason !== 37 && reason !== 50) throw new FaultSpecError(`fault "${item}": storage reason must be 24, 37 or 50`);
        spec.storage = { reason, rate };
        break;
      }
      case 'seed':
        spec.seed = parseBoundedInt(value, item, 2 ** 31);
        break;
      default:
        throw new FaultSpecError(`unknown fault "${name}"`);
    }
  }
  return spec;
}

/** What one request gets: each fault of the spec is drawn against its rate, in a fixed order. */
export type FaultDecision = {
  latencyMs: number;
  drop: boolean;
  timeoutS: number | null;
  tokenAction: 'get' | 'refresh' | null;
  unauthorized: boolean;
  errorStatus: 500 | 503 | null;
  plainStatus: { code: PlainStatus; dropToken: boolean } | null;
  state1: boolean;
  storageReason: 24 | 37 | 50 | null;
  duplicate: DuplicateMode | null;
};

export const NO_FAULT: FaultDecision = {
  latencyMs: 0,
  drop: false,
  timeoutS: null,
  tokenAction: null,
  unauthorized: false,
  errorStatus: null,
  plainStatus: null,
  state1: false,
  storageReason: null,
  duplicate: null,
};

export function decide(spec: FaultSpec, rng: Rng): FaultDecision {
  const hit = (rate: number | undefined) => rate !== undefined && (rate >= 1 || (rate > 0 && rng.next() < rate));
  return {
    latencyMs: spec.latencyMs && hit(spec.latencyMs.rate) ? spec.latencyMs.ms : 0,
    drop: hit(spec.drop?.rate),
    timeoutS: spec.timeout && hit(spec.timeout.rate) ? spec.timeout.seconds : null,
    tokenAction: spec.token && hit(spec.token.rate) ? spec.token.action : null,
    unauthorized: hit(spec.unauthorized?.rate),
    errorStatus: spec.error && hit(spec.error.rate) ? spec.error.status : null,
    plainStatus: spec.status && hit(spec.status.rate) ? { code: spec.status.code, dropToken: spec.status.dropToken } : null,
    state1: hit(spec.state1?.rate),
    storageReason: spec.storage && hit(spec.storage.rate) ? spec.storage.reason : null,
    duplicate: spec.duplicate && hit(spec.duplicate.rate) ? spec.duplicate.mode : null,
  };
}

export function mergeDecisions(a: FaultDecision, b: FaultDecision): FaultDecision {
  return {
    latencyMs: Math.max(a.latencyMs, b.latencyMs),
    drop: a.drop || b.drop,
    timeoutS: a.timeoutS ?? b.timeoutS,
    tokenAction: a.tokenAction ?? b.tokenAction,
    unauthorized: a.unauthorized || b.unauthorized,
    errorStatus: a.errorStatus ?? b.errorStatus,
    plainStatus: a.plainStatus ?? b.plainStatus,
    state1: a.state1 || b.state1,
    storageReason: a.storageReason ?? b.storageReason,
    duplicate: a.duplicate ?? b.duplicate,
  };
}

export function isNoFault(d: FaultDecision): boolean {
  return (
    d.latencyMs === 0 &&
    !d.drop &&
    d.timeoutS === null &&
    d.tokenAction === null &&
    !d.unauthorized &&
    d.errorStatus === null &&
    d.plainStatus === null &&
    !d.state1 &&
    d.storageReason === null &&
    d.duplicate === null
  );
}

/** Whether a sync answer under these faults reaches the client as a 200 with its body. */
function answerReachesClient(d: FaultDecision): boolean {
  return (
    !d.drop &&
    d.timeoutS === null &&
    d.tokenAction === null &&
    !d.unauthorized &&
    d.errorStatus === null &&
    d.plainStatus === null &&
    d.storageReason === null &&
    d.duplicate !== 'late'
  );
}

/** The global fault set (env DEMO_FAULTS, POST /demo/faults): one seeded stream across requests. */
export class GlobalFaults {
  private spec: FaultSpec = {};
  private text = '';
  private paths: string[] = [];
  private rng: Rng = createRng(1);
  private injected = emptyTally();

  set(text: string, paths: readonly string[] = []): void {
    const spec = parseFaultSpec(text);
    this.spec = spec;
    this.text = text;
    this.paths = [...paths];
    this.rng = createRng(spec.seed ?? Date.now() % 2 ** 31);
    this.injected = emptyTally();
  }

  clear(): void {
    this.set('');
  }

  /** `injected`: how many requests got each fault since the spec was set (fault-run tests report it). */
  describe(): { faults: string; paths: string[]; spec: FaultSpec; injected: FaultTally } {
    return { faults: this.text, paths: this.paths, spec: this.spec, injected: { ...this.injected } };
  }

  /** `perRequest`: the request's own faults (header or query), which decide whether its answer can carry a `once` state 1. */
  decideFor(path: string, perRequest: FaultDecision = NO_FAULT): FaultDecision {
    if (this.text === '') return NO_FAULT;
    if (this.paths.length > 0 && !this.paths.some((p) => path.startsWith(p))) return NO_FAULT;
    let decision = decide(this.spec, this.rng);
    if (decision.state1 && this.spec.state1?.once) {
      if (answerReachesClient(mergeDecisions(perRequest, decision))) {
        // state1=once: the first request that gets it, and whose answer is delivered, is the only one.
        const { state1: _fired, ...rest } = this.spec;
        this.spec = rest;
      } else {
        // A dropped, timed-out or failed answer would spend the one state 1 where no client sees it.
        decision = { ...decision, state1: false };
      }
    }
    tally(this.injected, decision);
    return decision;
  }
}

export type FaultTally = { requests: number; faulted: number; drop: number; timeout: number; error: number; duplicate: number; state1: number; other: number };

function emptyTally(): FaultTally {
  return { requests: 0, faulted: 0, drop: 0, timeout: 0, error: 0, duplicate: 0, state1: 0, other: 0 };
}

/** Counts what a request got; a request with several faults counts once in `faulted`, by its first effect. */
function tally(t: FaultTally, d: FaultDecision): void {
  t.requests++;
  if (isNoFault(d) || (d.latencyMs > 0 && isNoFault({ ...d, latencyMs: 0 }))) return;
  t.faulted++;
  if (d.drop) t.drop++;
  else if (d.timeoutS !== null) t.timeout++;
  else if (d.errorStatus !== null) t.error++;
  else if (d.duplicate !== null) t.duplicate++;
  else if (d.state1) t.state1++;
  else t.other++;
}

/** A per-request fault (header X-Demo-Fault or query __fault): its own stream, seeded by its seed item. */
export function decideForRequest(text: string | undefined): FaultDecision {
  if (!text) return NO_FAULT;
  const spec = parseFaultSpec(text);
  return decide(spec, createRng(spec.seed ?? Math.floor(Math.random() * 2 ** 31)));
}
