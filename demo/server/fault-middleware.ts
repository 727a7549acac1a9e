import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './deps';
import { HttpError, badRequest } from './errors';
import { decideForRequest, FaultSpecError, isNoFault, mergeDecisions, NO_FAULT, type FaultDecision } from './faults';
import { INVALID_TOKEN_STATUS, TOKEN_ACTION_HEADER, TOKEN_DROP_HEADER } from '../../contracts/http';

export const FAULT_HEADER = 'x-demo-fault';
export const FAULT_QUERY = '__fault';

/** Timers of held requests, cleared when the server closes so nothing keeps the process alive. */
export class PendingWaits {
  private readonly waits = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.waits.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.waits.add(entry);
    });
  }
  releaseAll(): void {
    for (const entry of this.waits) {
      clearTimeout(entry.timer);
      entry.resolve();
    }
    this.waits.clear();
  }
}

/** Ends the request without an answer (drop, timeout, and the sync services' late duplicate delivery). */
export function destroyConnection(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Response {
  c.env?.incoming?.socket?.destroy();
  // The socket is gone, so this answer is never sent (under app.request, without a socket, it is what the caller sees).
  return c.body(null, 503);
}

/** Per-request (header X-Demo-Fault or query __fault) and global faults, decided once per request. */
export function faultMiddleware(deps: Deps, waits: PendingWaits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let perRequest: FaultDecision;
    try {
      perRequest = decideForRequest(c.req.header(FAULT_HEADER) ?? c.req.query(FAULT_QUERY));
    } catch (error) {
      if (error instanceof FaultSpecError) throw badRequest(error.message);
      throw error;
    }
    const decision = mergeDecisions(perRequest, deps.faults.decideFor(c.req.path, perRequest));
    c.set('fault', decision);
    if (isNoFault(decision)) return next();
    if (decision.latencyMs > 0) await waits.sleep(decision.latencyMs);
    if (decision.drop) return destroyConnection(c);
    if (decision.timeoutS !== null) {
      await waits.sleep(decision.timeoutS * 1000);
      return destroyConnection(c);
    }
    if (decision.tokenAction) throw new HttpError(INVALID_TOKEN_STATUS, 'invalid token (injected)', { [TOKEN_ACTION_HEADER]: decision.tokenAction });
    if (decision.unauthorized) throw new HttpError(401, 'unauthorized (injected)', { [TOKEN_DROP_HEADER]: '1' });
    if (decision.errorStatus) throw new HttpError(decision.errorStatus, `server error (injected ${decision.errorStatus})`);
    if (decision.plainStatus?.code === 403)
      throw new HttpError(403, 'forbidden (injected)', decision.plainStatus.dropToken ? { [TOKEN_DROP_HEADER]: '1' } : {});
    if (decision.plainStatus?.code === 208) return c.body(null, 208);
    return next();
  };
}

export { NO_FAULT };
