import { describe, expect, it } from 'vitest';
import { readSecondFactorMessage, readSecondFactorReturn, SECOND_FACTOR_MESSAGE } from '../../../../contracts/wallet';
import { setServiceMap } from '../../../../core/transport/services/services';
import { awaitSecondFactorCode, newSecondFactorState, SecondFactorError, secondFactorWindowUrl } from '../../../../core/domain/wallet/second-factor';

const ORIGIN = 'https://shop.example';
const popup = {} as Window;
const post = (data: unknown, origin = ORIGIN, source: unknown = popup) =>
  dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe('shell §2 second-factor unblock return page: code and state to the opener', () => {
  it('reads only well-formed code and state', () => {
    expect(readSecondFactorReturn(new URLSearchParams('code=abc-1_2&state=ff00'))).toEqual({ code: 'abc-1_2', state: 'ff00' });
    expect(readSecondFactorReturn(new URLSearchParams('code=<script>&state=ff00'))).toBeNull();
    expect(readSecondFactorReturn(new URLSearchParams('state=ff00'))).toBeNull();
    expect(readSecondFactorReturn(new URLSearchParams(`code=${'a'.repeat(257)}&state=ff00`))).toBeNull();
    expect(readSecondFactorMessage({ type: SECOND_FACTOR_MESSAGE, code: 'c', state: 's' })).toEqual({ code: 'c', state: 's' });
    expect(readSecondFactorMessage({ type: 'other', code: 'c', state: 's' })).toBeNull();
    expect(readSecondFactorMessage('vitrina:second-factor')).toBeNull();
  });

  it('a state is 128 random bits and goes to the provider with our return page', () => {
    setServiceMap({ site: '/' });
    const a = newSecondFactorState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSecondFactorState()).not.toBe(a);
    const url = new URL(secondFactorWindowUrl(a, ORIGIN));
    expect(url.searchParams.get('state')).toBe(a);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/security/2fa/return`);
  });

  it('takes the message of our origin, the opened window and the kept state', async () => {
    const code = awaitSecondFactorCode(popup, 'kept', new AbortController().signal, ORIGIN);
    post({ type: SECOND_FACTOR_MESSAGE, code: 'evil', state: 'kept' }, 'https://evil.example');
    post({ type: SECOND_FACTOR_MESSAGE, code: 'other-window', state: 'kept' }, ORIGIN, {});
    post({ type: 'unrelated' });
    post({ type: SECOND_FACTOR_MESSAGE, code: 'good', state: 'kept' });
    await expect(code).resolves.toBe('good');
  });

  it('refuses an answer with another state', async () => {
    const code = awaitSecondFactorCode(popup, 'kept', new AbortController().signal, ORIGIN);
    post({ type: SECOND_FACTOR_MESSAGE, code: 'c', state: 'forged' });
    await expect(code).rejects.toBeInstanceOf(SecondFactorError);
  });

  it('stops listening when the page gives up', async () => {
    const controller = new AbortController();
    const code = awaitSecondFactorCode(popup, 'kept', controller.signal, ORIGIN);
    controller.abort(new Error('left the page'));
    await expect(code).rejects.toThrow('left the page');
  });
});
