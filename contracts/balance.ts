/**
 * Wire form -> domain for the balance call (storefront-shell.md §3 "Balance"; §7 "Balance ...
 * details not shown": **(demo)** GET {site}/webapi/balance answers {state: 0, value: {...}} in
 * minor units).
 */
import { isCurrency } from './locales';
import { isRecord, readInteger, readNumber, readString } from './wire';
import type { Currency } from './locales';

/** The shopper's balance (storefront-shell.md §3 "Balance"), as the header sees it: no server field names. */

export interface Balance {
  /** Minor units of balanceCurrency. */
  totalBalance: number;
  cashbackBalance: number;
  balanceCurrency: Currency;
  /** The total in kopecks, for showing it in another currency. */
  totalBalanceRub: number | null;
  /** 0 no wallet, above 0 a wallet. */
  walletTypeCode: number;
  /** -1 when none. */
  walletRidLimit: number | null;
  moneyBalanceGEL: number;
  moneyBalanceTJS: number;
  /**
   * An account-type wallet's own limits (storefront-routing-wallet.md §5 Wallet "Account-type wallets
   * check max order price, remaining monthly limit and remaining volume limit"); null for other
   * wallets. The balance call's fields are "not shown" (shell §7): the demo sends them here.
   */
  accountLimits: AccountWalletLimits | null;
}

export interface AccountWalletLimits {
  /** Major units. */
  maxOrderPrice: number;
  /** Major units left this month. */
  remainingMonthLimit: number;
  /** Minor units left of the volume limit (§5 "divided by 100, floored"). */
  remainingVolumeLimit: number;
}

/** The account limits when all three are numbers; null otherwise (a malformed block never blocks a payment by itself). */
function readAccountLimits(value: unknown): AccountWalletLimits | null {
  if (!isRecord(value)) return null;
  const maxOrderPrice = readNumber(value, 'maxOrderPrice');
  const remainingMonthLimit = readNumber(value, 'remainingMonthLimit');
  const remainingVolumeLimit = readNumber(value, 'remainingVolumeLimit');
  if (maxOrderPrice === undefined || remainingMonthLimit === undefined || remainingVolumeLimit === undefined) return null;
  return { maxOrderPrice, remainingMonthLimit, remainingVolumeLimit };
}

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
    accountLimits: readAccountLimits(value.walletLimits),
  };
}

export const BALANCE_PATH = '/webapi/balance';
