/**
 * How the wallet may be topped up: by card always, and with crypto only in the currencies
 * storefront-routing-wallet.md §9 allows ("Crypto replenishment allowed for BYN").
 */
export const CRYPTO_REPLENISHMENT_CURRENCIES: readonly string[] = ['BYN'];

export type ReplenishMethod = 'card' | 'crypto';

/** The top-up methods offered for a wallet in this currency (card first). */
export function replenishMethods(balanceCurrency: string): ReplenishMethod[] {
  return CRYPTO_REPLENISHMENT_CURRENCIES.includes(balanceCurrency) ? ['card', 'crypto'] : ['card'];
}
