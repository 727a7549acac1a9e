import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../core/transport/token';
import { forgetUserDataOnSignOut } from '../../../host/service-worker/forget-on-sign-out';
import { FORGET_USER_DATA } from '../../../sw/messages';
import { makeJwt, resetPage } from '../core/http-fakes';

describe('signing out drops the signed-in data the service worker cached', () => {
  beforeEach(() => resetPage());

  it('tells the worker once the shopper signs out, not at sign-in nor for a guest', () => {
    const postMessage = vi.fn();
    const container = { controller: { postMessage } } as unknown as ServiceWorkerContainer;
    const stop = forgetUserDataOnSignOut(container);
    setToken(makeJwt({ user: 1001 }));
    expect(postMessage).not.toHaveBeenCalled();
    clearToken();
    expect(postMessage).toHaveBeenCalledWith({ type: FORGET_USER_DATA });
    expect(postMessage).toHaveBeenCalledTimes(1);
    stop();
  });
});
