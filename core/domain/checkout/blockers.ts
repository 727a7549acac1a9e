import type { BankCard, CourierDay, CourierSlot, PaymentType } from '../../../contracts/basket';
import type { DeliveryWay } from '../../../contracts/delivery';
import { CARD_PAYMENT } from '../../../contracts/basket';
import { courierSlotsAvailable } from './slots';
import type { WalletLimitKey } from '../wallet';

/** Why the order cannot be placed yet (the widget shows each as text: checkout.blocked.<reason>). */
export type BlockReason =
  | 'signIn'
  | 'empty'
  | 'courierOnly'
  | 'pickupPoint'
  | 'courierAddress'
  | 'courierSlot'
  | 'slotUnavailable'
  | 'payment'
  | 'bankCard'
  | 'loading'
  | WalletLimitKey;

export interface BlockerInput {
  signedIn: boolean;
  orderedQuantity: number;
  deliveryWay: DeliveryWay;
  /** Ordered lines only the seller's courier delivers (shell §2 courier-only-items popup). */
  courierOnlyCount?: number;
  pickupOfficeId: number | null;
  courierAddress: string;
  slots: readonly CourierSlot[];
  /** undefined while the slots load (or failed). */
  fetchedSlots: readonly CourierDay[] | undefined;
  paymentTypeId: number | null;
  paymentTypes: readonly PaymentType[] | undefined;
  bankCardId: string | null;
  bankCards: readonly BankCard[] | undefined;
  /** The wallet limit a wallet payment of this order breaks (routing-wallet §5), or null. */
  walletLimit?: WalletLimitKey | null;
}

/** Whether the payment type needs a bank card (shell §3 "paymentTypes (card code crd, id 63)"). */
export function needsBankCard(paymentTypeId: number | null): boolean {
  return paymentTypeId === CARD_PAYMENT.id;
}

/** Usable cards: not expired. */
export function usableCards(cards: readonly BankCard[]): BankCard[] {
  return cards.filter((c) => !c.expired);
}

/** The card chosen, else the default usable card, else the first usable one. */
export function effectiveCardId(chosen: string | null, cards: readonly BankCard[] | undefined): string | null {
  const usable = usableCards(cards ?? []);
  if (chosen && usable.some((c) => c.id === chosen)) return chosen;
  return (usable.find((c) => c.isDefault) ?? usable[0])?.id ?? null;
}

/** The payment type chosen when offered, else the card payment when offered, else the first. */
export function effectivePaymentTypeId(chosen: number | null, types: readonly PaymentType[] | undefined): number | null {
  if (!types || types.length === 0) return null;
  if (chosen !== null && types.some((t) => t.id === chosen)) return chosen;
  return (types.find((t) => t.id === CARD_PAYMENT.id) ?? types[0])!.id;
}

/**
 * Every reason the place-order button is disabled, in the order the form reads. A courier order
 * needs every chosen slot to match a fetched one (shell §5 "Courier slot is available only if
 * every chosen slot's date and start-end minutes match a fetched slot").
 */
export function checkoutBlockers(input: BlockerInput): BlockReason[] {
  const reasons: BlockReason[] = [];
  if (!input.signedIn) reasons.push('signIn');
  if (input.orderedQuantity <= 0) reasons.push('empty');
  if (input.deliveryWay === 'self') {
    // storefront-shell.md §2 "courier-only-items popup": a pickup order never holds courier-only goods.
    if ((input.courierOnlyCount ?? 0) > 0) reasons.push('courierOnly');
    if (input.pickupOfficeId === null) reasons.push('pickupPoint');
  } else {
    if (!input.courierAddress.trim()) reasons.push('courierAddress');
    if (input.slots.length === 0) reasons.push('courierSlot');
    else if (input.fetchedSlots === undefined) reasons.push('loading');
    else if (!courierSlotsAvailable(input.slots, input.fetchedSlots)) reasons.push('slotUnavailable');
  }
  const paymentTypeId = effectivePaymentTypeId(input.paymentTypeId, input.paymentTypes);
  if (paymentTypeId === null) reasons.push(input.paymentTypes === undefined ? 'loading' : 'payment');
  // A guest is asked to sign in first: the cards are the signed-in shopper's.
  else if (input.signedIn && needsBankCard(paymentTypeId) && effectiveCardId(input.bankCardId, input.bankCards) === null) {
    reasons.push(input.bankCards === undefined ? 'loading' : 'bankCard');
  }
  if (input.walletLimit) reasons.push(input.walletLimit);
  return [...new Set(reasons)];
}
