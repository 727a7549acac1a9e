/**
 * Getting the wallet token (2FA) and entering the security code (storefront-routing-wallet.md §6).
 * The calls are not shown in the spec: **(demo)** POST {site}/webapi/user/wallet-token {code} and
 * /webapi/user/security-code {code}, documented in demo/API.md. The proof is kept for the tab's session.
 */
import { MalformedResponseError, request } from '../../transport/http';
import { SECURITY_CODE_KEY, WALLET_TOKEN_KEY, storeProof, type WalletProof } from './wallet-token';
import { reshapeWalletProof, SECURITY_CODE_PATH_API, WALLET_TOKEN_PATH } from '../../../contracts/wallet';

/** The code lengths the forms accept (the demo's choice: 6-digit 2FA code, 4-digit security code). */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const SECURITY_CODE_LENGTH = 4;

async function confirm(path: string, key: WalletProof, code: string): Promise<void> {
  const proof = await request({
    url: { group: 'site', path },
    method: 'POST',
    auth: 'required',
    v2: true,
    body: { json: { code } },
    parse: reshapeWalletProof,
  });
  if (!proof) throw new MalformedResponseError(path, 'empty answer');
  storeProof(key, proof.token, proof.expiresAtMs);
}

/** Rejects with the request's typed error (a wrong code is a KnownServerError with the server's message). */
export function confirmTwoFactor(code: string): Promise<void> {
  return confirm(WALLET_TOKEN_PATH, WALLET_TOKEN_KEY, code);
}

export function confirmSecurityCode(code: string): Promise<void> {
  return confirm(SECURITY_CODE_PATH_API, SECURITY_CODE_KEY, code);
}

export function validCode(code: string, length: number): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}
