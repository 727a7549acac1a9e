// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isUserKey, routeDataKey } from '../../../sw/route-data-key';

const DATA = 'https://shop.test/webapi/spa/data/SpaBasketData?url=%2Flk%2Fbasket';
const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;
const post = (headers: Record<string, string> = {}, body?: string) => new Request(DATA, { method: 'POST', headers, ...(body ? { body } : {}) });

describe('route data cache keys (the Cache API keeps GET keys only)', () => {
  it("a guest's key is the address plus vt-user=guest", async () => {
    expect(await routeDataKey(post())).toBe(`${DATA}&vt-user=guest`);
  });

  it("a signed-in shopper's key names the JWT's user: two users of one browser never share data, a slid token keeps it", async () => {
    const first = await routeDataKey(post({ Authorization: `Bearer ${jwt({ user: 101, shard_key: '1', session_id: 'a', iat: 1 })}` }));
    const slid = await routeDataKey(post({ Authorization: `Bearer ${jwt({ user: 101, shard_key: '1', session_id: 'b', iat: 2 })}` }));
    const other = await routeDataKey(post({ Authorization: `Bearer ${jwt({ user: 202, shard_key: '1', session_id: 'c', iat: 1 })}` }));
    expect(first).toBe(`${DATA}&vt-user=u101`);
    expect(slid).toBe(first);
    expect(other).toBe(`${DATA}&vt-user=u202`);
    expect(isUserKey(first)).toBe(true);
    expect(isUserKey(`${DATA}&vt-user=guest`)).toBe(false);
  });

  it('a token that is not a JWT is keyed by its digest, never as a guest', async () => {
    const key = await routeDataKey(post({ Authorization: 'Bearer not-a-jwt' }));
    expect(key).toMatch(/&vt-user=t[0-9a-f]{24}$/);
  });

  it("a body is part of the key (its digest), and reading it leaves the request's body for the network", async () => {
    const request = post({}, '{"a":1}');
    const key = await routeDataKey(request);
    expect(key).toMatch(/&vt-user=guest&vt-body=[0-9a-f]{24}$/);
    expect(await routeDataKey(post({}, '{"a":2}'))).not.toBe(key);
    expect(await request.text()).toBe('{"a":1}');
  });
});
