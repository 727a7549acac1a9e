// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestDemo, type TestDemo } from './helpers';

let demo: TestDemo;
let token: string;
beforeAll(async () => {
  demo = await startTestDemo();
  token = await demo.login('regular');
});
afterAll(async () => {
  await demo?.stop();
});

const AUTHORIZE = '/svc/auth/oauth/authorize';
const TOKEN = '/svc/auth/oauth/token';

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function authorize(overrides: Record<string, unknown> = {}, as = token) {
  const { verifier, challenge } = pkce();
  const body = {
    client_id: 'partner-app',
    redirect_uri: 'http://partner.test/cb',
    scope: 'openid profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const res = await demo.post(AUTHORIZE, body, bearer(as));
  return { res, verifier, body };
}

async function exchange(fields: Record<string, string>) {
  return fetch(demo.url + TOKEN, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
}

describe('demo OAuth authorize and token (PKCE S256, contracts/oauth.ts)', () => {
  it('a code from authorize and the matching code_verifier give an access token for the shopper and the scope', async () => {
    const { res, verifier, body } = await authorize();
    expect(res.status).toBe(200);
    const { code, expires_in } = (await json(res)) as { code: string; expires_in: number };
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(expires_in).toBe(600);
    const answer = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: body.client_id,
      redirect_uri: body.redirect_uri,
      code_verifier: verifier,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await json(answer)).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: 'openid profile', user_id: 1000001 });
  });

  it('a wrong code_verifier is refused (invalid_grant), and the code is then spent', async () => {
    const { res, verifier, body } = await authorize();
    const { code } = (await json(res)) as { code: string };
    const wrong = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: body.client_id,
      redirect_uri: body.redirect_uri,
      code_verifier: pkce().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: 'invalid_grant' });
    const right = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: body.client_id,
      redirect_uri: body.redirect_uri,
      code_verifier: verifier,
    });
    expect(right.status).toBe(400);
  });

  it('a code used twice is refused the second time', async () => {
    const { res, verifier, body } = await authorize();
    const { code } = (await json(res)) as { code: string };
    const fields = { grant_type: 'authorization_code', code, client_id: body.client_id, redirect_uri: body.redirect_uri, code_verifier: verifier };
    expect((await exchange(fields)).status).toBe(200);
    const again = await exchange(fields);
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ error: 'invalid_grant' });
  });

  it('a redirect_uri or client_id other than the one the code was issued for is refused', async () => {
    for (const mismatch of [{ redirect_uri: 'http://partner.test/other' }, { client_id: 'another-app' }]) {
      const { res, verifier, body } = await authorize();
      const { code } = (await json(res)) as { code: string };
      const answer = await exchange({
        grant_type: 'authorization_code',
        code,
        client_id: body.client_id,
        redirect_uri: body.redirect_uri,
        code_verifier: verifier,
        ...mismatch,
      });
      expect(answer.status).toBe(400);
      expect(await json(answer)).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('authorize needs a signed-in shopper', async () => {
    const res = await demo.post(AUTHORIZE, { client_id: 'x' });
    expect(res.status).toBe(401);
  });

  it('routing-wallet §5: authorize refuses a redirect_uri that is neither http:// nor this host, a plain challenge, a malformed challenge', async () => {
    for (const overrides of [
      { redirect_uri: 'https://evil.test/cb' },
      { redirect_uri: 'javascript:alert(1)' },
      { code_challenge_method: 'plain' },
      { code_challenge: 'short' },
      { scope: '   ' },
    ]) {
      const { res } = await authorize(overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(await json(res)).toMatchObject({ error: 'invalid_request' });
    }
    const { res } = await authorize({ redirect_uri: `${demo.url}/cb?x=1` });
    expect(res.status).toBe(200);
  });

  it('the token endpoint refuses another grant type and a missing verifier', async () => {
    expect(await json(await exchange({ grant_type: 'password' }))).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await exchange({ grant_type: 'authorization_code', code: 'x' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ error: 'invalid_request' });
  });

  it('the consent page refuses to be framed by another site (clickjacking); other pages keep their policy', async () => {
    const consent = await demo.get('/security/oauth?client_id=a&scope=openid&redirect_uri=http%3A%2F%2Fa.test%2Fcb&code_challenge=c');
    expect(consent.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(consent.headers.get('x-frame-options')).toBe('DENY');
    const home = await demo.get('/');
    expect(home.headers.get('content-security-policy')).not.toContain('frame-ancestors');
    expect(home.headers.get('x-frame-options')).toBeNull();
  });

  it('the code exchange answers a partner app on any origin, without credentials; authorize does not', async () => {
    const origin = 'https://any-partner.example';
    const preflight = await fetch(demo.url + TOKEN, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const exchanged = await fetch(demo.url + TOKEN, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: '{"grant_type":"password"}',
    });
    expect(exchanged.headers.get('access-control-allow-origin')).toBe('*');
    const authorizePreflight = await fetch(demo.url + AUTHORIZE, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(authorizePreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
