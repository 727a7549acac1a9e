/** Fakes for the sync engine tests: a memory key-value store and a scripted sync server. */
import type { KvStore } from '../../../../core/platform/storage';
import type { SyncCall } from '../../../../core/transport/sync/transport';

export function memoryKv(): KvStore<unknown> & { data: Map<string, string>; failWrites: boolean } {
  const data = new Map<string, string>();
  const kv = {
    data,
    failWrites: false,
    get: async (key: string) => (data.has(key) ? JSON.parse(data.get(key)!) : undefined),
    set: async (key: string, value: unknown) => {
      if (kv.failWrites) throw Object.assign(new Error('full'), { name: 'StorageFullError' });
      data.set(key, JSON.stringify(value));
    },
    delete: async (key: string) => void data.delete(key),
    keys: async () => [...data.keys()],
    backend: async () => 'memory' as const,
  };
  return kv;
}

export type Reply = (call: SyncCall<unknown>) => unknown;

/** A scripted `post`: records each call; `reply` gives the raw answer (or throws). */
export function fakePost(reply: Reply) {
  const calls: SyncCall<unknown>[] = [];
  const post = async <A>(call: SyncCall<A>): Promise<A> => {
    calls.push(call as SyncCall<unknown>);
    return call.parse(await reply(call as SyncCall<unknown>));
  };
  return { calls, post };
}

/** Lets every pending promise chain settle (the engine awaits storage and locks). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
