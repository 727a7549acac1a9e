// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findAccount } from '../../../demo/data/users';
import { json, startTestDemo, syncHeaders, type TestDemo } from './helpers';

/** The `duplicate` fault of demo/API.md (issue 6 "duplicate deliveries"): a sync request reaches the service twice. */
let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(async () => {
  await demo?.stop();
});
afterEach(async () => {
  await fetch(`${demo.url}/demo/faults`, { method: 'DELETE' });
});

const favOp = (chrt: number, clientTs: number) => ({
  chrt_id: chrt,
  cod_1s: 1,
  client_ts: clientTs,
  op_type: 1,
  type: 2,
  target_url: '',
  meta_json: '',
  is_deleted: false,
});
type Answer = {
  state: number;
  reason?: string;
  applied: number;
  rejected: { index: number; key: string; reason: string }[];
  result_set: { chrt_id: number }[];
};

describe('duplicate delivery fault', () => {
  it('replay: applied once; the second delivery is behind the device (state 1) and a full resend reports it duplicate', async () => {
    const token = await demo.login('tj');
    const res = await demo.post('/svc/favs/sync?ts=0&device_id=dup&__fault=duplicate', [favOp(777001, 5000)], syncHeaders(token));
    expect(await json<Answer>(res)).toMatchObject({ state: 1, reason: 'device_behind' });
    const live = await json<{ chrt_id: number }[]>(await demo.get('/demo/sync/favs/tj'));
    expect(live.filter((i) => i.chrt_id === 777001)).toHaveLength(1);
    const full = await json<Answer>(await demo.post('/svc/favs/sync?ts=0&device_id=dup&remember_me=true', [favOp(777001, 5000)], syncHeaders(token)));
    expect(full).toMatchObject({ state: 0, applied: 0, rejected: [{ index: 0, key: '777001', reason: 'duplicate' }] });
  });

  it('late: the operation is applied, the answer is lost, and the retry is reported duplicate', async () => {
    const token = await demo.login('tj');
    await expect(demo.post('/svc/favs/sync?ts=0&device_id=dup2&__fault=duplicate=late', [favOp(777002, 6000)], syncHeaders(token))).rejects.toThrow();
    expect((await json<{ chrt_id: number }[]>(await demo.get('/demo/sync/favs/tj'))).some((i) => i.chrt_id === 777002)).toBe(true);
    const retry = await json<Answer>(await demo.post('/svc/favs/sync?ts=0&device_id=dup2&remember_me=true', [favOp(777002, 6000)], syncHeaders(token)));
    expect(retry).toMatchObject({ state: 0, applied: 0, rejected: [{ index: 0, key: '777002', reason: 'duplicate' }] });
  });

  it('issue 12: the server counts applies and refused duplicate deliveries; the same op applied for a second device id counts as applied twice', async () => {
    const token = await demo.login('global');
    const userId = findAccount('global')!.userId;
    const before = demo.deps.sync.applies('favs', userId);
    await demo
      .post('/svc/favs/sync?ts=0&device_id=count&__fault=duplicate=late', [favOp(777010, 8000), favOp(777011, 8001)], syncHeaders(token))
      .catch(() => undefined);
    await demo.post('/svc/favs/sync?ts=0&device_id=count&remember_me=true', [favOp(777010, 8000), favOp(777011, 8001)], syncHeaders(token));
    expect(demo.deps.sync.applies('favs', userId)).toEqual({
      applied: before.applied + 2,
      duplicates: before.duplicates + 2,
      appliedTwice: before.appliedTwice,
    });
    await demo.post('/svc/favs/sync?ts=0&device_id=other&remember_me=true', [favOp(777010, 8000)], syncHeaders(token));
    expect(demo.deps.sync.applies('favs', userId)).toMatchObject({ applied: before.applied + 3, appliedTwice: before.appliedTwice + 1 });
  });

  it('GET /demo/faults counts the requests the global spec faulted, by kind', async () => {
    const token = await demo.login('tj');
    await demo.post('/demo/faults', { faults: 'duplicate', paths: ['/svc/favs'] });
    await demo.post('/svc/favs/sync?ts=0&device_id=dup3', [favOp(777003, 7000)], syncHeaders(token));
    const described = await json<{ injected: Record<string, number> }>(await demo.get('/demo/faults'));
    expect(described.injected).toMatchObject({ requests: 1, faulted: 1, duplicate: 1, drop: 0 });
  });
});
