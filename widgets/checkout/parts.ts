/**
 * What <vt-checkout> shows only from server answers: the pickup-point search (pickup points) and
 * the courier windows. One chunk, loaded right after the first paint, in parallel with those
 * answers (on-demand.ts; DESIGN.md "Budgets").
 *
 * Import nothing here that only the checkout's own chunk holds (core/checkout/model and the rest
 * of checkout.tsx's imports): rollup would then make that chunk export it, the chunk would stop
 * being the facade of checkout.define.ts, and dist/manifest.json would lose <vt-checkout>.
 */
export { PickupCombobox } from './pickup-combobox';
export { SlotPicker } from './slot-picker';
export { CourierOnlyDialog } from './courier-only-dialog';
