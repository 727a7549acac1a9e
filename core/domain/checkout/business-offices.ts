/**
 * Business (b2b) mode's delivery filtering (storefront-shell.md §6 "B2B mode: ... changes delivery
 * filtering").
 */
import type { PickupOffice } from '../../../contracts/delivery';
import { officeKind } from './office-kind';

/**
 * The spec names the change, not the filter: a business order is handed over against the
 * organisation's documents (the VAT invoice, a power of attorney), which only the marketplace's own
 * pickup points handle, so partners' post offices and parcel lockers are left out (shell §9 pickup
 * types 1 to 10 and 14 without the external lockers).
 */
export function officesForBusiness(offices: readonly PickupOffice[]): PickupOffice[] {
  return offices.filter((office) => officeKind(office) === 'pickup');
}
