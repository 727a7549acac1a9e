import type { ServiceGroup } from '../../../contracts/service-map';
import { request } from '../http';
import { SYNC_TIMEOUT_MS } from './constants';

export interface SyncCall<A> {
  group: ServiceGroup;
  ts: number;
  deviceId: string;
  rememberMe: boolean;
  ops: unknown[];
  parse: (raw: unknown) => A;
}

/**
 * storefront-shell.md §7: POST {group}/sync?ts&device_id[&remember_me=true], a JSON array of
 * operations, timeout 10 s, with the token and Wb-AppType (request() adds both for auth 'required').
 */
export async function postSync<A>(call: SyncCall<A>): Promise<A> {
  const answer = await request<A>({
    url: { group: call.group, path: '/sync' },
    method: 'POST',
    query: { ts: call.ts, device_id: call.deviceId, remember_me: call.rememberMe ? 'true' : undefined },
    body: { json: call.ops },
    auth: 'required',
    timeout: SYNC_TIMEOUT_MS,
    parse: call.parse,
  });
  if (answer === null) throw new TypeError('sync answered without a body');
  return answer;
}
