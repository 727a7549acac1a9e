/**
 * Wire form -> domain for the balance call (storefront-shell.md §3 "Balance"; §7 "Balance ...
 * details not shown": **(demo)** GET {site}/webapi/balance answers {state: 0, value: {...}} in
 * minor units).
 */
import type { Balance } from '../core/balance/types';
import { isCurrency } from './locales';
import { isRecord, readInteger, readNumber, readString } from './wire';

export class MalformedBalanceError extends Error {
  override name = 'MalformedBalanceError';
}

/** Throws MalformedBalanceError (request() turns it into MalformedResponseError) for an unusable answer. */
export function reshapeBalance(payload: unknown): Balance {
  const value = isRecord(payload) && isRecord(payload.value) ? payload.value : payload;
  if (!isRecord(value)) throw new MalformedBalanceError('balance answer is not an object');
  const total = readNumber(value, 'totalBalance');
  const currency = readString(value, 'balanceCurrency');
  if (total === undefined) throw new MalformedBalanceError('balance answer has no totalBalance');
  if (!isCurrency(currency)) throw new MalformedBalanceError(`balance currency ${String(currency)} is unknown`);
  return {
    totalBalance: total,
    cashbackBalance: readNumber(value, 'cashbackBalance') ?? 0,
    balanceCurrency: currency,
    totalBalanceRub: readNumber(value, 'totalBalanceRub') ?? null,
    walletTypeCode: Math.max(0, readInteger(value, 'walletTypeCode') ?? 0),
    walletRidLimit: readNumber(value, 'walletRidLimit') ?? null,
    moneyBalanceGEL: readNumber(value, 'moneyBalanceGEL') ?? 0,
    moneyBalanceTJS: readNumber(value, 'moneyBalanceTJS') ?? 0,
  };
}
