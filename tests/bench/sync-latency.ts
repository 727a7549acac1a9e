import { startBenchDemo } from './demo-server';
import { percentile } from './interactions';

/**
 * Issue 4: the p95 latency of 1,000 sync requests on loopback at 10 concurrent (budget 20 ms),
 * against a demo server in its own process, on the favourites sync with a signed-in demo account. Each request carries one new
 * operation, so every one is a real write to SQLite.
 */
export async function measureSyncLatency(): Promise<Record<string, number>> {
  const server = await startBenchDemo();
  try {
    return await measureAgainst({ demoUrl: server.url });
  } finally {
    await server.close();
  }
}

async function measureAgainst(ctx: { demoUrl: string }): Promise<Record<string, number>> {
  const login = (await (
    await fetch(`${ctx.demoUrl}/demo/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'regular' }),
    })
  ).json()) as { token?: string };
  if (!login.token) throw new Error('demo login gave no token');
  const TOTAL = 1000;
  const CONCURRENCY = 10;
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async (lane: number) => {
    // Like a real client, each device sends the change_ts of its last answer, so answers carry changes only.
    let ts = 0;
    for (;;) {
      const index = next++;
      if (index >= TOTAL) return;
      const op = [
        {
          chrt_id: 100000 + (index % 500),
          cod_1s: 1000 + (index % 500),
          client_ts: Date.now() * 1000 + index,
          op_type: index % 3 === 2 ? 3 : 1,
          type: 2,
          target_url: '',
          meta_json: '{}',
        },
      ];
      const started = performance.now();
      const response = await fetch(`${ctx.demoUrl}/svc/favs/sync?ts=${ts}&device_id=bench-${lane}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}`, 'wb-apptype': 'site' },
        body: JSON.stringify(op),
      });
      const answer = (await response.json().catch(() => null)) as { state?: number; change_ts?: number } | null;
      times.push(performance.now() - started);
      if (!response.ok || !answer) failures += 1;
      else if (typeof answer.change_ts === 'number') ts = answer.change_ts;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, lane) => worker(lane)));
  return {
    'sync requests': TOTAL,
    concurrency: CONCURRENCY,
    'failed answers': failures,
    'p50 ms': Number(percentile(times, 50).toFixed(2)),
    'p95 ms': Number(percentile(times, 95).toFixed(2)),
  };
}
