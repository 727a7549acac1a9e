/**
 * Wire form -> domain for SpaWalletPurchaseData (storefront-routing-wallet.md §2.2; payload not
 * shown: **(demo)** {balance, wallet: {status, kind, monthRemaining}, purchases}).
 */
import { isWalletKind, toWalletStatus } from './codes';
import type { WalletDetails } from './types';
import { reshapeMoneyRecords } from '../orders';
import { isRecord, readNumber } from '../wire';

export function reshapeWalletDetails(payload: unknown): WalletDetails {
  const wallet = isRecord(payload) && isRecord(payload.wallet) ? payload.wallet : {};
  return {
    status: toWalletStatus(wallet.status),
    kind: isWalletKind(wallet.kind) ? wallet.kind : null,
    monthRemaining: readNumber(wallet, 'monthRemaining') ?? null,
    purchases: reshapeMoneyRecords(payload, 'purchases'),
  };
}

export class MalformedWalletProofError extends Error {
  override name = 'MalformedWalletProofError';
}

/** POST /webapi/user/wallet-token and /webapi/user/security-code **(demo)**: {state: 0, value: {token, expiresAt (s)}}. */
export function reshapeWalletProof(payload: unknown): { token: string; expiresAtMs: number } {
  const value = isRecord(payload) && isRecord(payload.value) ? payload.value : payload;
  const token = isRecord(value) && typeof value.token === 'string' && value.token !== '' ? value.token : undefined;
  const expiresAt = isRecord(value) ? readNumber(value, 'expiresAt') : undefined;
  if (token === undefined || expiresAt === undefined) throw new MalformedWalletProofError('wallet proof answer has no token or expiresAt');
  return { token, expiresAtMs: expiresAt * 1000 };
}

export const WALLET_TOKEN_PATH = '/webapi/user/wallet-token';

export const SECURITY_CODE_PATH_API = '/webapi/user/security-code';
