/** What the totals need of a line (minor units, per piece). */
export interface TotalLine {
  quantity: number;
  /** §4 "partQuantity is set to maxQuantity": only that many pieces are ordered. */
  partQuantity?: number | null;
  includeInOrder: boolean;
  canBeOrdered: boolean;
  /** The price before the sale. */
  basicPrice: number;
  /** The price to pay. */
  price: number;
  /** The club's premium sale inside that price (shell §3 Size premiumSaleAmount), per piece; 0 when none. */
  premiumSaleAmount?: number;
}

export interface CheckoutTotals {
  /** Pieces ordered. */
  quantity: number;
  /** Sum at prices before the sale. */
  goods: number;
  /** Sale (goods - sum at prices to pay - the club discount). */
  sale: number;
  /** The club discount of a premium shopper (shell §6 premium rule; §3 premiumSaleAmount); 0 for anyone else. */
  club: number;
  /** Wallet discount (core/wallet rules; 0 when not shown). */
  walletDiscount: number;
  /** Customs charge (routing-wallet §5; 0 below the duty-free limit). */
  customs: number;
  /** What the shopper pays. */
  total: number;
}

/**
 * Sums the lines that go into the order (included and orderable); the wallet discount never makes
 * the total negative; the customs charge is added on top. For a premium shopper the club's part of
 * the sale is its own figure.
 */
export function checkoutTotals(lines: readonly TotalLine[], walletDiscount = 0, customs = 0, premium = false): CheckoutTotals {
  let quantity = 0;
  let goods = 0;
  let pay = 0;
  let club = 0;
  for (const line of lines) {
    if (!line.includeInOrder || !line.canBeOrdered) continue;
    const pieces = line.partQuantity ?? line.quantity;
    quantity += pieces;
    const before = Math.max(line.basicPrice, line.price);
    goods += before * pieces;
    pay += line.price * pieces;
    if (premium) club += Math.min(Math.max(0, line.premiumSaleAmount ?? 0), before - line.price) * pieces;
  }
  const discount = Math.min(Math.max(0, Math.round(walletDiscount)), pay);
  const duty = Math.max(0, Math.round(customs));
  return { quantity, goods, sale: goods - pay - club, club, walletDiscount: discount, customs: duty, total: pay - discount + duty };
}
