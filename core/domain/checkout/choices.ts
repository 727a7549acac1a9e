/**
 * What the shopper chose at checkout (storefront-shell.md §3 "Cart: deliveryWay, deliveryPoint,
 * paymentType, bankCardId"): kept locally and followed by other tabs, so a server error, a
 * reload or removing the element never loses a choice. The delivery way is the cart's own.
 */
import type { CourierSlot } from '../../../contracts/basket';
import { isRecord, readBoolean, readId, readInteger, readString } from '../../../contracts/wire';
import { persistedAtom } from '../../platform/storage';

export const CHECKOUT_CHOICES_STORAGE_KEY = 'checkout-choices';
export const CHECKOUT_CHOICES_TOPIC = 'checkout:choices';

export interface CheckoutChoices {
  pickupOfficeId: number | null;
  courierAddress: string;
  slots: CourierSlot[];
  paymentTypeId: number | null;
  bankCardId: string | null;
  /** The courier leaves the order at the door (only within the shell §9 leave-at-door price limit). */
  leaveAtDoor: boolean;
}

export const EMPTY_CHOICES: CheckoutChoices = {
  pickupOfficeId: null,
  courierAddress: '',
  slots: [],
  paymentTypeId: null,
  bankCardId: null,
  leaveAtDoor: false,
};

/** Whatever is stored (maybe malformed or hostile) -> valid choices. */
export function toCheckoutChoices(raw: unknown): CheckoutChoices {
  if (!isRecord(raw)) return EMPTY_CHOICES;
  const slots = Array.isArray(raw.slots)
    ? raw.slots.flatMap((s) => {
        if (!isRecord(s)) return [];
        const day = readString(s, 'day');
        const from = readInteger(s, 'from');
        const to = readInteger(s, 'to');
        return day && from !== undefined && to !== undefined ? [{ day, from, to }] : [];
      })
    : [];
  const office = readInteger(raw, 'pickupOfficeId');
  return {
    pickupOfficeId: office !== undefined && office > 0 ? office : null,
    courierAddress: readString(raw, 'courierAddress') ?? '',
    slots,
    paymentTypeId: readInteger(raw, 'paymentTypeId') ?? null,
    bankCardId: readId(raw, 'bankCardId') ?? null,
    leaveAtDoor: readBoolean(raw, 'leaveAtDoor') ?? false,
  };
}

const choices = persistedAtom<CheckoutChoices>(CHECKOUT_CHOICES_STORAGE_KEY, CHECKOUT_CHOICES_TOPIC, toCheckoutChoices);
choices.follow();

export const checkoutChoicesAtom = choices.atom;
export const reloadCheckoutChoices = choices.reload;

export function getCheckoutChoices(): CheckoutChoices {
  return choices.get();
}

/** Changes some choices, keeping the rest. */
export function updateCheckoutChoices(change: Partial<CheckoutChoices>): void {
  choices.set({ ...choices.get(), ...change });
}
