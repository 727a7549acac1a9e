/**
 * The wallet's second factor through the provider's window (storefront-shell.md §2 "Second-factor
 * unblock return page: passes a code and state to the opener window and closes itself";
 * routing-wallet §6 "Users with 2FA need a valid wallet token, else /lk#check2fa").
 *
 * /lk#check2fa opens the provider's window with a random state it keeps; the provider confirms the
 * code and sends the window to our return page, which posts {code, state} to its opener for our
 * own origin only. Here the opener takes only that message: from our origin, from the window it
 * opened, with the state it generated. The code is then exchanged for the wallet token.
 */
import {
  readSecondFactorMessage,
  reshapeWalletProof,
  SECOND_FACTOR_PROVIDER_PATH,
  SECOND_FACTOR_RETURN_PATH,
  WALLET_TOKEN_EXCHANGE_PATH,
} from '../../../contracts/wallet';
import { MalformedResponseError, request } from '../../transport/http';
import { serviceUrl } from '../../transport/services';
import { storeProof, WALLET_TOKEN_KEY } from './wallet-token';

/** The window's name and size (a popup, not a tab). */
export const SECOND_FACTOR_WINDOW = { name: 'vitrina-second-factor', features: 'popup,width=480,height=640' } as const;
const STATE_BYTES = 16;

export type SecondFactorFailure = 'blocked' | 'state';

export class SecondFactorError extends Error {
  override name = 'SecondFactorError';
  constructor(readonly reason: SecondFactorFailure) {
    super(reason === 'blocked' ? 'the second-factor window could not be opened' : 'the second-factor answer carries another state');
  }
}

/** A random state of 128 bits, hex. */
export function newSecondFactorState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider's address for this state, returning to our return page on our origin. */
export function secondFactorWindowUrl(state: string, origin = location.origin): string {
  const url = new URL(SECOND_FACTOR_PROVIDER_PATH, new URL(serviceUrl('site'), origin));
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', new URL(SECOND_FACTOR_RETURN_PATH, origin).href);
  return url.href;
}

/**
 * Waits for the return page's message: only from `origin`, only from `popup` (when known), and
 * with `state`. Messages of other origins or windows, and other messages, are ignored; a
 * matching message with another state rejects (SecondFactorError 'state'). Resolves with the code.
 */
export function awaitSecondFactorCode(popup: Window | null, state: string, signal: AbortSignal, origin = location.origin): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      removeEventListener('message', onMessage);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      done();
      reject(signal.reason);
    };
    const onMessage = (event: MessageEvent) => {
      const answer = readSecondFactorMessage(event.data);
      if (!answer) return;
      if (event.origin !== origin || (popup !== null && event.source !== popup)) {
        console.warn('[vitrina] a second-factor message from another window or origin was ignored', event.origin);
        return;
      }
      done();
      if (answer.state === state) resolve(answer.code);
      else reject(new SecondFactorError('state'));
    };
    if (signal.aborted) return reject(signal.reason);
    addEventListener('message', onMessage);
    signal.addEventListener('abort', onAbort);
  });
}

/** Exchanges the provider's code for the wallet token and keeps it (wallet-token.ts). Rejects with the request's typed error. */
export async function exchangeSecondFactorCode(code: string): Promise<void> {
  const proof = await request({
    url: { group: 'site', path: WALLET_TOKEN_EXCHANGE_PATH },
    method: 'POST',
    auth: 'required',
    v2: true,
    body: { json: { code } },
    parse: reshapeWalletProof,
  });
  if (!proof) throw new MalformedResponseError(WALLET_TOKEN_EXCHANGE_PATH, 'empty answer');
  storeProof(WALLET_TOKEN_KEY, proof.token, proof.expiresAtMs);
}

/**
 * Opens the provider's window (call it straight from the click: browsers block a window opened
 * later), waits for its answer and exchanges the code. Rejects with SecondFactorError ('blocked'
 * when no window opened, 'state' on a foreign state) or the exchange's error.
 */
export async function confirmSecondFactor(signal: AbortSignal): Promise<void> {
  const state = newSecondFactorState();
  const popup = open(secondFactorWindowUrl(state), SECOND_FACTOR_WINDOW.name, SECOND_FACTOR_WINDOW.features);
  if (!popup) throw new SecondFactorError('blocked');
  const code = await awaitSecondFactorCode(popup, state, signal);
  await exchangeSecondFactorCode(code);
}
