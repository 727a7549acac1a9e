/**
 * What kind of pickup point an office is (storefront-shell.md §9 "Pickup types: 1 to 10 and 14;
 * partner-post types 23, 29, 31, 32"; storefront-routing-wallet.md §3 "Pickup point fields read").
 * The shopper sees a partner's post office or a parcel locker marked as such in the list; a sort
 * center hands nothing out and is never offered.
 */
import { PARTNER_POST_TYPES, PICKUP_TYPES, type PickupOffice } from '../../../contracts/delivery';

export type OfficeKind = 'pickup' | 'postamat' | 'partnerPost' | 'other';

/**
 * An external parcel locker first (it is also a pickup type, 14), then the type lists of §9. A
 * point without a type is the marketplace's own; a type outside both lists is some partner's
 * point, still offered (a type added on the server must not hide points) and marked as a partner's.
 */
export function officeKind(office: Pick<PickupOffice, 'pickupType' | 'isExternalPostamat'>): OfficeKind {
  if (office.isExternalPostamat) return 'postamat';
  if (office.pickupType === null || PICKUP_TYPES.includes(office.pickupType)) return 'pickup';
  return PARTNER_POST_TYPES.includes(office.pickupType) ? 'partnerPost' : 'other';
}

/** A point a shopper can collect an order from: anything but a sort center. */
export function servesShoppers(office: Pick<PickupOffice, 'isSortCenter'>): boolean {
  return !office.isSortCenter;
}
