/**
 * Wire form -> domain for the delivery reads: pickup offices (storefront-shell.md §7 "Static
 * reads: shopdata/{id}/shops.json"; storefront-routing-wallet.md §3 "Pickup point fields read")
 * and the address selection answer (§7 "POST /spa/address/select: addressId, deliveryWay").
 */
import { isRecord, readBoolean, readInteger, readNonBlankString, readNumber, readString } from '../wire';
import { isDeliveryWay, type DeliveryAddress, type PickupOffice } from './codes';

/** Offices with an id and an address; anything else in the list is skipped. A non-list is no offices. */
export function reshapeOffices(payload: unknown): PickupOffice[] {
  if (!Array.isArray(payload)) return [];
  const offices: PickupOffice[] = [];
  for (const entry of payload) {
    if (!isRecord(entry)) continue;
    const id = readInteger(entry, 'id');
    const address = readNonBlankString(entry, 'address');
    if (id === undefined || id <= 0 || !address) continue;
    offices.push({
      id,
      name: readNonBlankString(entry, 'name') ?? address,
      address,
      lat: readNumber(entry, 'lat') ?? null,
      lon: readNumber(entry, 'lon') ?? null,
      dest: readInteger(entry, 'dest') ?? null,
      pickupType: readInteger(entry, 'pickupType') ?? null,
      workTime: readString(entry, 'workTime') ?? '',
      smId: readInteger(entry, 'smId') ?? null,
      isWb: readBoolean(entry, 'isWb') ?? false,
      dtype: readInteger(entry, 'dtype') ?? null,
      typePoint: readInteger(entry, 'typePoint') ?? null,
      deliveryType: readInteger(entry, 'deliveryType') ?? null,
      isSortCenter: readBoolean(entry, 'isSortCenter') ?? false,
      isExternalPostamat: readBoolean(entry, 'isExternalPostamat') ?? false,
      shouldShowName: readBoolean(entry, 'shouldShowName') ?? false,
      photos: Array.isArray(entry.photos) ? entry.photos.filter((p): p is string => typeof p === 'string' && p !== '') : [],
    });
  }
  return offices;
}

export class MalformedAddressError extends Error {
  override name = 'MalformedAddressError';
}

/** {state: 0, value: {addressId, deliveryWay, address, dest}} (or the value itself). */
export function reshapeAddress(payload: unknown): DeliveryAddress {
  const value = isRecord(payload) && isRecord(payload.value) ? payload.value : payload;
  if (!isRecord(value)) throw new MalformedAddressError('address answer is not an object');
  return toDeliveryAddress(value) ?? fail();
}

/** A stored or answered address; null when it lacks an id, a way or an address. */
export function toDeliveryAddress(value: unknown): DeliveryAddress | null {
  if (!isRecord(value)) return null;
  const addressId = readInteger(value, 'addressId');
  const deliveryWay = value.deliveryWay;
  const address = readNonBlankString(value, 'address');
  if (addressId === undefined || addressId <= 0 || !isDeliveryWay(deliveryWay) || !address) return null;
  return { addressId, deliveryWay, address, dest: readInteger(value, 'dest') ?? null };
}

function fail(): never {
  throw new MalformedAddressError('address answer lacks addressId, deliveryWay or address');
}
