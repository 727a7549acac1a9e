import { describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../../../core/runtime';
import { tokenRenewal } from '../../../core/transport/http/token-renewal';

const renewToken = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../core/transport/auth/renew', () => ({ renewToken }));
vi.mock('../../../core/runtime/start-session', () => ({ startSession: () => {} }));

describe('the session boot (storefront-shell.md §8 invalid token)', () => {
  it('§8 gives the transport the auth module\'s renewal: a 498 "get" renews through it', async () => {
    expect(tokenRenewal()).toBe(null);
    void getRuntime().boot();
    const renewal = tokenRenewal();
    expect(renewal).not.toBe(null);
    await expect(renewal!('get', 'stale-token')).resolves.toBe(true);
    expect(renewToken).toHaveBeenCalledExactlyOnceWith('get', 'stale-token');
  });
});
