/**
 * The second-factor window of the wallet's 2FA step (storefront-shell.md §2 "Second-factor unblock
 * return page: passes a code and state to the opener window and closes itself"; routing-wallet §6
 * "Users with 2FA need a valid wallet token, else /lk#check2fa"). The spec shows neither the
 * window's address nor the exchange call: **(demo)** the provider page and the exchange below,
 * documented in demo/API.md.
 */
import { isRecord } from '../wire';

/** routing-wallet §6 "Users with 2FA need a valid wallet token, else /lk#check2fa": the cabinet's 2FA step. */
export const CHECK_2FA_PATH = '/lk#check2fa';

import { SECOND_FACTOR_RETURN_PATH } from './second-factor-path';

export { SECOND_FACTOR_RETURN_PATH };
/** **(demo)** The second-factor provider's page: GET ?state=&redirect_uri= shows the code form. */
export const SECOND_FACTOR_PROVIDER_PATH = '/security/2fa/provider';
/** **(demo)** POST {code} of the provider -> the wallet proof answer (reshapeWalletProof); a used or unknown code is {state:-1}. */
export const WALLET_TOKEN_EXCHANGE_PATH = '/webapi/user/wallet-token/exchange';
/** The message the return page posts to its opener. */
export const SECOND_FACTOR_MESSAGE = 'vitrina:second-factor';
/** Longest code or state accepted (both are opaque; anything longer is not ours). */
export const SECOND_FACTOR_VALUE_MAX = 256;

export interface SecondFactorResult {
  code: string;
  state: string;
}

const opaque = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= SECOND_FACTOR_VALUE_MAX && /^[\w.~-]+$/.test(value);

/** The return page's message, or null for anything else posted to the window. */
export function readSecondFactorMessage(data: unknown): SecondFactorResult | null {
  if (!isRecord(data) || data.type !== SECOND_FACTOR_MESSAGE) return null;
  return opaque(data.code) && opaque(data.state) ? { code: data.code, state: data.state } : null;
}

/** The code and state the provider put in the return address, or null when either is missing or malformed. */
export function readSecondFactorReturn(search: URLSearchParams): SecondFactorResult | null {
  const code = search.get('code');
  const state = search.get('state');
  return opaque(code) && opaque(state) ? { code, state } : null;
}
