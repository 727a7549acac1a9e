/** The checkout model in the shared store: what <vt-checkout> shows and what placing the order sends. */
import { atom } from 'jotai/vanilla';
import type { BankCard, BasketAnswer, BasketPayload, CourierDay, CourierSlot, PaymentType } from '../../../contracts/basket';
import { sessionAtom, signedInAtom } from '../../transport/token';
import { deliveryWayAtom, loadProducts } from '../cart';
import { currencyAtom, languageAtom, localeAtom } from '../../platform/locale';
import { businessModeAtom, followPremium, loadOffices, officesAtom, premiumAtom, selectAddress } from '../account';
import { vatShares, type VatShare } from './business-vat';
import type { PickupOffice } from '../../../contracts/delivery';
import { getStore } from '../../platform/store';
import { checkoutBlockers, effectiveCardId, effectivePaymentTypeId, needsBankCard, type BlockReason } from './blockers';
import { checkoutChoicesAtom, getCheckoutChoices, updateCheckoutChoices, type CheckoutChoices } from './choices';
import { buyItNowItemAtom, checkoutLinesAtom, type CheckoutLine } from './lines';
import { buildBasketPayload, type PayloadInput } from './payload';
import { loadCheckoutCart } from './cart-lines';
import { bankCardsResource, basketResource, courierSlotsResource, paymentsResource } from './reads';
import { readyValue, type Loadable } from './resource';
import { nextDeliveryDay } from './slots';
import { checkoutTotals, type CheckoutTotals } from './totals';
import { walletLimitContextAtom, walletPaymentLimit } from './wallet-limit';
import { checkoutWalletDiscount, walletDiscountContextAtom } from './wallet-discount';
import { customsCharge } from './customs';
import { installmentOffer, type InstallmentPlan } from '../wallet';
import { PAYMENT_METHOD } from '../../../contracts/orders';
import { clubInRuAtom } from '../../transport/sync';
import { ratesPerUsd, settingsAtom } from '../settings';
import { clubFreeCourier, leaveAtDoorAllowed, type ClubFreeCourier } from './courier-offers';

/** The office a courier order is dispatched from: the chosen pickup point, else the locale's first. */
export function courierOffice(offices: readonly PickupOffice[], pickupOfficeId: number | null): PickupOffice | undefined {
  return offices.find((o) => o.id === pickupOfficeId) ?? offices[0];
}

export interface CheckoutView {
  lines: CheckoutLine[];
  totals: CheckoutTotals;
  choices: CheckoutChoices;
  deliveryWay: 'self' | 'courier';
  offices: Loadable<PickupOffice[]>;
  pickupOffice: PickupOffice | undefined;
  /** The payment types offered: installments (PDL) only when `installment` has plans. */
  payments: Loadable<PaymentType[]>;
  /** The installment plans this order may be paid with (routing-wallet §9, shell §9), or null. */
  installment: InstallmentPlan[] | null;
  bankCards: Loadable<BankCard[]>;
  slots: Loadable<CourierDay[]>;
  /** shell §9: the order may be left at the door (price within the limit); the choice counts only then. */
  leaveAtDoorAllowed: boolean;
  leaveAtDoor: boolean;
  /** shell §9 the club's free courier for this order, null when it does not apply. */
  clubFreeCourier: ClubFreeCourier | null;
  /** shell §6 business (b2b) mode: the VAT inside the order per rate is shown; the pickup search offers own points only (filter-offices.ts). */
  business: boolean;
  vat: VatShare[];
  paymentTypeId: number | null;
  bankCardId: string | null;
  needsCard: boolean;
  signedIn: boolean;
  blockers: BlockReason[];
  /** Ordered lines only a courier delivers (shell §2 courier-only-items popup); a pickup order is refused while any is in it. */
  courierOnlyLines: CheckoutLine[];
}

const officesLoadableAtom = atom((get): Loadable<PickupOffice[]> => {
  const state = get(officesAtom)[get(localeAtom)];
  if (!state) return { status: 'idle' };
  if (state.status === 'ready') return { status: 'ready', key: get(localeAtom), value: state.offices };
  if (state.status === 'error') return { status: 'error', key: get(localeAtom), error: state.error };
  return { status: state.status };
});

export const checkoutViewAtom = atom((get): CheckoutView => {
  const lines = get(checkoutLinesAtom);
  const currency = get(currencyAtom);
  const basket = readyValue(get(basketResource.atom));
  const premium = get(premiumAtom);
  const base = checkoutTotals(lines, 0, 0, premium);
  const customs = customsCharge(base.total, basket?.customsDuty ?? null, currency);
  const totals = checkoutTotals(lines, checkoutWalletDiscount(base.total, get(walletDiscountContextAtom)), customs, premium);
  const installment = installmentOffer({
    orderMinor: totals.total,
    currency,
    broker: basket?.installment ?? null,
    periodCodes: basket?.installment?.periodCodes ?? [],
  });
  const choices = get(checkoutChoicesAtom);
  const deliveryWay = get(deliveryWayAtom);
  const business = get(businessModeAtom);
  const offices = get(officesLoadableAtom);
  const officeList = readyValue(offices) ?? [];
  const pickupOffice = officeList.find((o) => o.id === choices.pickupOfficeId);
  const payments = withoutUnusableInstallment(get(paymentsResource.atom), installment !== null);
  const bankCards = get(bankCardsResource.atom);
  const slots = get(courierSlotsResource.atom);
  const signedIn = get(signedInAtom);
  const doorAllowed = leaveAtDoorAllowed(totals.total, currency, ratesPerUsd(get(settingsAtom).rates));
  const paymentTypeId = effectivePaymentTypeId(choices.paymentTypeId, readyValue(payments));
  const bankCardId = effectiveCardId(choices.bankCardId, readyValue(bankCards));
  const courierOnlyLines = lines.filter((l) => l.courierOnly && l.includeInOrder && l.canBeOrdered);
  const blockers = checkoutBlockers({
    signedIn,
    orderedQuantity: totals.quantity,
    deliveryWay,
    courierOnlyCount: courierOnlyLines.length,
    pickupOfficeId: choices.pickupOfficeId,
    courierAddress: choices.courierAddress,
    slots: choices.slots,
    fetchedSlots: readyValue(slots),
    paymentTypeId: choices.paymentTypeId,
    paymentTypes: payments.status === 'error' ? [] : readyValue(payments),
    bankCardId: choices.bankCardId,
    bankCards: bankCards.status === 'error' ? [] : readyValue(bankCards),
    walletLimit: walletPaymentLimit({ paymentTypeId, orderMinor: totals.total, ...get(walletLimitContextAtom) }),
  });
  return {
    lines,
    totals,
    choices,
    deliveryWay,
    offices,
    pickupOffice,
    payments,
    installment,
    bankCards,
    slots,
    leaveAtDoorAllowed: doorAllowed,
    leaveAtDoor: doorAllowed && choices.leaveAtDoor,
    clubFreeCourier: clubFreeCourier(get(clubInRuAtom), totals.total, currency),
    business,
    vat: business ? vatShares(lines, currency) : [],
    paymentTypeId,
    bankCardId,
    needsCard: needsBankCard(paymentTypeId),
    signedIn,
    blockers,
    courierOnlyLines,
  };
});

/** Installments (PDL) leave the payment list when the order does not qualify (routing-wallet §9, shell §9 credit limits). */
function withoutUnusableInstallment(payments: Loadable<PaymentType[]>, usable: boolean): Loadable<PaymentType[]> {
  if (usable || payments.status !== 'ready' || !payments.value.some((p) => p.id === PAYMENT_METHOD.PDL)) return payments;
  return { ...payments, value: payments.value.filter((p) => p.id !== PAYMENT_METHOD.PDL) };
}

/** The §3 basket payload of what is on screen now. */
export function currentPayload(
  signed?: Pick<BasketAnswer, 'userBalanceSigned' | 'userGradeSigned' | 'customsDutySigned' | 'customsDuty' | 'installment'>,
): BasketPayload {
  const store = getStore();
  const view = store.get(checkoutViewAtom);
  const office = view.deliveryWay === 'self' ? view.pickupOffice : courierOffice(readyValue(view.offices) ?? [], view.choices.pickupOfficeId);
  const answer = signed ?? readyValue(store.get(basketResource.atom));
  const input: PayloadInput = {
    lines: view.lines,
    currency: store.get(currencyAtom),
    locale: store.get(localeAtom),
    language: store.get(languageAtom),
    address: view.deliveryWay === 'self' ? (office?.address ?? '') : view.choices.courierAddress.trim(),
    lat: office?.lat ?? null,
    lon: office?.lon ?? null,
    addressId: view.deliveryWay === 'self' ? (office?.id ?? null) : null,
    signed: {
      userBalanceSigned: answer?.userBalanceSigned ?? '',
      userGradeSigned: answer?.userGradeSigned ?? '',
      customsDutySigned: answer?.customsDutySigned ?? '',
    },
    installment: answer?.installment ?? null,
    // routing-wallet §3 installment types: pdl when the shopper pays by installments.
    instType: view.paymentTypeId === PAYMENT_METHOD.PDL ? 'pdl' : '',
    buyItNow: store.get(buyItNowItemAtom) !== null,
  };
  return buildBasketPayload(input);
}

/** Loads what checkout shows: offices, product cards, payment types, the basket answer, then bank cards. Never rejects. */
export async function startCheckout(): Promise<void> {
  const store = getStore();
  const locale = store.get(localeAtom);
  const currency = store.get(currencyAtom);
  void loadOffices(locale);
  // The club's free courier (shell §9) needs the user grade; the club discount the premium rule (shell §6)
  // reads the grade and the user info.
  followPremium();
  void paymentsResource.load({ currency, locale, language: store.get(languageAtom) });
  // The basket's lines come with the cart module (cart-lines.ts); startCheckoutCart reports a failure.
  if (store.get(buyItNowItemAtom) === null) await loadCheckoutCart().catch(() => undefined);
  void loadProducts(store.get(checkoutLinesAtom).map((l) => l.cod1S));
  await refreshBasket();
  await loadBankCards();
}

export async function refreshBasket(): Promise<void> {
  if (getStore().get(checkoutLinesAtom).length === 0) return;
  await basketResource.load(currentPayload({ userBalanceSigned: '', userGradeSigned: '', customsDutySigned: '', customsDuty: null, installment: null }));
}

export async function loadBankCards(force = false): Promise<void> {
  const store = getStore();
  const session = store.get(sessionAtom);
  if (!session) return;
  const grade = readyValue(store.get(basketResource.atom))?.userGradeSigned ?? '';
  await bankCardsResource.load({ currency: store.get(currencyAtom), locale: store.get(localeAtom), user: String(session.data.user), grade }, { force });
}

export function retryPayments(): Promise<unknown> {
  const store = getStore();
  return paymentsResource.load({ currency: store.get(currencyAtom), locale: store.get(localeAtom), language: store.get(languageAtom) }, { force: true });
}

/**
 * A language or currency switch: the payment names and the basket answer (its lines' names, the
 * duty limit in the currency) are asked again in the new one; earlier answers stay cached by key.
 */
export async function followLanguageAndCurrency(): Promise<void> {
  const store = getStore();
  void paymentsResource.load({ currency: store.get(currencyAtom), locale: store.get(localeAtom), language: store.get(languageAtom) });
  await refreshBasket();
}

/** Fetches the courier windows of the dispatching office from the next day on (shell §7 "POST courier slots"). */
export async function loadCourierSlots(force = false): Promise<void> {
  const store = getStore();
  const view = store.get(checkoutViewAtom);
  const office = courierOffice(readyValue(view.offices) ?? [], view.choices.pickupOfficeId);
  if (!office || office.smId === null) return;
  await courierSlotsResource.load({ officeId: office.id, smId: office.smId, day: nextDeliveryDay(new Date()) }, { force });
}

/**
 * Chooses the pickup point: kept at once (so nothing is lost), then sent as the address selection
 * (shell §7 "POST /spa/address/select: addressId, deliveryWay"), which the header shows too.
 * Rejects with the HttpError family when the server refuses; the choice stays.
 */
export async function choosePickupOffice(officeId: number): Promise<void> {
  updateCheckoutChoices({ pickupOfficeId: officeId });
  await selectAddress(officeId, 'self');
}

export function setLeaveAtDoor(leaveAtDoor: boolean): void {
  updateCheckoutChoices({ leaveAtDoor });
}

export function setCourierAddress(address: string): void {
  updateCheckoutChoices({ courierAddress: address });
}

/** One delivery per order: choosing a window replaces the earlier one. */
export function chooseCourierSlot(slot: CourierSlot): void {
  updateCheckoutChoices({ slots: [slot] });
}

export function choosePaymentType(paymentTypeId: number): void {
  updateCheckoutChoices({ paymentTypeId });
}

export function chooseBankCard(bankCardId: string): void {
  updateCheckoutChoices({ bankCardId });
}

export { getCheckoutChoices };
