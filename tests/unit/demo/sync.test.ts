// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestDemo, syncHeaders, type TestDemo } from './helpers';

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(async () => {
  await demo?.stop();
});

type SyncAnswer = {
  state: number;
  change_ts: number;
  result_set?: any[];
  results?: any[];
  applied?: number;
  rejected?: { index: number; reason: string }[];
  reason?: string;
};

async function sync(token: string, base: string, query: string, ops: unknown): Promise<SyncAnswer & { status: number }> {
  const res = await demo.post(`${base}/sync?${query}`, ops, syncHeaders(token));
  return { status: res.status, ...(await json<SyncAnswer>(res)) };
}

const cartOp = (chrt: number, quantity: number, clientTs: number, opType = 1) => ({
  chrt_id: chrt,
  quantity,
  cod_1s: 1,
  client_ts: clientTs,
  op_type: opType,
  target_url: '',
  meta_json: '',
  price: 100,
  subject_id: 101,
  currency: 'RUB',
  timezonemin: 180,
});
const favOp = (chrt: number, clientTs: number, opType = 1) => ({
  chrt_id: chrt,
  cod_1s: 1,
  client_ts: clientTs,
  op_type: opType,
  type: 2,
  target_url: '',
  meta_json: '',
  is_deleted: false,
});

describe('sync endpoints (storefront-shell.md §4, §7)', () => {
  it('§7 cart sync answers state 0 with change_ts above 0 and the result_set', async () => {
    const token = await demo.login('regular');
    const answer = await sync(token, '/svc/cart', 'ts=0&device_id=a', [cartOp(10000005, 2, 1000)]);
    expect(answer.status).toBe(200);
    expect(answer.state).toBe(0);
    expect(answer.change_ts).toBeGreaterThan(0);
    expect(answer.result_set).toEqual([expect.objectContaining({ chrt_id: 10000005, quantity: 2, is_deleted: false })]);
  });

  it('§5 a cart quantity below 1 is stored as 1', async () => {
    const token = await demo.login('seller');
    const answer = await sync(token, '/svc/cart', 'ts=0&device_id=q', [cartOp(777, 0, 5)]);
    expect(answer.result_set?.[0]).toMatchObject({ chrt_id: 777, quantity: 1 });
  });

  it('applies an operation exactly once: a replayed add (same user, device, client_ts) does not resurrect a deleted item', async () => {
    const token = await demo.login('employee');
    const first = await sync(token, '/svc/favs', 'ts=0&device_id=dev1', [favOp(501, 1000)]);
    const second = await sync(token, '/svc/favs', `ts=${first.change_ts}&device_id=dev1`, [favOp(501, 2000, 3)]);
    expect(second.result_set).toEqual([expect.objectContaining({ chrt_id: 501, is_deleted: true })]);
    const replay = await sync(token, '/svc/favs', `ts=${second.change_ts}&device_id=dev1`, [favOp(501, 1000)]);
    expect(replay.state).toBe(0);
    expect(replay.applied).toBe(0);
    expect(replay.rejected).toEqual([expect.objectContaining({ index: 0, reason: 'duplicate' })]);
    expect(replay.change_ts).toBe(second.change_ts);
    const items = await json<unknown[]>(await demo.get('/demo/sync/favs/employee'));
    expect(items).toEqual([]);
  });

  it('the same client_ts from another device is a different operation and is applied', async () => {
    const token = await demo.login('business');
    const a = await sync(token, '/svc/cart', 'ts=0&device_id=x', [cartOp(9, 1, 42)]);
    const b = await sync(token, '/svc/cart', `ts=${a.change_ts}&device_id=y`, [cartOp(9, 4, 42, 2)]);
    expect(b.applied).toBe(1);
    expect(b.result_set?.[0]).toMatchObject({ chrt_id: 9, quantity: 4 });
  });

  it('ignores and reports unknown op types and malformed operations', async () => {
    const token = await demo.login('regular');
    const answer = await sync(token, '/svc/cart', 'ts=0&device_id=u', [{ ...cartOp(11, 1, 7), op_type: 9 }, 'junk', { op_type: 1 }, cartOp(12, 1, 8)]);
    expect(answer.state).toBe(0);
    expect(answer.applied).toBe(1);
    expect(answer.rejected).toEqual([
      { index: 0, reason: 'unknown_op_type' },
      { index: 1, reason: 'invalid' },
      { index: 2, reason: 'invalid' },
    ]);
  });

  it('§4 state 1 when the client ts is older than what the server keeps for the device', async () => {
    const token = await demo.login('ge');
    const first = await sync(token, '/svc/cart', 'ts=0&device_id=old', [cartOp(1, 1, 1)]);
    await sync(token, '/svc/cart', `ts=${first.change_ts}&device_id=old`, [cartOp(2, 1, 2)]);
    const stale = await sync(token, '/svc/cart', `ts=${first.change_ts}&device_id=old`, [cartOp(3, 1, 3)]);
    expect(stale).toMatchObject({ state: 1, reason: 'device_behind', result_set: [] });
    const resend = await sync(token, '/svc/cart', `ts=${first.change_ts}&device_id=old&remember_me=true`, [cartOp(1, 1, 1), cartOp(2, 1, 2), cartOp(3, 1, 3)]);
    expect(resend.state).toBe(0);
    expect(resend.applied).toBe(1);
    expect(resend.result_set?.map((i) => i.chrt_id).sort()).toEqual([1, 2, 3]);
  });

  it('§4 state 1 when the client claims a ts newer than the server has', async () => {
    const token = await demo.login('tj');
    const answer = await sync(token, '/svc/favs', `ts=${Date.now() + 10 ** 9}&device_id=z`, []);
    expect(answer).toMatchObject({ state: 1, reason: 'client_ahead' });
  });

  it('§4 state 1 after the server lost the user state (test switch), until a remember_me resend', async () => {
    const token = await demo.login('global');
    const first = await sync(token, '/svc/sellers', 'ts=0&device_id=s', [{ op_type: 1, payload: { seller_id: 32477, subscribed_at: 100 } }]);
    expect(first.results).toEqual([{ seller_id: 32477, subscribed_at: 100, is_deleted: false }]);
    expect((await demo.post('/demo/sync/lose', { account: 'global', kind: 'sellers' })).status).toBe(200);
    const lost = await sync(token, '/svc/sellers', `ts=${first.change_ts}&device_id=s`, []);
    expect(lost).toMatchObject({ state: 1, reason: 'lost', results: [] });
    const resend = await sync(token, '/svc/sellers', `ts=${first.change_ts}&device_id=s&remember_me=true`, [
      { op_type: 1, payload: { seller_id: 32477, subscribed_at: 100 } },
    ]);
    expect(resend).toMatchObject({ state: 0, applied: 1, results: [{ seller_id: 32477, subscribed_at: 100, is_deleted: false }] });
    const after = await sync(token, '/svc/sellers', `ts=${resend.change_ts}&device_id=s`, []);
    expect(after.state).toBe(0);
  });

  it('the state1 fault answers state 1 without applying anything', async () => {
    const token = await demo.login('regular');
    const answer = await sync(token, '/svc/favs', 'ts=0&device_id=f&__fault=state1', [favOp(9999, 1)]);
    expect(answer).toMatchObject({ state: 1, reason: 'forced' });
    expect((await json<any[]>(await demo.get('/demo/sync/favs/regular'))).some((i) => i.chrt_id === 9999)).toBe(false);
  });

  it('§9 cart limit 255: the 256th line is refused with reason limit', async () => {
    const token = await demo.login('ge-empty');
    const ops = Array.from({ length: 256 }, (_, i) => cartOp(20000 + i, 1, i + 1));
    const answer = await sync(token, '/svc/cart', 'ts=0&device_id=l', ops);
    expect(answer.applied).toBe(255);
    expect(answer.rejected).toEqual([{ index: 255, key: '20255', reason: 'limit' }]);
    expect(answer.result_set).toHaveLength(255);
  });

  it('§9 cart limit 510 for a club subscriber in ru', async () => {
    const token = await demo.login('club');
    const ops = Array.from({ length: 511 }, (_, i) => cartOp(30000 + i, 1, i + 1));
    const answer = await sync(token, '/svc/cart', 'ts=0&device_id=l', ops);
    expect(answer.applied).toBe(510);
    expect(answer.rejected).toEqual([{ index: 510, key: '30510', reason: 'limit' }]);
  });

  it('§9 favourites limit 2000 by default and 4000 for club in ru', async () => {
    const regular = await demo.login('seller');
    const ops = (n: number) => Array.from({ length: n }, (_, i) => favOp(40000 + i, i + 1));
    const a = await sync(regular, '/svc/favs', 'ts=0&device_id=l', ops(2001));
    expect(a.applied).toBe(2000);
    expect(a.rejected?.[0]).toMatchObject({ index: 2000, reason: 'limit' });
    const club = await demo.login('club');
    const b = await sync(club, '/svc/favs', 'ts=0&device_id=l', ops(4001));
    expect(b.applied).toBe(4000);
    expect(b.rejected?.[0]).toMatchObject({ index: 4000, reason: 'limit' });
  });

  it('§9 favourite sellers limit 1000', async () => {
    const token = await demo.login('employee');
    const ops = Array.from({ length: 1001 }, (_, i) => ({ op_type: 1, payload: { seller_id: 100 + i, subscribed_at: i + 1 } }));
    const answer = await sync(token, '/svc/sellers', 'ts=0&device_id=l', ops);
    expect(answer.applied).toBe(1000);
    expect(answer.rejected?.[0]).toMatchObject({ index: 1000, reason: 'limit' });
  });

  it('a deleted line frees its place under the limit', async () => {
    const token = await demo.login('ge-empty');
    const answer = await sync(token, '/svc/cart', 'ts=0&device_id=m', [cartOp(20000, 1, 1000, 3), cartOp(99999, 1, 1001)]);
    expect(answer.applied).toBe(2);
    expect(answer.rejected).toEqual([]);
  });

  it('§7 sync calls need Wb-AppType: site, a token, a device_id and a JSON array', async () => {
    const token = await demo.login('regular');
    expect((await demo.post('/svc/cart/sync?ts=0&device_id=a', [], { Authorization: `Bearer ${token}` })).status).toBe(400);
    expect((await demo.post('/svc/cart/sync?ts=0&device_id=a', [], { 'Wb-AppType': 'site' })).status).toBe(401);
    expect((await demo.post('/svc/cart/sync?ts=0', [], syncHeaders(token))).status).toBe(400);
    expect((await demo.post('/svc/cart/sync?ts=-1&device_id=a', [], syncHeaders(token))).status).toBe(400);
    const notArray = await demo.post('/svc/favs/sync?ts=0&device_id=a', { op: 1 }, syncHeaders(token));
    expect(notArray.status).toBe(400);
    expect(await json(notArray)).toEqual({ error: expect.stringContaining('array') });
    const malformed = await demo.post('/svc/sellers/sync?ts=0&device_id=a', '[{', syncHeaders(token));
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ error: 'malformed JSON body' });
  });

  it('§7 sellers enrich answers seller_id, seller_name, news, logo_url for known ids', async () => {
    const res = await demo.post('/svc/sellers-enrich', { seller_ids: [32477, 1, 'x'] });
    const body = await json<any[]>(res);
    expect(body).toEqual([
      {
        seller_id: 32477,
        seller_name: 'Brands Seller',
        news: expect.any(Number),
        logo_url: expect.stringMatching(/^http:\/\/localhost:\d+\/static\/sellers\/32477\/logo\.webp$/),
      },
    ]);
    expect((await demo.post('/svc/sellers-enrich', { seller_ids: 5 })).status).toBe(400);
  });
});

describe('persistence (issue 4 §5)', () => {
  it('keeps carts, favourites and sellers across a restart', async () => {
    const first = await startTestDemo();
    const token = await first.login('regular');
    await first.post('/svc/cart/sync?ts=0&device_id=p', [cartOp(5, 3, 1)], syncHeaders(token));
    await first.post('/svc/favs/sync?ts=0&device_id=p', [favOp(6, 1)], syncHeaders(token));
    await first.post('/svc/sellers/sync?ts=0&device_id=p', [{ op_type: 1, payload: { seller_id: 12399, subscribed_at: 1 } }], syncHeaders(token));
    await first.close();
    const second = await startTestDemo({ dataDir: first.dataDir });
    try {
      const cart = await second.post('/svc/cart/sync?ts=0&device_id=other', [], syncHeaders(token));
      expect(cart.status).toBe(200);
      expect((await json<SyncAnswer>(cart)).result_set).toEqual([expect.objectContaining({ chrt_id: 5, quantity: 3 })]);
      expect(await json(await second.get('/demo/sync/favs/regular'))).toEqual([expect.objectContaining({ chrt_id: 6 })]);
      expect(await json(await second.get('/demo/sync/sellers/regular'))).toEqual([{ seller_id: 12399, subscribed_at: 1 }]);
    } finally {
      await second.stop();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
