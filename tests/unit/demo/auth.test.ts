// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(async () => {
  await demo?.stop();
});

function payloadOf(token: string): Record<string, unknown> {
  const parts = token.split('.');
  expect(parts).toHaveLength(3);
  return JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const balance = (token: string) => demo.get('/webapi/balance', bearer(token));

describe('demo sign-in (issue 4 §3)', () => {
  it('POST /demo/login gives a JWT with user, shard_key, session_id, iat (storefront-shell.md §3)', async () => {
    const token = await demo.login('regular');
    expect(payloadOf(token)).toEqual({ user: 1000001, shard_key: expect.any(String), session_id: expect.any(String), iat: expect.any(Number) });
  });

  it('every demo account can sign in; an unknown one is a 400 listing them', async () => {
    for (const account of ['regular', 'club', 'employee', 'business', 'seller', 'ge', 'tj', 'global']) await demo.login(account);
    const res = await demo.post('/demo/login', { account: 'nobody' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'unknown account', accounts: expect.arrayContaining(['club', 'ge', 'tj', 'global']) });
  });

  it("GET /security/login lists the demo accounts in an accessible form, in the shop's language (ru by default)", async () => {
    const res = await demo.get('/security/login?returnUrl=/lk/basket');
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<h1>Вход</h1>');
    expect(html).toContain('<legend>Демо-аккаунт</legend>');
    expect(html).toContain('<label class="account"><input type="radio" name="account" value="club"><span class="account-title">Участник клуба (Россия)</span>');
    expect(html).toContain('<button type="submit" class="primary">Войти</button>');
    expect(html).toContain('name="returnUrl" value="/lk/basket"');
    expect(html).toContain('<input type="hidden" name="lang" value="ru">');
  });

  it('the sign-in page in the language the shopper chose: ?lang= from its script, kept through the form; an unknown one is ru', async () => {
    const en = await (await demo.get('/security/login?returnUrl=/&lang=en')).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<button type="submit" class="primary">Sign in</button>');
    expect(en).toContain('<a href="/">Continue as a guest</a>');
    const kk = await (await demo.get('/security/login?lang=kk')).text();
    expect(kk).toContain('<h1>Кіру</h1>');
    expect(await (await demo.get('/security/login?lang=xx')).text()).toContain('<html lang="ru">');
    const signingIn = await fetch(`${demo.url}/security/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=nobody&returnUrl=%2F&lang=ka',
    });
    const again = await signingIn.text();
    expect(again).toContain('<html lang="ka">');
    expect(again).toContain('აირჩიეთ ერთ-ერთი სადემონსტრაციო ანგარიში.');
    // The page's script reads the kit's stored language and asks for the page again with ?lang=.
    const script = await (await demo.get('/demo/assets/sign-in-language.js')).text();
    expect(script).toContain("localStorage.getItem('vitrina:language')");
    expect(script).toContain("url.searchParams.set('lang', stored)");
  });

  it('POST /security/login hands the token over through the page and keeps a same-site returnUrl', async () => {
    const res = await fetch(`${demo.url}/security/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=tj&returnUrl=%2Flk%2Fmywallet',
    });
    const html = await res.text();
    const token = /name="vitrina-token" content="([^"]+)"/.exec(html)?.[1];
    expect(token && payloadOf(token).user).toBe(1000007);
    expect(html).toContain('name="vitrina-return" content="/lk/mywallet"');
    const script = await (await demo.get('/demo/assets/sign-in.js')).text();
    expect(script).toContain("localStorage.setItem('vitrina:token', token)");
  });

  it('§2.4 a returnUrl on another host falls back to /lk; an unknown account re-shows the form with an alert', async () => {
    const res = await fetch(`${demo.url}/security/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=regular&returnUrl=https%3A%2F%2Fevil.example%2F',
    });
    expect(await res.text()).toContain('name="vitrina-return" content="/lk"');
    const bad = await fetch(`${demo.url}/security/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=%3Cscript%3E',
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('<script>');
  });
});

describe('token rules (storefront-shell.md §4 Auth token, §8 HTTP)', () => {
  it('no token: 401 miss token; a malformed or foreign token: 498 with X-Token-Action get', async () => {
    const none = await demo.get('/webapi/balance');
    expect(none.status).toBe(401);
    expect(await json(none)).toEqual({ error: 'miss token' });
    const forged = await balance('aaa.bbb.ccc');
    expect(forged.status).toBe(498);
    expect(forged.headers.get('x-token-action')).toBe('get');
  });

  it('slide-v3 then confirm: the new token works, the old one answers 498 refresh after the confirmation', async () => {
    const old = await demo.login('club', 3 * 24 * 3600);
    const slide = await json(await demo.post('/svc/auth/v2/auth/slide-v3', { sticker: '' }, bearer(old)));
    expect(slide).toEqual({ result: 0, payload: { access_token: expect.any(String), sticker: expect.any(String) }, error: '' });
    const fresh = slide.payload.access_token as string;
    expect(payloadOf(fresh).session_id).toBe(payloadOf(old).session_id);
    expect(payloadOf(fresh).iat as number).toBeGreaterThan(payloadOf(old).iat as number);
    expect((await balance(old)).status).toBe(200);
    expect(await json(await demo.post('/svc/auth/v2/auth/slide-v3-confirm', { sticker: 'wrong' }, bearer(fresh)))).toEqual({
      result: 2,
      error: 'unknown sticker',
    });
    expect(await json(await demo.post('/svc/auth/v2/auth/slide-v3-confirm', { sticker: slide.payload.sticker }, bearer(fresh)))).toEqual({
      result: 0,
      error: '',
    });
    const stale = await balance(old);
    expect(stale.status).toBe(498);
    expect(stale.headers.get('x-token-action')).toBe('refresh');
    expect((await balance(fresh)).status).toBe(200);
  });

  it('a token past the demo lifetime (7 days) answers 498 refresh and can still be slid', async () => {
    const old = await demo.login('regular', 8 * 24 * 3600);
    const res = await balance(old);
    expect(res.status).toBe(498);
    expect(res.headers.get('x-token-action')).toBe('refresh');
    const slide = await json(await demo.post('/svc/auth/v2/auth/slide-v3', {}, bearer(old)));
    expect(slide.result).toBe(0);
    expect((await balance(slide.payload.access_token)).status).toBe(200);
  });

  it('logoff ends the session: 401 with the token-drop header, and a later slide is refused (result 1)', async () => {
    const token = await demo.login('seller');
    expect(await json(await demo.post('/svc/auth/v2/auth/logoff', {}, bearer(token)))).toEqual({ result: 0, error: '' });
    const res = await balance(token);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-drop-token')).toBe('1');
    expect(await json(await demo.post('/svc/auth/v2/auth/slide-v3', {}, bearer(token)))).toMatchObject({ result: 1, payload: null });
    expect(await json(await demo.post('/svc/auth/v2/auth/slide-v3', {}))).toMatchObject({ result: 1 });
  });

  it('POST /webapi/security/exit signs out and answers a same-site url', async () => {
    const token = await demo.login('employee');
    expect(await json(await demo.post('/webapi/security/exit', { returnUrl: '/catalog' }, bearer(token)))).toEqual({ state: 0, url: '/catalog' });
    expect((await balance(token)).status).toBe(401);
    expect(await json(await demo.post('/webapi/security/exit', { returnUrl: 'javascript:alert(1)' }))).toEqual({ state: 0, url: '/' });
  });

  it('tokens survive a restart (the signing secret is kept in the database)', async () => {
    const first = await startTestDemo();
    const token = await first.login('regular');
    await first.close();
    const second = await startTestDemo({ dataDir: first.dataDir });
    try {
      expect((await second.get('/webapi/balance', bearer(token))).status).toBe(200);
    } finally {
      await second.stop();
      const { rmSync } = await import('node:fs');
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
