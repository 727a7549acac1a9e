import type { ServiceGroup } from '../../../contracts/service-map';
import { request } from '../http';

export interface SyncCall<A> {
  group: ServiceGroup;
  ts: number;
  deviceId: string;
  rememberMe: boolean;
  ops: unknown[];
  /** The store's timeout (favourites and sellers 10 s, cart 3 s). */
  timeoutMs: number;
  parse: (raw: unknown) => A;
}

/**
 * storefront-shell.md §7: POST {group}/sync?ts&device_id[&remember_me=true], a JSON array of
 * operations, with the store's timeout, with the token and Wb-AppType (request() adds both for auth 'required').
 */
export async function postSync<A>(call: SyncCall<A>): Promise<A> {
  const answer = await request<A>({
    url: { group: call.group, path: '/sync' },
    method: 'POST',
    query: { ts: call.ts, device_id: call.deviceId, remember_me: call.rememberMe ? 'true' : undefined },
    body: { json: call.ops },
    auth: 'required',
    timeout: call.timeoutMs,
    parse: call.parse,
  });
  if (answer === null) throw new TypeError('sync answered without a body');
  return answer;
}
