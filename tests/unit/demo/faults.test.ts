// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../../demo/data/rng';
import { decide, FaultSpecError, parseFaultSpec } from '../../../demo/server/faults';
import { json, startTestDemo, syncHeaders, type TestDemo } from './helpers';

describe('fault spec parsing (issue 4 §6)', () => {
  it('reads every fault kind with values and rates', () => {
    expect(parseFaultSpec('latency=250, error=503@0.5; drop@0.1, timeout=3, token=get, unauthorized@0.2, state1, storage=37, seed=7')).toEqual({
      latencyMs: { ms: 250, rate: 1 },
      error: { status: 503, rate: 0.5 },
      drop: { rate: 0.1 },
      timeout: { seconds: 3, rate: 1 },
      token: { action: 'get', rate: 1 },
      unauthorized: { rate: 0.2 },
      state1: { rate: 1, once: false },
      storage: { reason: 37, rate: 1 },
      seed: 7,
    });
  });

  it('knows the aliases 498, 401, 500 and 503', () => {
    expect(parseFaultSpec('498')).toEqual({ token: { action: 'get', rate: 1 } });
    expect(parseFaultSpec('401')).toEqual({ unauthorized: { rate: 1 } });
    expect(parseFaultSpec('500@0.25')).toEqual({ error: { status: 500, rate: 0.25 } });
    expect(parseFaultSpec('token')).toEqual({ token: { action: 'refresh', rate: 1 } });
  });

  it('reads state1=once and the plain statuses 403, 403drop and 208 (§8 HTTP matrix)', () => {
    expect(parseFaultSpec('state1=once@0.5')).toEqual({ state1: { rate: 0.5, once: true } });
    expect(parseFaultSpec('status=403')).toEqual({ status: { code: 403, dropToken: false, rate: 1 } });
    expect(parseFaultSpec('status=403drop')).toEqual({ status: { code: 403, dropToken: true, rate: 1 } });
    expect(parseFaultSpec('status=208@0.3')).toEqual({ status: { code: 208, dropToken: false, rate: 0.3 } });
  });

  it.each(['status=404', 'status', 'state1=twice'])('rejects %s with a FaultSpecError', (text) => {
    expect(() => parseFaultSpec(text)).toThrow(FaultSpecError);
  });

  it.each(['error=404', 'latency=-1', 'drop@2', 'bogus', 'token=maybe', 'storage=1', 'latency'])('rejects %s with a FaultSpecError', (text) => {
    expect(() => parseFaultSpec(text)).toThrow(FaultSpecError);
  });

  it('is deterministic with a seed: the same seed gives the same decisions', () => {
    const spec = parseFaultSpec('error=500@0.5');
    const run = () => {
      const rng = createRng(42);
      return Array.from({ length: 40 }, () => decide(spec, rng).errorStatus);
    };
    const a = run();
    expect(run()).toEqual(a);
    expect(a).toContain(500);
    expect(a).toContain(null);
  });
});

describe('fault injection over HTTP', () => {
  let demo: TestDemo;
  let token: string;
  beforeAll(async () => {
    demo = await startTestDemo();
    token = await demo.login('regular');
  });
  afterAll(async () => {
    await demo?.stop();
  });
  afterEach(async () => {
    await fetch(`${demo.url}/demo/faults`, { method: 'DELETE' });
  });

  it('error=503 per request through the X-Demo-Fault header, error=500 through the __fault query', async () => {
    const a = await demo.get('/svc/suggest/api/v7/hint?query=a', { 'X-Demo-Fault': 'error=503' });
    expect(a.status).toBe(503);
    expect(await json(a)).toEqual({ error: 'server error (injected 503)' });
    expect((await demo.get('/svc/suggest/api/v7/hint?query=a&__fault=500')).status).toBe(500);
  });

  it('498 with X-Token-Action and 401 with the token-drop header', async () => {
    const get = await demo.get('/webapi/balance', { 'X-Demo-Fault': '498' });
    expect(get.status).toBe(498);
    expect(get.headers.get('x-token-action')).toBe('get');
    const refresh = await demo.get('/webapi/balance', { 'X-Demo-Fault': 'token=refresh' });
    expect(refresh.headers.get('x-token-action')).toBe('refresh');
    const drop = await demo.get('/webapi/balance', { 'X-Demo-Fault': 'unauthorized' });
    expect(drop.status).toBe(401);
    expect(drop.headers.get('x-drop-token')).toBe('1');
  });

  it('drop destroys the connection without an answer', async () => {
    await expect(demo.get('/static/stores-data.json', { 'X-Demo-Fault': 'drop' })).rejects.toThrow();
    expect((await demo.get('/static/stores-data.json')).status).toBe(200);
  });

  it('timeout holds the request, then closes the connection without an answer', async () => {
    await expect(demo.get('/static/stores-data.json', { 'X-Demo-Fault': 'timeout=1' })).rejects.toThrow();
  });

  it('latency delays but still answers normally', async () => {
    const res = await demo.get('/config/services.json', { 'X-Demo-Fault': 'latency=20' });
    expect(res.status).toBe(200);
  });

  it('a bad per-request spec is a 400, not a crash', async () => {
    const res = await demo.get('/config/services.json', { 'X-Demo-Fault': 'explode' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: 'unknown fault "explode"' });
  });

  it('global faults (POST /demo/faults) follow a seeded, reproducible sequence and can be limited to paths', async () => {
    const statuses = async () => {
      await demo.post('/demo/faults', { faults: 'error=503@0.5,seed=11', paths: ['/svc/suggest'] });
      const list: number[] = [];
      for (let i = 0; i < 16; i++) list.push((await demo.get('/svc/suggest/api/v7/hint?query=a')).status);
      return list;
    };
    const first = await statuses();
    expect(await statuses()).toEqual(first);
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect((await demo.get('/static/stores-data.json')).status).toBe(200);
    expect(await json(await demo.get('/demo/faults'))).toMatchObject({ faults: 'error=503@0.5,seed=11', paths: ['/svc/suggest'] });
  });

  it('global faults never touch the admin endpoints, and a bad global spec is a 400', async () => {
    await demo.post('/demo/faults', { faults: 'error=500' });
    expect((await demo.get('/demo/faults')).status).toBe(200);
    expect((await demo.post('/demo/faults', { faults: 'nope' })).status).toBe(400);
    expect((await demo.post('/demo/faults', { faults: 'drop', paths: ['relative'] })).status).toBe(400);
  });

  it('the faults option (like env DEMO_FAULTS) applies from the start', async () => {
    const faulty = await startTestDemo({ faults: 'error=503' });
    try {
      expect((await faulty.get('/config/services.json')).status).toBe(503);
    } finally {
      await faulty.stop();
    }
  });

  it('status=403 and status=403drop answer 403, the latter with X-Drop-Token: 1; status=208 answers 208 with no body', async () => {
    const plain = await demo.get('/svc/suggest/api/v7/hint?query=a', { 'X-Demo-Fault': 'status=403' });
    expect(plain.status).toBe(403);
    expect(plain.headers.get('x-drop-token')).toBeNull();
    const drop = await demo.get('/svc/suggest/api/v7/hint?query=a', { 'X-Demo-Fault': 'status=403drop' });
    expect(drop.status).toBe(403);
    expect(drop.headers.get('x-drop-token')).toBe('1');
    const reported = await demo.get('/svc/suggest/api/v7/hint?query=a&__fault=status%3D208');
    expect(reported.status).toBe(208);
    expect(await reported.text()).toBe('');
  });

  it('state1=once (global) gives exactly one state-1 answer, then the sync services answer normally', async () => {
    await demo.post('/demo/faults', { faults: 'state1=once', paths: ['/svc/cart/sync'] });
    const states: number[] = [];
    // After the forced state 1 the client resends in full (remember_me=true), then follows the server's change_ts.
    let query = 'ts=0&remember_me=true';
    for (let i = 0; i < 4; i++) {
      const answer = await json<{ state: number; change_ts: number }>(await demo.post(`/svc/cart/sync?${query}&device_id=once`, [], syncHeaders(token)));
      states.push(answer.state);
      query = `ts=${answer.change_ts}`;
    }
    expect(states).toEqual([1, 0, 0, 0]);
    expect(await json(await demo.get('/demo/faults'))).toMatchObject({ injected: { requests: 4, faulted: 1, state1: 1 } });
  });

  it('state1=once is not spent on a request whose own fault keeps the answer from the client', async () => {
    await demo.post('/demo/faults', { faults: 'state1=once', paths: ['/svc/cart/sync'] });
    const failed = await demo.post('/svc/cart/sync?ts=0&device_id=spent', [], { ...syncHeaders(token), 'X-Demo-Fault': 'error=500' });
    expect(failed.status).toBe(500);
    const answer = await json<{ state: number }>(await demo.post('/svc/cart/sync?ts=0&device_id=spent', [], syncHeaders(token)));
    expect(answer.state).toBe(1);
    expect(await json(await demo.get('/demo/faults'))).toMatchObject({ injected: { state1: 1 } });
  });

  it('state1 reaches the sync services through the fault layer', async () => {
    const res = await demo.post('/svc/cart/sync?ts=0&device_id=x', [], { ...syncHeaders(token), 'X-Demo-Fault': 'state1' });
    expect(await json(res)).toMatchObject({ state: 1 });
  });
});
