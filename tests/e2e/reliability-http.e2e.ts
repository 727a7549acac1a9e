import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import type { RequestOptions } from '../../core/transport/http/request';
import type { ProbeAnswer } from './reliability-http-probe';
import { reportLine, test, expect } from './reliability-demo';
import { demoToken } from './shop-page';

/**
 * Issue 12 "The HTTP error matrix": each status through the kit's own http client
 * (core/http/request.ts, bundled into a probe page) in real Chromium against the demo server,
 * with the behaviour of storefront-shell.md §8 "HTTP". The demo makes 401 (with and without the
 * token-drop header), 403 (with and without it), 404, 204, 208, 498 get/refresh, 500, 503, dropped
 * connections and held requests (demo/API.md fault injection, per request).
 */

const PROBE_ENTRY = fileURLToPath(new URL('./reliability-http-probe.ts', import.meta.url));
const PAGE_PATH = '/__reliability/http.html';
const SCRIPT_PATH = '/__reliability/probe.js';
/** A signed-in call of the demo (the unread notification count). */
const SIGNED_IN_CALL = { group: 'bell', path: '/shard-proxy/api/v3/notice/unread' } as const;

let bundle: Promise<string> | undefined;
function probeScript(): Promise<string> {
  bundle ??= build({ entryPoints: [PROBE_ENTRY], bundle: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, logLevel: 'silent' }).then(
    (result) => result.outputFiles[0]!.text,
  );
  return bundle;
}

type Probe = { call(o: RequestOptions<unknown>): Promise<ProbeAnswer>; token(): string | null; authRequired(): string[]; ready: Promise<boolean> };

/** Loads the probe page (a fresh page state: the renewal throttle and the token start over). */
async function openProbe(page: Page, origin: string, token: string | null): Promise<void> {
  await page.route(`${origin}${PAGE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>probe</title><script type="module" src="${SCRIPT_PATH}"></script>` }),
  );
  await page.route(`${origin}${SCRIPT_PATH}`, async (route) => route.fulfill({ contentType: 'text/javascript', body: await probeScript() }));
  await page.goto(`${origin}/demo/accounts`);
  await page.evaluate((value) => (value ? localStorage.setItem('vitrina:token', value) : localStorage.removeItem('vitrina:token')), token);
  await page.goto(`${origin}${PAGE_PATH}`);
  await page.waitForFunction(() => '__probe' in globalThis);
  expect(await page.evaluate(() => (globalThis as unknown as { __probe: Probe }).__probe.ready)).toBe(true);
}

const call = (page: Page, options: RequestOptions<unknown>) => page.evaluate((o) => (globalThis as unknown as { __probe: Probe }).__probe.call(o), options);
const currentToken = (page: Page) => page.evaluate(() => (globalThis as unknown as { __probe: Probe }).__probe.token());
const authRequired = (page: Page) => page.evaluate(() => (globalThis as unknown as { __probe: Probe }).__probe.authRequired());

const faulted = (fault: string): RequestOptions<unknown> => ({
  url: SIGNED_IN_CALL,
  query: { app_type: 'web' },
  auth: 'required',
  headers: { 'X-Demo-Fault': fault },
});

test.describe('reliability: the HTTP error matrix in Chromium (storefront-shell.md §8 HTTP)', () => {
  test('each status gives its §8 behaviour through the kit http client', async ({ page, context, privateDemo }) => {
    test.setTimeout(60_000);
    const origin = privateDemo.url;
    const rows: string[] = [];
    const row = (name: string, answer: ProbeAnswer) =>
      rows.push(`${name} ${answer.ok ? (answer.value === null ? 'null' : 'ok') : answer.name.replace(/Error$/, '')}`);

    // 401 without the drop header (no token sent to a signed-in call): unauthorized, the token stays.
    let token = await demoToken(page.request, origin, 'regular');
    await openProbe(page, origin, token);
    let answer = await call(page, { url: SIGNED_IN_CALL, query: { app_type: 'web' }, auth: 'none' });
    expect(answer).toMatchObject({ ok: false, name: 'UnauthorizedError', status: 401, dropped: false });
    expect(await currentToken(page)).toBe(token);
    row('401', answer);

    // 403 without and with the drop header (demo faults status=403 and status=403drop).
    answer = await call(page, faulted('status=403'));
    expect(answer).toMatchObject({ ok: false, name: 'UnauthorizedError', status: 403, dropped: false });
    expect(await currentToken(page)).toBe(token);
    row('403', answer);
    answer = await call(page, faulted('status=403drop'));
    expect(answer).toMatchObject({ ok: false, name: 'UnauthorizedError', status: 403, dropped: true });
    expect(await currentToken(page)).toBeNull();
    expect(await authRequired(page)).toHaveLength(1);
    row('403+drop (token cleared, login asked)', answer);

    // 401 with the drop header (demo fault "unauthorized").
    token = await demoToken(page.request, origin, 'regular');
    await openProbe(page, origin, token);
    answer = await call(page, faulted('unauthorized'));
    expect(answer).toMatchObject({ ok: false, name: 'UnauthorizedError', status: 401, dropped: true });
    expect(await currentToken(page)).toBeNull();
    expect(await authRequired(page)).toHaveLength(1);
    row('401+drop (token cleared, login asked)', answer);
    // No token at all: rejected before any request ('miss token').
    answer = await call(page, { url: SIGNED_IN_CALL, query: { app_type: 'web' }, auth: 'required' });
    expect(answer).toMatchObject({ ok: false, name: 'MissTokenError' });
    row('no token', answer);

    // 404, 204, 208.
    answer = await call(page, { url: { group: 'search', path: '/no-such-call' } });
    expect(answer).toMatchObject({ ok: false, name: 'NotFoundError', status: 404 });
    row('404', answer);
    answer = await call(page, { url: { group: 'site', path: '/webapi/logging/favs/metrics' }, query: { status: 'ok' }, method: 'POST' });
    expect(answer).toEqual({ ok: true, value: null });
    row('204', answer);
    answer = await call(page, { url: SIGNED_IN_CALL, query: { app_type: 'web' }, headers: { 'X-Demo-Fault': 'status=208' } });
    expect(answer).toEqual({ ok: true, value: null });
    row('208', answer);

    // 500 and 503 keep their status.
    for (const status of [500, 503]) {
      answer = await call(page, { url: { group: 'search', path: '/search' }, query: { query: 'x' }, headers: { 'X-Demo-Fault': `error=${status}` } });
      expect(answer).toMatchObject({ ok: false, name: 'HttpFailure', status });
      row(String(status), answer);
    }

    // Network down (offline, and a connection the server drops), and a timeout.
    await context.setOffline(true);
    answer = await call(page, { url: { group: 'search', path: '/search' }, query: { query: 'x' } });
    await context.setOffline(false);
    expect(answer).toMatchObject({ ok: false, name: 'NetworkError' });
    row('offline', answer);
    answer = await call(page, { url: { group: 'search', path: '/search' }, query: { query: 'x' }, headers: { 'X-Demo-Fault': 'drop' } });
    expect(answer).toMatchObject({ ok: false, name: 'NetworkError' });
    row('dropped', answer);
    answer = await call(page, { url: { group: 'search', path: '/search' }, query: { query: 'x' }, headers: { 'X-Demo-Fault': 'timeout=2' }, timeout: 300 });
    expect(answer).toMatchObject({ ok: false, name: 'TimeoutError' });
    row('timeout', answer);

    // 498 get and refresh: a new token through the slide exchange, then the call is repeated once.
    for (const action of ['get', 'refresh'] as const) {
      token = await demoToken(page.request, origin, 'regular');
      await openProbe(page, origin, token);
      let attempts = 0;
      const slides: string[] = [];
      page.on('request', (r) => r.url().includes('/v2/auth/slide-v3') && slides.push(r.url()));
      await page.route(`${origin}/svc/bell/shard-proxy/api/v3/notice/unread*`, (route) => {
        attempts++;
        const headers = { ...route.request().headers() };
        if (attempts === 1) headers['x-demo-fault'] = `token=${action}`;
        return route.continue({ headers });
      });
      answer = await call(page, { url: SIGNED_IN_CALL, query: { app_type: 'web' }, auth: 'required' });
      expect(answer, action).toMatchObject({ ok: true });
      expect(attempts, action).toBe(2);
      expect(slides.length, action).toBeGreaterThan(0);
      const renewed = await currentToken(page);
      expect(renewed).toBeTruthy();
      expect(renewed).not.toBe(token);
      row(`498 ${action} (new token, retried once)`, answer);
      await page.unroute(`${origin}/svc/bell/shard-proxy/api/v3/notice/unread*`);
    }

    // A 498 that persists is not retried forever: one renewal, then InvalidTokenError.
    token = await demoToken(page.request, origin, 'regular');
    await openProbe(page, origin, token);
    answer = await call(page, faulted('token=get'));
    expect(answer).toMatchObject({ ok: false, name: 'InvalidTokenError' });
    row('498 after renewal', answer);

    reportLine(test.info(), 'faults', `HTTP matrix, ${rows.length} cases through core/http in Chromium against the demo, all as §8: ${rows.join(', ')}`);
  });
});
