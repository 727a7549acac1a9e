// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../demo/server/body';
import { json, startTestDemo, syncHeaders, type TestDemo } from './helpers';

/** The lighter request path of the issue 4 latency work keeps every rule of the slower one. */
let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(async () => {
  await demo.stop();
});

/** A POST whose body is sent chunked (no Content-Length), so only counting the bytes can refuse it. */
function postChunked(path: string, chunks: string[]): Promise<{ status: number; body: string }> {
  const url = new URL(demo.url + path);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('request path (issue 4 bench)', () => {
  it('a chunked body over 1 MB still gets 413', async () => {
    const piece = 'x'.repeat(64 * 1024);
    const chunks = ['{"msg":"', ...Array.from({ length: Math.ceil(MAX_BODY_BYTES / piece.length) + 1 }, () => piece), '"}'];
    const res = await postChunked('/webapi/logging/jserror', chunks).catch(() => ({ status: 413, body: '' }));
    expect(res.status).toBe(413);
  });

  it('a chunked body under the limit is read and applied', async () => {
    const res = await postChunked('/webapi/logging/jserror', ['{"msg":', '"sent in chunks"}']);
    expect(res.status).toBeLessThan(300);
    const logged = await json<{ body: { msg?: string } }[]>(await demo.get('/demo/logs?kind=jserror'));
    expect(logged.map((entry) => entry.body.msg)).toContain('sent in chunks');
  });

  it('a sync body read from the socket is applied once and answered', async () => {
    const token = await demo.login('regular');
    const op = { chrt_id: 424242, cod_1s: 4242, client_ts: 1_700_000_000_000, op_type: 1, type: 2, target_url: '', meta_json: '{}' };
    const first = await json(await demo.post('/svc/favs/sync?ts=0&device_id=path-test', [op], syncHeaders(token)));
    expect(first.state).toBe(0);
    expect(first.applied).toBe(1);
    const again = await json(await demo.post(`/svc/favs/sync?ts=${first.change_ts}&device_id=path-test`, [op], syncHeaders(token)));
    expect(again.applied).toBe(0);
    expect(again.rejected).toEqual([{ index: 0, key: expect.any(String), reason: 'duplicate' }]);
  });

  it('a token already verified is refused at once after logoff (the session cache is dropped on write)', async () => {
    const token = await demo.login('regular');
    expect((await demo.post('/svc/favs/sync?ts=0&device_id=cache-test', [], syncHeaders(token))).status).toBe(200);
    await demo.post('/svc/auth/v2/auth/logoff', {}, { Authorization: `Bearer ${token}` });
    const res = await demo.post('/svc/favs/sync?ts=0&device_id=cache-test', [], syncHeaders(token));
    expect(res.status).toBe(401);
    expect(res.headers.get('x-drop-token')).toBe('1');
  });

  it('a tampered copy of a verified token is still refused with 498 get', async () => {
    const token = await demo.login('regular');
    await demo.post('/svc/favs/sync?ts=0&device_id=tamper-test', [], syncHeaders(token));
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const res = await demo.post('/svc/favs/sync?ts=0&device_id=tamper-test', [], syncHeaders(tampered));
    expect(res.status).toBe(498);
    expect(res.headers.get('x-token-action')).toBe('get');
  });

  it('a same-origin request (no Origin) gets Vary: Origin and no CORS grant', async () => {
    const res = await demo.get('/config/services.json');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
